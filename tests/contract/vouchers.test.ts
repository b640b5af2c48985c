import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDataProvider } from '../../src/api/types';
import { generatePng } from '../../server/src/seed/images';
import { startTestServer, type TestServer, insertPackage, appProvider } from './harness';

const everything = {
  pagination: { page: 1, perPage: 100 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
};

let server: TestServer;
let provider: AppDataProvider;
let packageUuid: string;

const voucherValues = (overrides: Record<string, unknown> = {}) => ({
  name: 'Client Spa',
  companyName: 'Client Co',
  membershipPackage: packageUuid,
  description: 'Relax',
  discountType: '%',
  discount: '20',
  expiryDate: new Date(Date.now() + 90 * 86400_000),
  voucherCode: `CLI${randomUUID().slice(0, 6)}`,
  numberOfVouchers: '5',
  termsAndConditions: 'One each',
  ...overrides,
});

const find = async (id: unknown) =>
  (await provider.getList('vouchers', everything)).data.find((v) => v.id === id);

beforeAll(async () => {
  server = await startTestServer();
  await server.login();
  provider = appProvider(server);
  packageUuid = await insertPackage(server, 'Voucher Gold', '#ffaa00');
});
afterAll(() => server.close());

describe('vouchers through the app dataProvider (H1–H4)', () => {
  it('lists the seeded vouchers, active ones first', async () => {
    const { data } = await provider.getList('vouchers', everything);
    expect(data.length).toBeGreaterThan(0);
    expect(data.some((voucher) => !voucher.isActive)).toBe(true);
  });

  it('creates with an image, edits, toggles off and on, and deletes', async () => {
    const image = new File([new Uint8Array(generatePng('#00897b', 16))], 'v.png', { type: 'image/png' });
    const { data: created } = await provider.create('vouchers', {
      data: voucherValues({ file: { rawFile: image } }),
    });
    const voucher = await find(created.id);
    expect(voucher).toMatchObject({ name: 'Client Spa', discount: 20, isActive: true });
    expect(String(voucher?.coverImage)).toMatch(/^public\/uploads\/vouchers\//);

    await provider.update('vouchers', {
      id: created.id,
      data: { ...voucher, name: 'Client Spa 2' },
      previousData: voucher,
    });
    expect(await find(created.id)).toMatchObject({ name: 'Client Spa 2', expiryDate: voucher?.expiryDate });

    await provider.toggleStatus('vouchers', { id: String(created.id), value: false, previousData: voucher });
    expect((await find(created.id))?.isActive).toBe(false);
    await provider.toggleStatus('vouchers', { id: String(created.id), value: true, previousData: voucher });
    expect((await find(created.id))?.isActive).toBe(true);

    await provider.delete('vouchers', { id: created.id, previousData: voucher });
    expect(await find(created.id)).toBeUndefined();
  });

  it('rejects a duplicate code and a past expiry with the server message', async () => {
    await provider.create('vouchers', { data: voucherValues({ voucherCode: 'CLIENTDUP' }) });
    await expect(
      provider.create('vouchers', { data: voucherValues({ voucherCode: 'CLIENTDUP' }) }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/CLIENTDUP/),
    });
    await expect(
      provider.create('vouchers', { data: voucherValues({ expiryDate: new Date(Date.now() - 86400_000) }) }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/expiryDate/) });
  });

  it('rejects an update the server refuses (answered over HTTP 200 with status 400)', async () => {
    const { data: created } = await provider.create('vouchers', { data: voucherValues() });
    const voucher = await find(created.id);
    await expect(
      provider.update('vouchers', {
        id: created.id,
        data: { ...voucher, discount: 150 },
        previousData: voucher,
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect((await find(created.id))?.discount).toBe(20);
  });
});
