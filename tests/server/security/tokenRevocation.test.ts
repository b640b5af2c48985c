/**
 * Medium finding: tokens stayed valid for 7 days after a password change or reset, and there was no logout on
 * the server. A password change or reset now ends every earlier token of the admin; logout ends the current one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/src/db/index';
import { hashPassword } from '../../../server/src/http/password';
import { forgotPassword } from '../../../server/src/services/auth';
import { startAreaServer, type AreaServer } from '../areaFixture';

const EMAIL = 'admin@test.example';
let password = 'first-password';
let server: AreaServer;
let adminUuid: string;

async function signIn(): Promise<string> {
  const answer = await server.call('POST', '/admin/login', { email: EMAIL, password }, false);
  expect(answer.statusCode).toBe(200);
  return (answer.body.data as { token: string }).token;
}

const profileView = async (token: string) =>
  (
    await server.app.inject({
      method: 'POST',
      url: '/v1/admin/profile/view',
      headers: { authorization: `Bearer ${token}` },
    })
  ).statusCode;

const resetWith = (link: string, newPassword: string) =>
  server.call('POST', '/admin/reset', { token: link, newPassword, confirmPassword: newPassword }, false);

beforeAll(async () => {
  server = await startAreaServer();
  const [admin] = await server.db.query<{ uuid: string }>('SELECT uuid FROM admins');
  adminUuid = admin?.uuid as string;
  await server.db.query('UPDATE admins SET password = $1 WHERE uuid = $2', [
    await hashPassword(password),
    adminUuid,
  ]);
});
afterAll(() => server.close());

describe('a password change ends the earlier sessions', () => {
  it('revokes every earlier token after a change in the profile; a new sign-in works', async () => {
    const [first, second] = [await signIn(), await signIn()];
    expect(await profileView(first)).toBe(200);
    const change = await server.app.inject({
      method: 'PATCH',
      url: '/v1/admin/profile/update',
      headers: { authorization: `Bearer ${first}` },
      payload: {
        currentPassword: password,
        newPassword: 'second-password',
        confirmPassword: 'second-password',
      },
    });
    expect(change.json()).toMatchObject({ status: 200 });
    password = 'second-password';
    expect(await profileView(first)).toBe(401);
    expect(await profileView(second)).toBe(401);
    expect(await profileView(await signIn())).toBe(200);
  });

  it('keeps the sessions when the profile changes without a new password', async () => {
    const token = await signIn();
    const change = await server.app.inject({
      method: 'PATCH',
      url: '/v1/admin/profile/update',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Renamed Admin' },
    });
    expect(change.json()).toMatchObject({ status: 200 });
    expect(await profileView(token)).toBe(200);
  });

  it('revokes every earlier token after a reset', async () => {
    const before = await signIn();
    const reset = await resetWith(await server.openResetLink(adminUuid), 'third-password');
    expect(reset.body).toMatchObject({ status: 200 });
    password = 'third-password';
    expect(await profileView(before)).toBe(401);
    expect(await profileView(await signIn())).toBe(200);
  });

  it('ends the reset links still open when the password or the email changes in the profile', async () => {
    const changes = [
      { newPassword: 'fourth-password', confirmPassword: 'fourth-password' },
      { email: 'moved@test.example' },
    ];
    for (const values of changes) {
      const link = await server.openResetLink(adminUuid);
      const change = await server.app.inject({
        method: 'PATCH',
        url: '/v1/admin/profile/update',
        headers: { authorization: `Bearer ${await signIn()}` },
        payload: { currentPassword: password, ...values },
      });
      expect(change.json(), JSON.stringify(values)).toMatchObject({ status: 200 });
      if (values.newPassword) password = values.newPassword;
      const reset = await resetWith(link, 'taken-over');
      expect(reset.body, JSON.stringify(values)).toMatchObject({
        status: 400,
        data: { message: 'jwt expired' },
      });
    }
    await server.db.query('UPDATE admins SET email = $1 WHERE uuid = $2', [EMAIL, adminUuid]);
    expect(await profileView(await signIn())).toBe(200);
  });
});

describe('a reset link asked for while the email changes', () => {
  it('is not made for the old address once the change has committed', async () => {
    const before = await server.db.query('SELECT count(*)::int AS n FROM password_resets');
    // The email changes (another request's transaction commits) just after forgot-password read the admin.
    const db: Db = Object.create(server.db);
    db.query = async (sql, params) => {
      const rows = await server.db.query(sql, params);
      if (sql.startsWith('SELECT * FROM admins WHERE email')) {
        await server.db.query('UPDATE admins SET email = $1 WHERE uuid = $2', [
          'changed@test.example',
          adminUuid,
        ]);
      }
      return rows as never;
    };
    try {
      await expect(forgotPassword({ ...server.ctx, db }, EMAIL, 'en')).rejects.toThrow('Email not found');
      expect(await server.db.query('SELECT count(*)::int AS n FROM password_resets')).toEqual(before);
    } finally {
      await server.db.query('UPDATE admins SET email = $1 WHERE uuid = $2', [EMAIL, adminUuid]);
    }
  });
});

describe('logout (POST /v1/admin/logout)', () => {
  it('revokes the token it is called with, and only that one', async () => {
    const [leaving, staying] = [await signIn(), await signIn()];
    const answer = await server.app.inject({
      method: 'POST',
      url: '/v1/admin/logout',
      headers: { authorization: `Bearer ${leaving}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 200 });
    expect(await profileView(leaving)).toBe(401);
    expect(await profileView(staying)).toBe(200);
    // The revoked token cannot log out again either, and the database keeps no usable token.
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/v1/admin/logout',
          headers: { authorization: `Bearer ${leaving}` },
        })
      ).statusCode,
    ).toBe(401);
    const kept = await server.db.query<{ token_digest: string }>('SELECT token_digest FROM revoked_tokens');
    expect(kept.map((row) => row.token_digest)).not.toContain(leaving);
  });

  it('answers 401 without a token', async () => {
    const answer = await server.app.inject({ method: 'POST', url: '/v1/admin/logout' });
    expect(answer.statusCode).toBe(401);
  });
});
