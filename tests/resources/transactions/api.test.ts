import { describe, expect, it } from 'vitest';
import { API_URL, everything, expectSent, ok, recordingApi } from '../../helpers/recordingApi';

const payment = (id: string, createdAt: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  id,
  transactionId: `tx-${id}`,
  status: true,
  userUuid: 'm1',
  transactionDate: createdAt,
  createdAt,
  type: 'Stripe',
  amount: 50,
  isCredit: false,
  payment_intent: 'pi_secret',
  client_secret: 'cs_secret',
  Event: [],
  ...extra,
});

describe('transactions (one member)', () => {
  it('reads GET /admin/payment/list?uuid={memberId}, a bare array, newest first', async () => {
    const { provider, calls } = recordingApi(() =>
      ok([payment('a', '2024-01-01T00:00:00Z'), payment('b', '2024-03-01T00:00:00Z')]),
    );
    const { data } = await provider.getList('transactions', everything({ memberId: 'm1' }));
    expectSent(calls[0], 'GET', '/admin/payment/list', { uuid: 'm1' });
    expect(data.map((record) => record.id)).toEqual(['b', 'a']);
  });

  it('derives summary, signed amount, state and drops payment secrets; the history has no User lookup', async () => {
    const { provider } = recordingApi(() =>
      ok([
        payment('a', '2024-01-01', { Event: [{ name: 'Yoga Day' }] }),
        payment('b', '2024-01-02', { remarks: 'Refund', isCredit: true, status: false }),
        payment('c', '2024-01-03', { status: 'pending' }),
      ]),
    );
    const { data } = await provider.getList('transactions', everything({ memberId: 'm1' }));
    const byId = Object.fromEntries(data.map((record) => [record.id, record]));
    expect(byId.a).toMatchObject({
      summary: 'Registration Fee for event - Yoga Day',
      signedAmount: 50,
      paymentState: 'success',
      userName: '',
    });
    expect(byId.b).toMatchObject({ summary: 'Refund', signedAmount: -50, paymentState: 'failed' });
    expect(byId.c).toMatchObject({ summary: 'Subscription', paymentState: 'pending' });
    expect(byId.a).not.toHaveProperty('payment_intent');
    expect(byId.a).not.toHaveProperty('client_secret');
  });

  it('keeps each member in its own collection', async () => {
    const { provider, calls } = recordingApi(() => ok([]));
    await provider.getList('transactions', everything({ memberId: 'm1' }));
    await provider.getList('transactions', everything({ memberId: 'm2' }));
    expect(calls.map((call) => call.query)).toEqual([{ uuid: 'm1' }, { uuid: 'm2' }]);
  });
});

describe('payments (all)', () => {
  it('reads GET /admin/all/payment/list?page=1&limit=100 once (a bare array), with the payer name guarded', async () => {
    const { provider, calls } = recordingApi(() =>
      ok([
        payment('a', '2024-01-01', { User: [{ name: 'Mary' }] }),
        payment('b', '2024-02-01', { User: [] }),
      ]),
    );
    const { data } = await provider.getList('payments', everything({ q: 'mary' }));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: `${API_URL}/admin/all/payment/list`,
      query: { page: 1, limit: 100 },
    });
    expect(data.map((record) => [record.id, record.userName])).toEqual([['a', 'Mary']]);
  });

  it('reads data: [] as empty', async () => {
    const { provider } = recordingApi(() => ok([]));
    expect((await provider.getList('payments', everything())).total).toBe(0);
  });
});
