import { ANY_ORDER } from '../api/anyOrder';
import type { AppDataProvider } from '../api/types';

const ALL = { page: 1, perPage: 10000 };

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
  dataProvider: AppDataProvider,
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
    dataProvider.total(child, { [parentKey]: String(record.id) }),
  );
  return counts.reduce((sum, count) => sum + count, summed);
}

export interface DashboardCard {
  /** i18n key under app.dashboard. */
  id: string;
  /** i18n key under app.dashboard of a line saying what is counted, where the name alone would mislead. */
  note?: string;
  to: string;
  count: (dataProvider: AppDataProvider) => Promise<number>;
}

/**
 * What an administrator looks for first, each linking to its list (docs/architecture.md URLs). Each count is one
 * the backend announces with a list's first page (`total`: one request of one record), so the dashboard does not
 * read 100 000 members to show them; the active/incomplete split needs every member and is on the members list.
 */
export const DASHBOARD_CARDS: DashboardCard[] = [
  // Every member, active and incomplete: the list it opens shows the active ones and counts the others on its
  // Incomplete Members badge (the split is the client's, over the whole collection: api-contract.md §7.C); the
  // note says so.
  { id: 'members', note: 'members_note', to: '/admin/members', count: (dp) => dp.total('members') },
  {
    id: 'upcoming_events',
    to: '/admin/events/upcoming',
    count: (dp) => dp.total('events', { phase: 'upcoming' }),
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

/** Whether the whole members collection is already in memory (the members list was open): no request. */
export async function membersHeld(dataProvider: AppDataProvider): Promise<boolean> {
  return (await dataProvider.collectionState('members', {}))?.complete === true;
}

/** Every member with its registration date, for the registrations chart. */
export async function allMembers(dataProvider: AppDataProvider) {
  const { data } = await dataProvider.getList('members', { pagination: ALL, sort: ANY_ORDER, filter: {} });
  return data;
}
