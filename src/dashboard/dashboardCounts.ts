import type { DataProvider } from 'react-admin';
import { ANY_ORDER } from '../api/anyOrder';

const ALL = { page: 1, perPage: 10000 };
const ONE = { page: 1, perPage: 1 };

/** How many records a list holds (its `total`), read with a one-row page. */
async function countOf(dataProvider: DataProvider, resource: string, filter: Record<string, unknown> = {}) {
  const { total, data } = await dataProvider.getList(resource, { pagination: ONE, sort: ANY_ORDER, filter });
  return total ?? data.length;
}

/** At most this many per-parent counts are asked for at once. */
export const COUNT_CONCURRENCY = 4;

/** `count` of every item, at most `limit` running at once. */
async function mapLimited<T>(items: T[], limit: number, count: (item: T) => Promise<number>) {
  const results: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await count(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The sum over every parent record of a per-parent count, e.g. pending join requests over all groups. A parent
 * whose list row carries the count (`countField`: the reference server's `pendingRequests`) is summed from the
 * list; the real backend's rows do not carry it (api-contract I1, J1), so those parents' lists are counted one by
 * one, a few at a time, so that 200 groups do not send 200 requests at once.
 */
async function countAcross(
  dataProvider: DataProvider,
  parent: string,
  child: string,
  parentKey: string,
  countField: string,
): Promise<number> {
  const { data: parents } = await dataProvider.getList(parent, {
    pagination: ALL,
    sort: ANY_ORDER,
    filter: {},
  });
  const carried = (record: (typeof parents)[number]) => {
    const value: unknown = record[countField];
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
  };
  const summed = parents.reduce((sum, record) => sum + (carried(record) ?? 0), 0);
  const uncounted = parents.filter((record) => carried(record) === undefined);
  const counts = await mapLimited(uncounted, COUNT_CONCURRENCY, (record) =>
    countOf(dataProvider, child, { [parentKey]: String(record.id) }),
  );
  return counts.reduce((sum, count) => sum + count, summed);
}

export interface DashboardCard {
  /** i18n key under app.dashboard. */
  id: string;
  to: string;
  count: (dataProvider: DataProvider) => Promise<number>;
}

/** What an administrator looks for first, each linking to its list (docs/architecture.md URLs). */
export const DASHBOARD_CARDS: DashboardCard[] = [
  {
    id: 'active_members',
    to: '/admin/members',
    count: (dp) => countOf(dp, 'members', { incomplete: false }),
  },
  {
    id: 'incomplete_members',
    to: '/admin/incomplete/members',
    count: (dp) => countOf(dp, 'members', { incomplete: true }),
  },
  {
    id: 'upcoming_events',
    to: '/admin/events/upcoming',
    count: (dp) => countOf(dp, 'events', { phase: 'upcoming' }),
  },
  {
    id: 'pending_group_requests',
    to: '/admin/groups',
    count: (dp) => countAcross(dp, 'groups', 'groupRequests', 'groupId', 'pendingRequests'),
  },
  {
    id: 'pending_mentoring_requests',
    to: '/admin/heroes',
    count: (dp) => countAcross(dp, 'heroes', 'heroSessionRequests', 'heroId', 'pendingRequests'),
  },
];

/** Every member with its registration date, for the registrations chart. */
export async function allMembers(dataProvider: DataProvider) {
  const { data } = await dataProvider.getList('members', { pagination: ALL, sort: ANY_ORDER, filter: {} });
  return data;
}
