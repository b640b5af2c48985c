import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { createSemaphore } from './semaphore.js';

const KEY_LENGTH = 64;

/** The one password rule (spec 3 §5, the profile's), applied wherever a password is set: profile and reset. */
const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT = 'Password is too short - should be 8 chars minimum.';
export const passwordTooShort = (password: string) => password.length < MIN_PASSWORD_LENGTH;

/**
 * scrypt runs in libuv's thread pool and takes a core for ~50 ms: unbounded, a login flood takes every core
 * and every pool thread from the other requests. At most half the cores hash at once; at most 64 hashes wait
 * (beyond that, SemaphoreFullError: the caller answers "busy").
 */
export const hashing = createSemaphore(Math.max(1, Math.floor(availableParallelism() / 2)), 64);

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return hashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password, salt, KEY_LENGTH, { N: 16384, r: 8, p: 1 }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

/** `scrypt$<salt b64>$<hash b64>` */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Hashed against when there is no stored hash (an unknown email), so the answer takes as long either way. */
const DUMMY_SALT = randomBytes(16);
const DUMMY_HASH = Buffer.alloc(KEY_LENGTH);

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [scheme, salt, hash] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !salt || !hash) {
    const key = await derive(password, DUMMY_SALT);
    timingSafeEqual(key, DUMMY_HASH);
    return false;
  }
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
