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
