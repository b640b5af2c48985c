import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDataProvider } from '../../src/api/types';
import { startTestServer, type TestServer, insertPackage, appProvider } from './harness';

const everything = {
  pagination: { page: 1, perPage: 100 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
};

let server: TestServer;
let provider: AppDataProvider;
let eventUuid: string;
let packageUuid: string;

const codeValues = (overrides: Record<string, unknown> = {}) => ({
  eventUuid,
  membershipUuid: packageUuid,
  name: `CLIENT${randomUUID().slice(0, 5)}`,
  discountAmount: '30',
  quantity: '20',
  expiryDate: new Date(Date.now() + 30 * 86400_000),
  description: 'Made by the client',
  ...overrides,
});

beforeAll(async () => {
  server = await startTestServer();
  await server.login();
  provider = appProvider(server);
  const [event] = await server.db.query<{ uuid: string; membership_package: string }>(
    `SELECT uuid, membership_package FROM events WHERE status = 1 AND price > 0 AND NOT deleted LIMIT 1`,
  );
  if (!event) throw new Error('the seed has no paid active event');
  eventUuid = event.uuid;
  packageUuid = await insertPackage(server, 'Promo Gold', '#ffaa00');
});
afterAll(() => server.close());

describe('promo codes through the app dataProvider (E1–E3)', () => {
  it('lists the seeded codes, active and inactive', async () => {
    const { data } = await provider.getList('promoCodes', everything);
    expect(new Set(data.map((code) => code.status))).toEqual(new Set([true, false]));
  });

  it('creates (inactive), edits, toggles and deletes a code', async () => {
    const { data: created } = await provider.create('promoCodes', {
      data: codeValues({ name: 'CLIENTCODE' }),
    });
    const { data: listed } = await provider.getList('promoCodes', everything);
    const code = listed.find((item) => item.id === created.id);
    expect(code).toMatchObject({ name: 'CLIENTCODE', status: false, discountAmount: 30, quantity: 20 });

    await provider.update('promoCodes', {
      id: created.id,
      data: { ...code, discountAmount: 45 },
      previousData: code,
    });
    await provider.toggleStatus('promoCodes', { id: String(created.id), value: true, previousData: code });
    const { data: after } = await provider.getList('promoCodes', everything);
    expect(after.find((item) => item.id === created.id)).toMatchObject({ discountAmount: 45, status: true });

    await provider.delete('promoCodes', { id: created.id, previousData: code });
    const { data: remaining } = await provider.getList('promoCodes', everything);
    expect(remaining.map((item) => item.id)).not.toContain(created.id);
  });

  it('edits a code whose expiry, stored with a time of day, has passed, the expiry left as it was', async () => {
    const { data: created } = await provider.create('promoCodes', { data: codeValues({ name: 'EXPIRED' }) });
    // As the demo data and the backend's moments store it: five days ago, at a time of day.
    await server.db.query(
      "UPDATE promo_codes SET expiry_date = now() - interval '5 days 3 hours' WHERE uuid = $1",
      [created.id],
    );
    const { data: listed } = await provider.getList('promoCodes', everything);
    const code = listed.find((item) => item.id === created.id)!;
    await provider.update('promoCodes', {
      id: created.id,
      data: { ...code, description: 'Edited after it expired' },
      previousData: code,
    });
    const { data: after } = await provider.getList('promoCodes', everything);
    // Kept as it was stored, its time of day included: the form sends the day only.
    expect(after.find((item) => item.id === created.id)).toMatchObject({
      description: 'Edited after it expired',
      expiryDate: code.expiryDate,
    });

    // A past day chosen anew is still refused.
    const yesterday = new Date(Date.now() - 86400_000);
    await expect(
      provider.update('promoCodes', {
        id: created.id,
        data: { ...code, expiryDate: new Date(yesterday.getTime() - 86400_000) },
        previousData: code,
      }),
    ).rejects.toThrow(/past/);
  });

  it('rejects a second code with the same name on the event, and saves nothing', async () => {
    await provider.create('promoCodes', { data: codeValues({ name: 'ONCEONLY' }) });
    const before = (await provider.getList('promoCodes', everything)).total;
    await expect(
      provider.create('promoCodes', { data: codeValues({ name: 'ONCEONLY' }) }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Coupon with same name already exists.',
    });
    expect((await provider.getList('promoCodes', everything)).total).toBe(before);
  });
});
