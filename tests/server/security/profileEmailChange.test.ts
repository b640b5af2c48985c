/**
 * Issue 24, major: `PATCH /v1/admin/profile/update {"email": …}` changed the email with only a token, so a stolen
 * token became the account for good (forgot-password then mails the new address). An email change now needs the
 * current password and ends every other session; wrong current-password guesses are limited like sign-in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../server/src/http/password';
import { startAreaServer, type AreaServer } from '../areaFixture';

const PASSWORD = 'current-password';
let server: AreaServer;
let clock = new Date('2030-01-01T10:00:00Z');

const signIn = async (email: string, password = PASSWORD): Promise<string> => {
  const answer = await server.call('POST', '/admin/login', { email, password }, false);
  expect(answer.statusCode).toBe(200);
  return (answer.body.data as { token: string }).token;
};
const update = (token: string, payload: Record<string, unknown>, address = '10.1.0.1') =>
  server.app.inject({
    method: 'PATCH',
    url: '/v1/admin/profile/update',
    headers: { authorization: `Bearer ${token}` },
    payload,
    remoteAddress: address,
  });
const works = async (token: string) =>
  (
    await server.app.inject({
      method: 'POST',
      url: '/v1/admin/profile/view',
      headers: { authorization: `Bearer ${token}` },
    })
  ).statusCode === 200;
const storedEmail = async () =>
  (await server.db.query<{ email: string }>('SELECT email FROM admins'))[0]?.email;

beforeAll(async () => {
  server = await startAreaServer({ now: () => clock });
  await server.db.query('UPDATE admins SET password = $1', [await hashPassword(PASSWORD)]);
});
afterAll(() => server.close());

describe('an email change needs the current password', () => {
  it('refuses an email change without the current password or with a wrong one, changing nothing', async () => {
    const token = await signIn('admin@test.example');
    const without = await update(token, { email: 'x@evil.test' });
    expect(without.statusCode).toBe(200);
    expect(without.json()).toMatchObject({
      status: 400,
      error: 'Enter your current password to change the email.',
    });
    const wrong = await update(token, { email: 'x@evil.test', currentPassword: 'a-guess' });
    expect(wrong.json()).toMatchObject({ status: 400, error: 'The current password is not correct.' });
    expect(await storedEmail()).toBe('admin@test.example');
    expect(await works(token)).toBe(true);
  });

  it('takes the same email back without a password (the form sends the stored one)', async () => {
    const token = await signIn('admin@test.example');
    const answer = await update(token, { email: 'Admin@Test.Example', name: 'Same Email' });
    expect(answer.json()).toMatchObject({ status: 200, data: { email: 'admin@test.example' } });
    expect(answer.json().data.token).toBeUndefined();
    expect(await works(token)).toBe(true);
  });

  it('changes it with the right password, ends every other session and hands this one a new token', async () => {
    const [other, mine] = [await signIn('admin@test.example'), await signIn('admin@test.example')];
    const answer = await update(mine, { email: 'New@Test.Example', currentPassword: PASSWORD });
    expect(answer.json()).toMatchObject({ status: 200, data: { email: 'new@test.example' } });
    const fresh = answer.json().data.token as string;
    expect(await works(other)).toBe(false);
    expect(await works(mine)).toBe(false);
    expect(await works(fresh)).toBe(true);
    expect(await signIn('new@test.example')).toBeTruthy();
  });

  it('keeps this device signed in after a password change (a new token) and ends the other sessions', async () => {
    const [other, mine] = [await signIn('new@test.example'), await signIn('new@test.example')];
    const answer = await update(mine, {
      currentPassword: PASSWORD,
      newPassword: 'next-password',
      confirmPassword: 'next-password',
    });
    expect(answer.json()).toMatchObject({ status: 200 });
    const fresh = answer.json().data.token as string;
    expect(await works(other)).toBe(false);
    expect(await works(fresh)).toBe(true);
    const [row] = await server.db.query<{ password: string }>('SELECT password FROM admins');
    expect(await verifyPassword('next-password', row?.password)).toBe(true);
    await server.db.query('UPDATE admins SET password = $1', [await hashPassword(PASSWORD)]);
  });
});

describe('wrong current passwords are limited like sign-in', () => {
  it('answers 429 with the readable wait after 10 wrong guesses from one address, for email and password changes', async () => {
    clock = new Date(clock.getTime() + 16 * 60_000);
    const token = await signIn('new@test.example');
    for (let i = 0; i < 10; i++) {
      const body =
        i % 2
          ? { email: 'thief@evil.test', currentPassword: `guess-${i}` }
          : { currentPassword: `guess-${i}`, newPassword: 'taken-over', confirmPassword: 'taken-over' };
      expect((await update(token, body, '10.1.1.1')).json()).toMatchObject({ status: 400 });
    }
    const limited = await update(token, { email: 'thief@evil.test', currentPassword: PASSWORD }, '10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      status: 429,
      message: 'Error!',
      error: 'Too many attempts. Please try again in 15 minutes.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    // Sign-in from that address waits too; the account stays usable from elsewhere.
    const login = await server.app.inject({
      method: 'POST',
      url: '/v1/admin/login',
      payload: { email: 'new@test.example', password: PASSWORD },
      remoteAddress: '10.1.1.1',
    });
    expect(login.statusCode).toBe(429);
    expect(await storedEmail()).toBe('new@test.example');
    expect(await works(token)).toBe(true);
    const elsewhere = await update(token, { name: 'Still Here' }, '10.1.1.2');
    expect(elsewhere.json()).toMatchObject({ status: 200 });
  });
});
