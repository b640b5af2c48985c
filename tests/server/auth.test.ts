import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/src/http/password';
import { seedAdmin } from '../../server/src/seed/admin';
import { startAreaServer, type AreaServer } from './areaFixture';

const EMAIL = 'admin@test.example';
const PASSWORD = 'first-password';

let server: AreaServer;
let adminUuid: string;
let clock = new Date('2024-05-01T10:00:00Z');

const storedHash = async () =>
  (await server.db.query<{ password: string }>('SELECT password FROM admins WHERE uuid = $1', [adminUuid]))[0]
    ?.password;

/** Asks for a reset link and returns the token the server logged. */
async function requestResetToken(): Promise<string> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const answer = await server.call('POST', '/admin/forgotPassword', { email: EMAIL }, false);
  expect(answer.statusCode).toBe(200);
  expect(answer.body).toMatchObject({ status: 200 });
  expect(typeof answer.body.data).toBe('string');
  const line = String(log.mock.calls.at(-1)?.[0]);
  log.mockRestore();
  const token = /\/reset\/([\w-]+)$/.exec(line)?.[1];
  expect(token).toBeDefined();
  return token as string;
}

beforeAll(async () => {
  // The tests read the reset link from the log, as a developer would.
  server = await startAreaServer({ now: () => clock, config: { logResetLinks: true } });
  const [admin] = await server.db.query<{ uuid: string }>('SELECT uuid FROM admins');
  adminUuid = admin?.uuid as string;
  await server.db.query('UPDATE admins SET password = $1 WHERE uuid = $2', [
    await hashPassword(PASSWORD),
    adminUuid,
  ]);
});
afterAll(() => server.close());
afterEach(() => {
  vi.restoreAllMocks();
});

describe('login (A1)', () => {
  it('answers the admin without its password and a token for its uuid, matching the email in any case', async () => {
    const answer = await server.call(
      'POST',
      '/admin/login',
      { email: EMAIL.toUpperCase(), password: PASSWORD },
      false,
    );
    expect(answer.statusCode).toBe(200);
    const data = answer.body.data as { user: Record<string, unknown>; token: string };
    expect(data.user).toEqual({
      uuid: adminUuid,
      name: 'Test Admin',
      countryCode: 1,
      phone: '',
      email: EMAIL,
    });
    expect(await server.ctx.tokens.verify(data.token)).toMatchObject({ id: adminUuid });
    const profile = await server.app.inject({
      method: 'POST',
      url: '/v1/admin/profile/view',
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('refuses bad credentials with a plain-text 401', async () => {
    for (const body of [
      { email: EMAIL, password: 'wrong-password' },
      { email: 'nobody@test.example', password: PASSWORD },
    ]) {
      const answer = await server.call('POST', '/admin/login', body, false);
      expect(answer.statusCode).toBe(401);
      expect(answer.text).toBe('Unauthorized');
    }
  });

  it('answers a plain-text 400 when a field is missing', async () => {
    for (const body of [{ email: EMAIL }, { password: PASSWORD }, {}]) {
      const answer = await server.call('POST', '/admin/login', body, false);
      expect(answer.statusCode).toBe(400);
      expect(answer.text).toBe('Bad Request');
    }
  });

  it('refuses unknown keys and a malformed email with a 400 error wrapper', async () => {
    const extra = await server.call(
      'POST',
      '/admin/login',
      { email: EMAIL, password: PASSWORD, role: 'x' },
      false,
    );
    expect(extra.statusCode).toBe(400);
    expect(extra.body).toMatchObject({ status: 400, error: '"role" is not allowed' });
    const malformed = await server.call(
      'POST',
      '/admin/login',
      { email: 'not-an-email', password: 'x' },
      false,
    );
    expect(malformed.body).toMatchObject({ status: 400, error: '"email" must be a valid email' });
    const typed = await server.call('POST', '/admin/login', { email: EMAIL, password: 12345678 }, false);
    expect(typed.body).toMatchObject({ status: 400, error: '"password" must be a string' });
  });

  // Its schema (schemas/auth.ts) and http/validation/jsonBodies.ts.
  it('takes each value in its JSON type, within its bound, and JSON only', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ email: [EMAIL], password: PASSWORD }, '"email" must be a single value'],
      [
        { email: `${'x'.repeat(250)}@t.example`, password: PASSWORD },
        '"email" length must be less than or equal to 254 characters long',
      ],
      [
        { email: EMAIL, password: 'x'.repeat(1001) },
        '"password" length must be less than or equal to 1000 characters long',
      ],
    ];
    for (const [body, error] of refusals) {
      const answer = await server.call('POST', '/admin/login', body, false);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toMatchObject({ status: 400, error });
    }
    const multipart = await server.upload('POST', '/admin/login', { email: EMAIL, password: PASSWORD });
    expect(multipart.statusCode).toBe(415);
    expect(multipart.body).toMatchObject({ status: 415, error: 'Unsupported Media Type' });
  });
});

describe('admin routes need a valid token', () => {
  it('answers 401 without a token, with an expired one and with a forged one', async () => {
    const expired = await server.ctx.tokens.sign({ id: adminUuid }, -10);
    for (const headers of [
      {},
      { authorization: `Bearer ${expired}` },
      { authorization: 'Bearer abc.def.ghi' },
    ]) {
      const answer = await server.app.inject({ method: 'POST', url: '/v1/admin/profile/view', headers });
      expect(answer.statusCode).toBe(401);
      expect(answer.body).toBe('Unauthorized');
    }
  });
});

describe('forgot password (A2)', () => {
  it('answers a 400 error wrapper with the backend text for an unknown email, storing nothing', async () => {
    const before = await server.count('password_resets');
    const answer = await server.call(
      'POST',
      '/admin/forgotPassword',
      { email: 'nobody@test.example' },
      false,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ status: 400, error: 'Email not found. :-' });
    expect(await server.count('password_resets')).toBe(before);
  });

  it('refuses a missing email with a 400', async () => {
    const answer = await server.call('POST', '/admin/forgotPassword', {}, false);
    expect(answer.body).toMatchObject({ status: 400, error: '"email" is required' });
  });

  it('refuses another key, an email that is not a text and an over-long one, storing nothing', async () => {
    const before = await server.count('password_resets');
    const refusals: [Record<string, unknown>, string][] = [
      [{ email: 'other@test.example', uuid: 'x' }, '"uuid" is not allowed'],
      [{ email: 5 }, '"email" must be a string'],
      [
        { email: `${'x'.repeat(250)}@t.example` },
        '"email" length must be less than or equal to 254 characters long',
      ],
    ];
    for (const [payload, error] of refusals) {
      // From another address and for another account: every request counts against the reset-link limits.
      const answer = await server.app.inject({
        method: 'POST',
        url: '/v1/admin/forgotPassword',
        payload,
        remoteAddress: '10.9.9.9',
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ status: 400, error });
    }
    expect(await server.count('password_resets')).toBe(before);
  });

  it('stores only a digest of the logged token, valid for 60 minutes', async () => {
    const token = await requestResetToken();
    const rows = await server.db.query<{ token: string; expires_at: Date }>(
      'SELECT token, expires_at FROM password_resets ORDER BY expires_at DESC LIMIT 1',
    );
    expect(rows[0]?.token).not.toBe(token);
    expect(new Date(rows[0]?.expires_at as Date).getTime()).toBe(clock.getTime() + 60 * 60_000);
  });
});

describe('reset password (A3)', () => {
  const reset = (body: Record<string, unknown>) => server.call('POST', '/admin/reset', body, false);

  it('answers HTTP 200 with body status 400 and data null without a token', async () => {
    const answer = await reset({ newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({ status: 400, data: null });
  });

  it('answers data null without a token whatever else is sent, and ignores other keys', async () => {
    for (const body of [
      { token: '', newPassword: 5 },
      { confirmPassword: ['x'], other: 1 },
    ]) {
      const answer = await reset(body);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toEqual({ status: 400, message: 'Error!', data: null });
    }
    const other = await reset({
      token: 'nope',
      newPassword: 'abcdefgh',
      confirmPassword: 'abcdefgh',
      other: 1,
    });
    expect(other.body).toMatchObject({ status: 400, data: { name: 'JsonWebTokenError' } });
  });

  it('with a token, needs both passwords as texts within their bound', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ token: 'nope', newPassword: 'abcdefgh' }, '"confirmPassword" is required'],
      [{ token: 'nope', newPassword: 12345678, confirmPassword: 12345678 }, '"newPassword" must be a string'],
      [
        { token: 'nope', newPassword: 'x'.repeat(1001), confirmPassword: 'x'.repeat(1001) },
        '"newPassword" length must be less than or equal to 1000 characters long',
      ],
    ];
    for (const [body, error] of refusals) {
      const answer = await reset(body);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toMatchObject({ status: 400, error });
    }
  });

  it('answers a token that is not a text as an unknown one', async () => {
    for (const token of [5, ['a'], { a: 1 }]) {
      const answer = await reset({ token, newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toMatchObject({ status: 400, data: { name: 'JsonWebTokenError' } });
    }
  });

  it('answers a JsonWebTokenError for an unknown token', async () => {
    const answer = await reset({ token: 'nope', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({
      status: 400,
      data: { name: 'JsonWebTokenError', message: 'invalid token' },
    });
  });

  it('refuses different passwords with a 400 and changes nothing', async () => {
    const token = await requestResetToken();
    const before = await storedHash();
    const answer = await reset({ token, newPassword: 'abcdefgh', confirmPassword: 'abcdefgX' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ status: 400, error: 'Error! Password do not match!' });
    expect(await storedHash()).toBe(before);
    // The token is still usable after a refused attempt.
    expect(
      (await reset({ token, newPassword: 'second-password', confirmPassword: 'second-password' })).body,
    ).toEqual({
      status: 200,
      message: 'Success',
      data: { n: 1, nModified: 1, ok: 1 },
    });
    expect(await verifyPassword('second-password', await storedHash())).toBe(true);
  });

  it('changes the password once: the token is then used up, and so are the older links', async () => {
    const older = await requestResetToken();
    const token = await requestResetToken();
    expect(
      (await reset({ token, newPassword: 'third-password', confirmPassword: 'third-password' })).statusCode,
    ).toBe(200);
    const login = await server.call(
      'POST',
      '/admin/login',
      { email: EMAIL, password: 'third-password' },
      false,
    );
    expect(login.statusCode).toBe(200);
    for (const used of [token, older]) {
      const again = await reset({
        token: used,
        newPassword: 'fourth-password',
        confirmPassword: 'fourth-password',
      });
      expect(again.body).toMatchObject({
        status: 400,
        data: { name: 'TokenExpiredError', message: 'jwt expired' },
      });
    }
    expect(await verifyPassword('third-password', await storedHash())).toBe(true);
  });

  it('refuses a token older than 60 minutes', async () => {
    const token = await requestResetToken();
    clock = new Date(clock.getTime() + 61 * 60_000);
    const answer = await reset({ token, newPassword: 'late-password', confirmPassword: 'late-password' });
    expect(answer.body).toMatchObject({ status: 400, data: { name: 'TokenExpiredError' } });
    expect(await verifyPassword('late-password', await storedHash())).toBe(false);
  });
});

describe('admin seeder (§9)', () => {
  it('creates the configured admin with a scrypt hash only when there is none', async () => {
    const db = server.db;
    const config = {
      ...server.ctx.config,
      adminEmail: 'Seed@Test.Example',
      adminPassword: 'seeded-password',
    };
    await seedAdmin({ db, config });
    expect(await server.count('admins')).toBe(1);
    await db.query('DELETE FROM admins');
    await seedAdmin({ db, config });
    const [admin] = await db.query<{ email: string; password: string }>('SELECT email, password FROM admins');
    expect(admin?.email).toBe('seed@test.example');
    expect(await verifyPassword('seeded-password', admin?.password)).toBe(true);
  });
});
