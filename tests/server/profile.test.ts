import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/src/http/password';
import { startAreaServer, type AreaServer } from './areaFixture';

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

describe('profile view (A5)', () => {
  it("answers the token's admin without its password, whatever the body", async () => {
    const answer = await server.call('POST', '/admin/profile/view', { uuid: 'someone-else' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toEqual({
      uuid: adminUuid,
      name: 'Test Admin',
      countryCode: 1,
      phone: '',
      email: 'admin@test.example',
      shortcuts: [],
    });
  });

  it('answers 401 without a token', async () => {
    const answer = await server.call('POST', '/admin/profile/view', {}, false);
    expect(answer.statusCode).toBe(401);
    expect(answer.text).toBe('Unauthorized');
  });
});

// Issue #12: the shortcut bar's pages follow the admin to another browser.
describe('profile shortcuts (this server only)', () => {
  it('keeps the chosen pages in order, answers them in the view, and clears them with an empty text', async () => {
    const saved = await update({ shortcuts: 'members,events-past' });
    expect(saved.body).toMatchObject({ data: { shortcuts: ['members', 'events-past'] } });
    const view = await server.call('POST', '/admin/profile/view', {});
    expect(view.body).toMatchObject({ data: { name: 'Test Admin', shortcuts: ['members', 'events-past'] } });

    expect((await update({ shortcuts: '' })).body).toMatchObject({ data: { shortcuts: [] } });
  });

  it('refuses what is not a list of page ids', async () => {
    const answer = await update({ shortcuts: ['members'] });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({ status: 400 });
    const text = await update({ shortcuts: 'members, <b>' });
    expect(text.body).toMatchObject({
      status: 400,
      error: '"shortcuts" must be page ids separated by commas',
    });
  });
});

describe('profile update (A6)', () => {
  it('changes the name, calling code and phone and answers the admin without its password', async () => {
    const answer = await update({ name: 'Ada Lovelace', countryCode: '+91', phone: '9876543210' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toEqual({
      uuid: adminUuid,
      name: 'Ada Lovelace',
      countryCode: 91,
      phone: '9876543210',
      email: 'admin@test.example',
      shortcuts: [],
    });
    expect(await verifyPassword('old-password', await storedPassword())).toBe(true);
  });

  it('answers validation failures with HTTP 200 and an error wrapper status 400, changing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ countryCode: 91 }, '"countryCode" must be a string'],
      [{ firstName: 'Ada' }, '"firstName" is not allowed'],
      [{ phone: '12ab' }, '"phone" must be 6 to 14 digits'],
      [{ email: 'nope' }, '"email" must be a valid email'],
      [{ name: '' }, '"name" is not allowed to be empty'],
      // Each value in its JSON type (http/validation/jsonBodies.ts), within its bound.
      [{ name: ['Ada'] }, '"name" must be a single value'],
      [{ phone: 5551234567 }, '"phone" must be a string'],
      [{ countryCode: '12345' }, '"countryCode" must be a calling code such as +1'],
      [{ name: 'x'.repeat(201) }, '"name" length must be less than or equal to 200 characters long'],
      [
        { email: `${'x'.repeat(250)}@t.example` },
        '"email" length must be less than or equal to 254 characters long',
      ],
      [
        { newPassword: 'x'.repeat(1001), confirmPassword: 'x'.repeat(1001) },
        '"newPassword" length must be less than or equal to 1000 characters long',
      ],
      [{ name: 'X', newPassword: 'abcdefgh', confirmPassword: 'abcdefgX' }, 'Passwords must match'],
      [{ name: 'X', newPassword: 'abcdefgh', confirmPassword: '' }, 'Passwords must match'],
      [
        { name: 'X', newPassword: 'short', confirmPassword: 'short' },
        'Password is too short - should be 8 chars minimum.',
      ],
      // Passwords are not trimmed: spaces only would otherwise read as '' (unchanged) and answer a success.
      [
        {
          name: 'X',
          newPassword: ' '.repeat(10),
          confirmPassword: ' '.repeat(10),
          currentPassword: 'old-password',
        },
        '"newPassword" must not be only spaces',
      ],
    ];
    for (const [body, error] of cases) {
      const answer = await update(body);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toMatchObject({ status: 400, error });
    }
    const notAnObject = await server.call('PATCH', '/admin/profile/update', ['name']);
    expect(notAnObject.statusCode).toBe(200);
    expect(notAnObject.body).toMatchObject({ status: 400, error: 'The request body must be an object.' });
    const multipart = await server.upload('PATCH', '/admin/profile/update', { name: 'Multi Part' });
    expect(multipart.statusCode).toBe(415);
    const [admin] = await server.db.query<{ name: string }>('SELECT name FROM admins WHERE uuid = $1', [
      adminUuid,
    ]);
    expect(admin?.name).toBe('Ada Lovelace');
    expect(await verifyPassword('old-password', await storedPassword())).toBe(true);
  });

  it('refuses an email or phone another admin has with an HTTP 400', async () => {
    await server.db.query(
      "INSERT INTO admins (uuid, name, phone, email, password) VALUES ($1, 'Other', '5550001111', 'other@test.example', 'x')",
      [randomUUID()],
    );
    const email = await update({ email: 'Other@Test.Example', currentPassword: 'old-password' });
    expect(email.statusCode).toBe(400);
    expect(email.body).toMatchObject({
      status: 400,
      error: expect.stringContaining('E11000 duplicate key error'),
    });
    expect(String(email.body.error)).toContain('email');
    const phone = await update({ phone: '5550001111' });
    expect(phone.statusCode).toBe(400);
    expect(String(phone.body.error)).toContain('phone');
  });

  it('keeps the password when both password fields are empty, and changes it as typed when both match (last: it signs out)', async () => {
    expect((await update({ newPassword: '', confirmPassword: '' })).statusCode).toBe(200);
    expect(await verifyPassword('old-password', await storedPassword())).toBe(true);
    // A password is taken as typed, its outer spaces included (other texts are trimmed).
    const change = await update({
      currentPassword: 'old-password',
      newPassword: ' new password ',
      confirmPassword: ' new password ',
    });
    expect(change.body).toMatchObject({ status: 200 });
    expect(await verifyPassword(' new password ', await storedPassword())).toBe(true);
    // The new password ended the session it was changed in (tests/server/security/tokenRevocation.test.ts).
    expect((await server.call('POST', '/admin/profile/view')).statusCode).toBe(401);
  });
});
