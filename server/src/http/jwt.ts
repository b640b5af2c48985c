import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import type { Config } from '../config.js';

export interface TokenService {
  sign(claims: Record<string, unknown>, ttlSeconds?: number): Promise<string>;
  /** The payload of a valid, unexpired HS256 token, or null. */
  verify(token: string): Promise<Record<string, unknown> | null>;
}

/** JWT_SECRET, or a random secret generated once and kept in DATA_DIR so tokens survive restarts. */
export async function loadSecret(config: Config): Promise<Uint8Array> {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await mkdir(config.dataDir, { recursive: true });
    await writeFile(file, secret, { mode: 0o600 });
    return new TextEncoder().encode(secret);
  }
}

export function createTokenService(secret: Uint8Array, defaultTtlSeconds: number): TokenService {
  return {
    async sign(claims, ttlSeconds = defaultTtlSeconds) {
      return (
        new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setIssuedAt()
          // Unique per sign-in, so logout revokes one session even when two began in the same second.
          .setJti(randomUUID())
          .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
          .sign(secret)
      );
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        return payload as Record<string, unknown>;
      } catch {
        return null;
      }
    },
  };
}
