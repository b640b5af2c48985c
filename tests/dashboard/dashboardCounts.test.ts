import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/api/dataProvider';
import { registry } from '../../src/resources/registry';
import type { ApiRequest } from '../../src/api/types';
import { COUNT_CONCURRENCY, DASHBOARD_CARDS } from '../../src/dashboard/dashboardCounts';
import { answerData, recordingClient } from '../helpers/recordingClient';

const pendingCard = (id: string) => {
  const card = DASHBOARD_CARDS.find((one) => one.id === id);
  if (!card) throw new Error(`no card ${id}`);
  return card;
};

/**
 * The API as the provider sees it, with `groups` support groups and heroes, each with two pending requests; with
 * `carried`, the list rows carry their `pendingRequests` count (as the reference server's do).
 */
function backend(groups: number, carried: boolean) {
  let inFlight = 0;
  let mostInFlight = 0;
  const rows = (prefix: string) =>
    Array.from({ length: groups }, (_, i) => ({
      uuid: `${prefix}${i}`,
      name: `${prefix} ${i}`,
      ...(carried ? { pendingRequests: 2 } : {}),
    }));
  const fake = recordingClient(
    answerData(async (request: ApiRequest) => {
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight--;
      if (request.path === '/admin/supportGroup/list') return { list: rows('g') };
      if (request.path === '/admin/healthHero/list') return { list: rows('h') };
      // One group's or hero's pending requests.
      return {
        list: [
          { uuid: 'a', isActive: null },
          { uuid: 'b', isActive: null },
        ],
      };
    }),
  );
  const provider = createDataProvider(fake.httpClient, { registry });
  return { provider, calls: fake.calls, mostInFlight: () => mostInFlight };
}

describe('the dashboard’s pending request counts', () => {
  it('are summed from the group and hero lists when their rows carry the counts: two requests, whatever their number', async () => {
    for (const size of [6, 200]) {
      const { provider, calls } = backend(size, true);
      expect(await pendingCard('pending_group_requests').count(provider)).toBe(2 * size);
      expect(await pendingCard('pending_mentoring_requests').count(provider)).toBe(2 * size);
      expect(calls).toHaveLength(2);
    }
  });

  it('otherwise count each group’s list, a few at a time', async () => {
    const { provider, calls, mostInFlight } = backend(40, false);
    expect(await pendingCard('pending_group_requests').count(provider)).toBe(80);
    expect(calls).toHaveLength(41);
    expect(mostInFlight()).toBeLessThanOrEqual(COUNT_CONCURRENCY);
  });
});

describe('the dashboard’s member and event counts', () => {
  it('cost one request of one record each, as announced by the first page, whatever the collection’s size', async () => {
    const fake = recordingClient(
      answerData(async (request: ApiRequest) => {
        // 100 000 members or 250 upcoming events, one asked for: the page announces the rest (api-contract §4).
        const count = request.path === '/admin/members/list' ? 100000 : 250;
        const page = Number(request.query?.page);
        const limit = Number(request.query?.limit);
        const size = Math.max(0, Math.min(limit, count - (page - 1) * limit));
        return {
          ...(page * limit < count ? { next: { page: page + 1, limit, count } } : {}),
          list: Array.from({ length: size }, (_, i) => ({ uuid: `r${page}-${i}`, name: `R ${i}` })),
        };
      }),
    );
    const provider = createDataProvider(fake.httpClient, { registry });
    const card = (id: string) => DASHBOARD_CARDS.find((one) => one.id === id)!;
    expect(await card('members').count(provider)).toBe(100000);
    expect(await card('upcoming_events').count(provider)).toBe(250);
    expect(fake.calls.map((call) => [call.path, call.query?.page, call.query?.limit])).toEqual([
      ['/admin/members/list', 1, 1],
      ['/admin/event/listUpcoming', 1, 1],
    ]);
  });

  it('counts an empty or single-page collection from that page', async () => {
    for (const [data, expected] of [
      [[], 0],
      [{ list: [] }, 0],
      [{ list: [{ uuid: 'only' }] }, 1],
    ] as const) {
      const fake = recordingClient(answerData(async () => data));
      expect(await createDataProvider(fake.httpClient, { registry }).total('members')).toBe(expected);
      expect(fake.calls).toHaveLength(1);
    }
  });
});
