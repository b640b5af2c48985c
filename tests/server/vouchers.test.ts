import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JPG, PNG, startAreaServer, type AreaServer, type Parts } from './areaFixture';

const NOW = new Date('2030-01-01T00:00:00.000Z');

let server: AreaServer;
let gold: string;

const voucherForm = (overrides: Parts = {}): Parts => ({
  name: 'Spa Day',
  companyName: 'Calm Spa',
  membershipPackage: gold,
  description: 'A day at the spa',
  discountType: '%',
  discount: '15',
  expiryDate: '2030-12-31T00:00:00.000Z',
  voucherCode: `SPA${randomUUID().slice(0, 6)}`,
  numberOfVouchers: '10',
  termsAndConditions: 'One per member',
  ...overrides,
});

async function createVoucher(overrides: Parts = {}) {
  const answer = await server.upload('POST', '/admin/voucher/create', voucherForm(overrides));
  expect(answer.body.status).toBe(200);
  return answer.body.data as Record<string, unknown>;
}

const listed = async () =>
  (await server.call('GET', '/admin/voucher/list')).body.data as Record<string, unknown>[];

beforeAll(async () => {
  server = await startAreaServer({ now: () => NOW });
  gold = await server.insertPackage('Gold');
});
afterAll(() => server.close());

describe('voucher create and list (H1, H2)', () => {
  it('creates with the placeholder image or the uploaded one; lists active first as a bare array', async () => {
    expect((await server.call('GET', '/admin/voucher/list')).body.data).toEqual([]);
    const plain = await createVoucher({ name: 'Plain' });
    expect(plain).toMatchObject({
      name: 'Plain',
      companyName: 'Calm Spa',
      discount: 15,
      discountType: '%',
      numberOfVouchers: 10,
      isActive: true,
      coverImage: 'public/assets/images/palceholder.jpg',
      expiryDate: '2030-12-31T00:00:00.000Z',
    });
    const pictured = await createVoucher({ name: 'Pictured', image: { name: 'v.jpg', content: JPG } });
    expect(pictured.coverImage).toMatch(/^public\/uploads\/vouchers\/.+\.jpg$/);
    await server.call('PATCH', '/admin/voucher/update', { uuid: plain.uuid, isActive: false });
    const order = (await listed()).map((v) => v.isActive);
    expect(order).toEqual([...order].sort((a, b) => Number(b) - Number(a)));
  });

  it.each([
    ['a missing field', { companyName: '' }, '"companyName" is not allowed to be empty'],
    ['a discount over 100', { discount: '101' }, /"discount" must be less than or equal to 100/],
    ['a bad discount type', { discountType: 'percent' }, /"discountType" must be one of/],
    ['a past expiry', { expiryDate: '2029-12-31T00:00:00Z' }, '"expiryDate" must be in the future'],
    ['a negative count', { numberOfVouchers: '-1' }, /"numberOfVouchers" must be greater than or equal to 0/],
    ['an unknown key', { isActive: 'true' }, '"isActive" is not allowed'],
    ['an unknown package', { membershipPackage: randomUUID() }, /no package found/],
  ])('refuses %s with the S-wrapper/400, writing nothing', async (_label, overrides, message) => {
    const before = await server.count('vouchers');
    const answer = await server.upload('POST', '/admin/voucher/create', voucherForm(overrides));
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ status: 400, data: expect.stringMatching(message) });
    expect(await server.count('vouchers')).toBe(before);
  });

  it('refuses a duplicate code with a 400 E-wrapper and a non-image file', async () => {
    await createVoucher({ voucherCode: 'DUP1' });
    const before = await server.count('vouchers');
    const dup = await server.upload('POST', '/admin/voucher/create', voucherForm({ voucherCode: 'DUP1' }));
    expect(dup).toMatchObject({
      statusCode: 400,
      body: { status: 400, error: expect.stringMatching(/DUP1/) },
    });
    const pdf = await server.upload(
      'POST',
      '/admin/voucher/create',
      voucherForm({ image: { name: 'v.pdf', content: Buffer.from('%PDF-1.4') } }),
    );
    expect(pdf.statusCode).toBe(400);
    expect(await server.count('vouchers')).toBe(before);
  });
});

describe('voucher update and delete (H3, H4)', () => {
  it('updates by multipart or JSON; isActive accepts false and "false"', async () => {
    const voucher = await createVoucher();
    const edited = await server.upload('PATCH', '/admin/voucher/update', {
      uuid: String(voucher.uuid),
      name: 'Renamed',
      discountType: 'Flat',
      image: { name: 'n.png', content: PNG },
    });
    expect(edited.body.data).toMatchObject({ name: 'Renamed', discountType: 'Flat' });
    expect((edited.body.data as { coverImage: string }).coverImage).toMatch(/\.png$/);
    for (const [value, expected] of [
      [false, false],
      ['true', true],
      ['false', false],
      [true, true],
    ] as const) {
      const answer = await server.call('PATCH', '/admin/voucher/update', {
        uuid: voucher.uuid,
        isActive: value,
      });
      expect(answer.body.data).toMatchObject({ isActive: expected });
    }
  });

  it('answers validation failures over HTTP 200 with an E-wrapper status 400, changing nothing', async () => {
    const voucher = await createVoucher({ name: 'Stable' });
    for (const body of [
      { uuid: voucher.uuid, discount: 500 },
      { uuid: voucher.uuid, _id: 'x' },
      { uuid: voucher.uuid, expiryDate: '2020-01-01' },
      { uuid: voucher.uuid, name: '' },
    ]) {
      const answer = await server.call('PATCH', '/admin/voucher/update', body);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toMatchObject({ status: 400, error: expect.any(String) });
    }
    expect((await listed()).find((v) => v.uuid === voucher.uuid)).toMatchObject({
      name: 'Stable',
      discount: 15,
    });
  });

  it('keeps a stored expiry that has since passed when it is sent back unchanged', async () => {
    const voucher = await createVoucher();
    await server.db.query(`UPDATE vouchers SET expiry_date = '2029-01-01' WHERE uuid = $1`, [voucher.uuid]);
    const answer = await server.call('PATCH', '/admin/voucher/update', {
      uuid: voucher.uuid,
      expiryDate: '2029-01-01T00:00:00.000Z',
      name: 'Old But Fine',
    });
    expect(answer.body).toMatchObject({ status: 200, data: { name: 'Old But Fine' } });
  });

  it('refuses a code another voucher has, and an unknown uuid with 404', async () => {
    await createVoucher({ voucherCode: 'TAKEN1' });
    const voucher = await createVoucher();
    const clash = await server.call('PATCH', '/admin/voucher/update', {
      uuid: voucher.uuid,
      voucherCode: 'TAKEN1',
    });
    expect(clash).toMatchObject({ statusCode: 400, body: { status: 400 } });
    const unknown = await server.call('PATCH', '/admin/voucher/update', { uuid: randomUUID(), name: 'x' });
    expect(unknown.statusCode).toBe(404);
  });

  it('soft-deletes by status "deleted" and by DELETE, hiding the voucher', async () => {
    const byStatus = await createVoucher({ voucherCode: 'GONE1' });
    const marked = await server.call('PATCH', '/admin/voucher/update', {
      uuid: byStatus.uuid,
      status: 'deleted',
    });
    expect(marked.body).toMatchObject({ status: 200, data: { status: 'deleted' } });
    const byDelete = await createVoucher();
    const removed = await server.call('DELETE', '/admin/voucher/delete', { uuid: byDelete.uuid });
    expect(removed.body.data).toEqual({ n: 1, ok: 1, deletedCount: 1 });
    const uuids = (await listed()).map((v) => v.uuid);
    expect(uuids).not.toContain(byStatus.uuid);
    expect(uuids).not.toContain(byDelete.uuid);
    expect((await server.call('DELETE', '/admin/voucher/delete', { uuid: byDelete.uuid })).statusCode).toBe(
      404,
    );
    // The code of a deleted voucher is free again.
    await createVoucher({ voucherCode: 'GONE1' });
  });

  it('answers 401 without a token', async () => {
    const answer = await server.call('GET', '/admin/voucher/list', undefined, false);
    expect(answer).toMatchObject({ statusCode: 401, text: 'Unauthorized' });
  });
});
