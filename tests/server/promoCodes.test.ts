import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG, startAreaServer, type AreaServer } from './areaFixture';

let server: AreaServer;
let gold: string;
let eventUuid: string;

const codeBody = (overrides: Record<string, unknown> = {}) => ({
  eventUuid,
  membershipUuid: gold,
  name: `CODE${randomUUID().slice(0, 6)}`,
  discountAmount: 20,
  quantity: 50,
  expiryDate: '2099-01-01T00:00:00.000Z',
  description: 'Spring offer',
  ...overrides,
});

async function createCode(overrides: Record<string, unknown> = {}) {
  const answer = await server.call('POST', '/admin/event/voucher/create', codeBody(overrides));
  expect(answer.body.status).toBe(200);
  return answer.body.data as Record<string, unknown>;
}

const listed = async () =>
  (await server.call('GET', '/admin/event/voucher/list')).body.data as Record<string, unknown>[];

beforeAll(async () => {
  server = await startAreaServer();
  gold = await server.insertPackage('Gold');
  const event = await server.upload('POST', '/admin/event/create', {
    name: 'Promo Event',
    description: 'd',
    price: '25',
    startTime: '2099-01-01T10:00:00Z',
    endTime: '2099-01-01T11:00:00Z',
    eventMode: 'on-site',
    eventLink: 'Hall',
    eventCategory: 'Diet',
    membershipPackage: gold,
    image: { name: 'e.png', content: PNG },
  });
  eventUuid = (event.body.data as { uuid: string }).uuid;
});
afterAll(() => server.close());

describe('promo codes (E1–E3)', () => {
  it('creates an inactive code by default and lists codes as a bare array', async () => {
    expect((await server.call('GET', '/admin/event/voucher/list')).body).toEqual({
      status: 200,
      message: 'Success',
      data: [],
    });
    const code = await createCode({ name: 'SPRING' });
    expect(code).toMatchObject({
      name: 'SPRING',
      eventUuid,
      membershipUuid: gold,
      discountAmount: 20,
      quantity: 50,
      used: 0,
      status: false,
      expiryDate: '2099-01-01T00:00:00.000Z',
    });
    const active = await createCode({ status: true });
    expect(active.status).toBe(true);
    expect((await listed()).map((c) => c.uuid)).toEqual(expect.arrayContaining([code.uuid, active.uuid]));
  });

  it('refuses the same name on the same event (S-wrapper/400) and saves nothing', async () => {
    await createCode({ name: 'TWICE' });
    const before = await server.count('promo_codes');
    const again = await server.call('POST', '/admin/event/voucher/create', codeBody({ name: 'TWICE' }));
    expect(again.statusCode).toBe(400);
    expect(again.body).toMatchObject({ status: 400, data: 'Coupon with same name already exists.' });
    expect(await server.count('promo_codes')).toBe(before);
  });

  it.each([
    ['an unknown key', { discountType: '%' }, '"discountType" is not allowed'],
    ['a missing field', { description: undefined }, '"description" is required'],
    ['a discount over 100', { discountAmount: 101 }, /less than or equal to 100/],
    ['a negative quantity', { quantity: -1 }, /"quantity" must be greater than or equal to 0/],
    ['a bad date', { expiryDate: 'soon' }, '"expiryDate" must be a valid date'],
    ['an unknown package', { membershipUuid: randomUUID() }, /no package found/],
  ])('refuses %s with a 400 E-wrapper', async (_label, overrides, error) => {
    const before = await server.count('promo_codes');
    const answer = await server.call('POST', '/admin/event/voucher/create', codeBody(overrides));
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ status: 400, error: expect.stringMatching(error) });
    expect(await server.count('promo_codes')).toBe(before);
  });

  it('refuses an unknown event with 404', async () => {
    const answer = await server.call(
      'POST',
      '/admin/event/voucher/create',
      codeBody({ eventUuid: randomUUID() }),
    );
    expect(answer).toMatchObject({ statusCode: 404, body: { status: 404 } });
  });

  it('updates fields, toggles status and soft-deletes with status "deleted"', async () => {
    const code = await createCode({ name: 'EDIT' });
    const edited = await server.call('PATCH', '/admin/event/voucher/update', {
      ...codeBody({ name: 'EDITED', discountAmount: 35 }),
      uuid: code.uuid,
      id: code.uuid,
    });
    expect(edited.body.data).toMatchObject({ uuid: code.uuid, name: 'EDITED', discountAmount: 35 });

    const on = await server.call('PATCH', '/admin/event/voucher/update', { uuid: code.uuid, status: true });
    expect(on.body.data).toMatchObject({ status: true });
    const off = await server.call('PATCH', '/admin/event/voucher/update', {
      uuid: code.uuid,
      status: 'false',
    });
    expect(off.body.data).toMatchObject({ status: false });

    const over = await server.call('PATCH', '/admin/event/voucher/update', {
      uuid: code.uuid,
      discountAmount: 150,
    });
    expect(over.statusCode).toBe(400);
    await createCode({ name: 'OTHER' });
    const clash = await server.call('PATCH', '/admin/event/voucher/update', {
      uuid: code.uuid,
      name: 'OTHER',
    });
    expect(clash.body).toMatchObject({ status: 400, data: 'Coupon with same name already exists.' });

    const removed = await server.call('PATCH', '/admin/event/voucher/update', {
      uuid: code.uuid,
      status: 'deleted',
    });
    expect(removed.body).toMatchObject({ status: 200, data: { uuid: code.uuid, status: 'deleted' } });
    expect((await listed()).map((c) => c.uuid)).not.toContain(code.uuid);
    const again = await server.call('PATCH', '/admin/event/voucher/update', {
      uuid: code.uuid,
      status: true,
    });
    expect(again.statusCode).toBe(404);
    // Its name is free again on that event.
    await createCode({ name: 'EDITED' });
  });

  it('answers 404 for an unknown uuid and 401 without a token', async () => {
    const unknown = await server.call('PATCH', '/admin/event/voucher/update', {
      uuid: randomUUID(),
      status: true,
    });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await server.call('GET', '/admin/event/voucher/list', undefined, false);
    expect(anonymous).toMatchObject({ statusCode: 401, text: 'Unauthorized' });
  });
});
