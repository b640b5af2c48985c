/**
 * Medium finding: the profile changed the password without asking for the current one, so a borrowed session
 * could take the account over. A new password now needs the correct current password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../server/src/http/password';
import { startAreaServer, type AreaServer } from '../areaFixture';

let server: AreaServer;
let adminUuid: string;

const storedPassword = async () =>
  (await server.db.query<{ password: string }>('SELECT password FROM admins WHERE uuid = $1', [adminUuid]))[0]
    ?.password;
const update = (body: Record<string, unknown>) => server.call('PATCH', '/admin/profile/update', body);

beforeAll(async () => {
  server = await startAreaServer();
  adminUuid = (await server.db.query<{ uuid: string }>('SELECT uuid FROM admins'))[0]?.uuid as string;
  await server.db.query('UPDATE admins SET password = $1 WHERE uuid = $2', [
    await hashPassword('old-password'),
    adminUuid,
  ]);
});
afterAll(() => server.close());

describe('a new password in the profile needs the current one', () => {
  it('refuses a new password without the current one, with a readable 400 and no change', async () => {
    for (const currentPassword of [undefined, '']) {
      const answer = await update({
        name: 'Changed',
        newPassword: 'new-password',
        confirmPassword: 'new-password',
        currentPassword,
      });
      expect(answer.body).toMatchObject({
        status: 400,
        error: 'Enter your current password to set a new one.',
      });
    }
    expect(await verifyPassword('old-password', await storedPassword())).toBe(true);
    const [row] = await server.db.query<{ name: string }>('SELECT name FROM admins WHERE uuid = $1', [
      adminUuid,
    ]);
    expect(row?.name).toBe('Test Admin');
  });

  it('refuses a wrong current password with a readable 400 and no change', async () => {
    const answer = await update({
      name: 'Changed',
      currentPassword: 'guessed-password',
      newPassword: 'new-password',
      confirmPassword: 'new-password',
    });
    expect(answer.body).toMatchObject({ status: 400, error: 'The current password is not correct.' });
    expect(await verifyPassword('old-password', await storedPassword())).toBe(true);
  });

  it('does not need it for other changes, and changes the password with the right one', async () => {
    expect((await update({ name: 'Renamed' })).body).toMatchObject({ status: 200 });
    const answer = await update({
      currentPassword: 'old-password',
      newPassword: 'new-password',
      confirmPassword: 'new-password',
    });
    expect(answer.body).toMatchObject({ status: 200 });
    expect(await verifyPassword('new-password', await storedPassword())).toBe(true);
  });
});
