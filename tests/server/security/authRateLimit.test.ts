/**
 * Medium finding: login and forgot-password had no limit (500 wrong guesses, then the right one worked), a
 * login flood starved other requests, and an unknown email answered faster than a wrong password.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addressKey } from '../../../server/src/http/authLimits';
import { hashing, hashPassword } from '../../../server/src/http/password';
import { startAreaServer, type AreaServer } from '../areaFixture';

const EMAIL = 'admin@test.example';
const PASSWORD = 'right-password';
let server: AreaServer;
let clock = new Date('2030-01-01T10:00:00Z');

/** A call from one client address (app.inject's remoteAddress). */
const from = (address: string, url: string, payload: Record<string, unknown>) =>
  server.app.inject({ method: 'POST', url: `/v1${url}`, payload, remoteAddress: address });
const login = (address: string, email: string, password: string) =>
  from(address, '/admin/login', { email, password });
const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

beforeAll(async () => {
  server = await startAreaServer({ now: () => clock });
  await server.db.query('UPDATE admins SET password = $1', [await hashPassword(PASSWORD)]);
});
afterAll(() => server.close());

describe('sign-in limits', () => {
  it('stops guessing one account from one address after 10 failures: even the right password waits there, with a readable 429', async () => {
    for (let i = 0; i < 10; i++) expect((await login('10.0.0.1', EMAIL, `guess-${i}`)).statusCode).toBe(401);
    const right = await login('10.0.0.1', EMAIL, PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({
      status: 429,
      message: 'Error!',
      error: 'Too many attempts. Please try again in 15 minutes.',
    });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(800);
    later(16);
    expect((await login('10.0.0.1', EMAIL, PASSWORD)).statusCode).toBe(200);
  });

  // Issue 24: ten wrong passwords from anywhere locked the admin out everywhere for 15 minutes.
  it('a flood of wrong passwords from one address does not lock the account for the other addresses', async () => {
    later(16);
    for (let i = 0; i < 12; i++) await login('10.0.9.1', EMAIL, `flood-${i}`);
    expect((await login('10.0.9.1', EMAIL, PASSWORD)).statusCode).toBe(429);
    expect((await login('10.0.9.2', EMAIL, PASSWORD)).statusCode).toBe(200);
  });

  it('failures spread over addresses count per address: the eleventh address is still answered', async () => {
    later(16);
    for (let i = 0; i < 10; i++)
      expect((await login(`10.0.10.${i}`, EMAIL, `spread-${i}`)).statusCode).toBe(401);
    expect((await login('10.0.10.10', EMAIL, 'spread-x')).statusCode).toBe(401);
    expect((await login('10.0.10.11', EMAIL, PASSWORD)).statusCode).toBe(200);
  });

  it('a successful login clears the account failures from that address', async () => {
    later(16);
    for (let i = 0; i < 9; i++) await login('10.0.2.1', EMAIL, 'wrong-password');
    expect((await login('10.0.2.1', EMAIL, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login('10.0.2.1', EMAIL, 'wrong')).statusCode).toBe(401);
    expect((await login('10.0.2.1', EMAIL, PASSWORD)).statusCode).toBe(200);
  });

  it('stops one address after 30 failures, whatever the accounts, and not the other addresses', async () => {
    later(16);
    for (let i = 0; i < 30; i++) {
      expect((await login('10.0.3.1', `nobody${i}@test.example`, 'x')).statusCode).toBe(401);
    }
    const flooded = await login('10.0.3.1', EMAIL, PASSWORD);
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json().error).toMatch(/Too many attempts/);
    expect((await from('10.0.3.1', '/admin/forgotPassword', { email: EMAIL })).statusCode).toBe(429);
    expect((await from('10.0.3.1', '/admin/reset', { token: 'x', newPassword: 'y' })).statusCode).toBe(429);
    // Before the body is read: without a token too (the answer would otherwise be data: null).
    expect((await from('10.0.3.1', '/admin/reset', {})).statusCode).toBe(429);
    expect((await login('10.0.3.2', EMAIL, PASSWORD)).statusCode).toBe(200);
  });

  it('counts parallel guesses before checking them', async () => {
    later(16);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => login('10.0.4.1', EMAIL, `parallel-${i}`)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
  });

  // The reset-link limits count requests (@fastify/rate-limit, on its own clock: these use fresh keys).
  it('limits reset links to 5 per account from one address, with a readable 429; the admin asks from theirs', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await from('10.0.5.1', '/admin/forgotPassword', { email: EMAIL })).statusCode).toBe(200);
    }
    const sixth = await from('10.0.5.1', '/admin/forgotPassword', { email: EMAIL });
    // Another address is not held up: a limit over every address would let five requests from anyone's address
    // stop the admin getting a link for 15 minutes.
    expect((await from('10.0.5.2', '/admin/forgotPassword', { email: EMAIL })).statusCode).toBe(200);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      status: 429,
      message: 'Error!',
      error: 'Too many attempts. Please try again in 15 minutes.',
    });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('limits reset links to 20 per account over every address (a flood of mails), each address counting 5 at most', async () => {
    const email = 'flooded@test.example';
    const codes: number[] = [];
    for (let address = 0; address < 5; address++) {
      for (let i = 0; i < 6; i++)
        codes.push((await from(`10.0.13.${address}`, '/admin/forgotPassword', { email })).statusCode);
    }
    // Five addresses: 5 counted from each of the first four (their sixth refused at the address), then refused.
    expect(codes.map((code) => code === 429)).toEqual([
      ...Array.from({ length: 4 }, () => [false, false, false, false, false, true]).flat(),
      ...Array.from({ length: 6 }, () => true),
    ]);
  });

  it('limits reset links to 10 per address per window, whatever the accounts', async () => {
    for (let i = 0; i < 10; i++) {
      const answer = await from('10.0.11.1', '/admin/forgotPassword', { email: `ghost${i}@test.example` });
      expect(answer.statusCode).toBe(400);
    }
    const eleventh = await from('10.0.11.1', '/admin/forgotPassword', { email: 'ghost-x@test.example' });
    expect(eleventh.statusCode).toBe(429);
    expect(
      (await from('10.0.11.2', '/admin/forgotPassword', { email: 'ghost-x@test.example' })).statusCode,
    ).toBe(400);
  });

  it('counts a reset-link request whose body is refused: the eleventh from the address waits', async () => {
    for (let i = 0; i < 10; i++) {
      const refused = await from('10.0.12.1', '/admin/forgotPassword', {
        email: `ghost${i}@test.example`,
        x: 1,
      });
      expect(refused.json()).toMatchObject({ status: 400, error: '"x" is not allowed' });
    }
    expect(
      (await from('10.0.12.1', '/admin/forgotPassword', { email: 'ghost@test.example' })).statusCode,
    ).toBe(429);
  });
});

describe('the address a limit counts', () => {
  it("is an IPv6 address's /64 network, through which one host could rotate; an IPv4 address as it is", () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('1::2:3:4:5:6.7.8.9')).toBe('1:0:2:3::/64');
    expect(addressKey('::ffff:10.0.0.7')).toBe('10.0.0.7');
    expect(addressKey('10.0.0.7')).toBe('10.0.0.7');
  });

  it('stops a host rotating through its IPv6 addresses as it stops one address', async () => {
    const email = 'rotating@test.example';
    const codes: number[] = [];
    for (let i = 1; i <= 6; i++) {
      codes.push((await from(`2001:db8:7:7::${i}`, '/admin/forgotPassword', { email })).statusCode);
    }
    expect(codes.at(-1)).toBe(429);
    expect((await from('2001:db8:7:8::1', '/admin/forgotPassword', { email })).statusCode).not.toBe(429);
  });
});

describe('password hashing', () => {
  const failedLogin = async (address: string, email: string) =>
    expect((await login(address, email, 'wrong-password')).statusCode).toBe(401);

  it('answers an unknown email with the work of a wrong password (one scrypt hash, against a dummy hash)', async () => {
    later(16);
    // Counted rather than timed: two timings compared on a busy machine say little.
    const hashes = vi.spyOn(hashing, 'run');
    try {
      await failedLogin('10.0.6.1', EMAIL);
      expect(hashes).toHaveBeenCalledTimes(1);
      await failedLogin('10.0.7.1', 'ghost@test.example');
      expect(hashes).toHaveBeenCalledTimes(2);
    } finally {
      hashes.mockRestore();
    }
  });

  it('hashes at most half the cores at once; the others wait their turn', async () => {
    later(16);
    let mostActive = 0;
    let mostWaiting = 0;
    const sampler = setInterval(() => {
      const { active, waiting } = hashing.load();
      mostActive = Math.max(mostActive, active);
      mostWaiting = Math.max(mostWaiting, waiting);
    }, 2);
    try {
      await Promise.all(
        Array.from({ length: 8 }, (_, i) => failedLogin(`10.0.8.${i}`, `flood${i}@test.example`)),
      );
    } finally {
      clearInterval(sampler);
    }
    const cores = (await import('node:os')).availableParallelism();
    expect(mostActive).toBeLessThanOrEqual(Math.max(1, Math.floor(cores / 2)));
    expect(mostWaiting).toBeGreaterThan(0);
  });
});
