import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAreaServer, type AreaServer } from './areaFixture';

let server: AreaServer;
let ann: string;
let eventUuid: string;

async function insertPayment(values: {
  userUuid: string;
  status: boolean | null;
  createdAt: string;
  eventUuid?: string;
  isCredit?: boolean;
  remarks?: string;
}) {
  const uuid = randomUUID();
  await server.db.query(
    `INSERT INTO payments (uuid, transaction_id, status, user_uuid, event_uuid, transaction_date, amount, total,
       is_credit, remarks, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, 25, 25, $7, $8, $6)`,
    [
      uuid,
      `txn_${uuid.slice(0, 8)}`,
      values.status,
      values.userUuid,
      values.eventUuid ?? null,
      values.createdAt,
      values.isCredit ?? false,
      values.remarks ?? null,
    ],
  );
  return uuid;
}

beforeAll(async () => {
  server = await startAreaServer();
  ann = await server.insertMember('Ann Member');
  const packageUuid = await server.insertPackage();
  eventUuid = randomUUID();
  await server.db.query(
    `INSERT INTO events (uuid, name, description, price, start_time, end_time, duration, event_mode, event_category,
       membership_package)
     VALUES ($1, 'Yoga Day', 'Stretch', 25, now(), now(), 60, 'online', 'Wellness', $2)`,
    [eventUuid, packageUuid],
  );
});
afterAll(() => server.close());

describe('payments (C6, C7)', () => {
  it('answers bare empty arrays while there are none', async () => {
    expect((await server.call('GET', '/admin/all/payment/list?page=1&limit=100')).body.data).toEqual([]);
    expect((await server.call('GET', `/admin/payment/list?uuid=${ann}`)).body.data).toEqual([]);
  });

  it('lists every payment newest first with Event and User joins, ignoring page and limit', async () => {
    const fee = await insertPayment({
      userUuid: ann,
      status: true,
      createdAt: '2024-01-02T00:00:00Z',
      eventUuid,
    });
    const credit = await insertPayment({
      userUuid: ann,
      status: null,
      createdAt: '2024-01-03T00:00:00Z',
      isCredit: true,
      remarks: 'Refund',
    });
    const orphan = await insertPayment({
      userUuid: 'gone',
      status: false,
      createdAt: '2024-01-01T00:00:00Z',
    });
    const answer = await server.call('GET', '/admin/all/payment/list?page=1&limit=1');
    const payments = answer.body.data as Record<string, unknown>[];
    expect(payments.map((p) => p.uuid)).toEqual([credit, fee, orphan]);
    expect(payments[0]).toMatchObject({
      status: null,
      isCredit: true,
      remarks: 'Refund',
      amount: 25,
      userUuid: ann,
      Event: [],
      User: [{ name: 'Ann Member' }],
      createdAt: '2024-01-03T00:00:00.000Z',
    });
    expect(payments[1]).toMatchObject({
      status: true,
      Event: [{ uuid: eventUuid, name: 'Yoga Day', price: 25 }],
    });
    expect(payments[2]).toMatchObject({ status: false, User: [] });
  });

  it("lists one member's payments with Event and without User", async () => {
    const answer = await server.call('GET', `/admin/payment/list?uuid=${ann}`);
    const payments = answer.body.data as Record<string, unknown>[];
    expect(payments).toHaveLength(2);
    expect(payments[1]).toMatchObject({ Event: [{ name: 'Yoga Day' }] });
    for (const payment of payments) expect(payment).not.toHaveProperty('User');
    expect((await server.call('GET', '/admin/payment/list')).body.data).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await server.call('GET', '/admin/all/payment/list', undefined, false)).statusCode).toBe(401);
    expect((await server.call('GET', `/admin/payment/list?uuid=${ann}`, undefined, false)).statusCode).toBe(
      401,
    );
  });
});
