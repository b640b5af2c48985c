import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDataProvider } from '../../src/api/types';
import { type TestServer, signedInProvider } from './harness';

const everything = {
  pagination: { page: 1, perPage: 100000 },
  sort: { field: 'createdAt', order: 'DESC' as const },
};

let server: TestServer;
let provider: AppDataProvider;

beforeAll(async () => {
  ({ server, provider } = await signedInProvider());
});
afterAll(() => server.close());

describe('payments through the app dataProvider (C6, C7)', () => {
  it('lists every seeded payment in all three states, with member names and summaries', async () => {
    const { data } = await provider.getList('payments', { ...everything, filter: {} });
    expect(data.length).toBeGreaterThanOrEqual(150);
    expect(new Set(data.map((p) => p.paymentState))).toEqual(new Set(['success', 'failed', 'pending']));
    expect(data.every((p) => typeof p.id === 'string' && p.id !== '')).toBe(true);
    expect(data.filter((p) => p.userName).length).toBeGreaterThan(data.length / 2);
    expect(data.some((p) => p.summary === 'Subscription')).toBe(true);
    const credit = data.find((p) => p.isCredit === true);
    expect(credit?.signedAmount).toBeLessThan(0);
    expect(credit?.summary).not.toBe('Subscription');
  });

  it("lists one member's history, newest first", async () => {
    const [row] = await server.db.query<{ user_uuid: string; n: number }>(
      'SELECT user_uuid, count(*)::int AS n FROM payments GROUP BY user_uuid ORDER BY n DESC LIMIT 1',
    );
    const { data, total } = await provider.getList('transactions', {
      ...everything,
      filter: { memberId: row?.user_uuid },
    });
    expect(total).toBe(row?.n);
    expect(data.every((p) => p.userUuid === row?.user_uuid)).toBe(true);
    const times = data.map((p) => new Date(String(p.createdAt)).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
