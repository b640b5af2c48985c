import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDataProvider } from '../../src/api/types';
import { type TestServer, signedInProvider } from './harness';

let server: TestServer;
let provider: AppDataProvider;

beforeAll(async () => {
  ({ server, provider } = await signedInProvider());
});
afterAll(() => server.close());

describe('profile through the app dataProvider (A5, A6)', () => {
  it("reads the signed-in admin into the form's fields", async () => {
    const { data } = await provider.getOne('profile', { id: 'me' });
    expect(data).toMatchObject({
      firstName: 'Admin',
      lastName: 'User',
      email: server.admin.email,
      countryCode: '1',
    });
    expect(data).not.toHaveProperty('password');
  });

  it('saves the form (name, phone, calling code) and keeps the password when none is typed', async () => {
    const { data: before } = await provider.getOne('profile', { id: 'me' });
    await provider.update('profile', {
      id: before.id,
      data: { ...before, firstName: 'Grace', lastName: 'Hopper', phone: '4155550123', countryCode: '44' },
      previousData: before,
    });
    const { data: after } = await provider.getOne('profile', { id: 'me' });
    expect(after).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      phone: '4155550123',
      countryCode: '44',
    });
    const login = await fetch(`${server.apiUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(server.admin),
    });
    expect(login.status).toBe(200);
  });

  it('rejects different passwords and a short one, changing nothing', async () => {
    const { data: before } = await provider.getOne('profile', { id: 'me' });
    for (const [newPassword, confirmPassword] of [
      ['long-enough-1', 'long-enough-2'],
      ['short', 'short'],
    ]) {
      await expect(
        provider.update('profile', {
          id: before.id,
          data: { ...before, newPassword, confirmPassword },
          previousData: before,
        }),
      ).rejects.toMatchObject({ status: 400 });
    }
    const login = await fetch(`${server.apiUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(server.admin),
    });
    expect(login.status).toBe(200);
  });
});
