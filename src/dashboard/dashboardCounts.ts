import type { DataProvider } from 'react-admin';

const ALL = { page: 1, perPage: 10000 };
const ONE = { page: 1, perPage: 1 };
const ANY_ORDER = { field: 'id', order: 'ASC' as const };

/** How many records a list holds (its `total`), read with a one-row page. */
export async function countOf(
  dataProvider: DataProvider,
  resource: string,
  filter: Record<string, unknown> = {},
) {
  const { total, data } = await dataProvider.getList(resource, { pagination: ONE, sort: ANY_ORDER, filter });
  return total ?? data.length;
}

/**
 * The sum over every parent record of a per-parent count, e.g. pending join requests over all groups:
 * the API lists requests one group (or hero) at a time.
 */
export async function countAcross(
  dataProvider: DataProvider,
  parent: string,
  child: string,
  parentKey: string,
): Promise<number> {
  const { data: parents } = await dataProvider.getList(parent, {
    pagination: ALL,
    sort: ANY_ORDER,
    filter: {},
  });
  const counts = await Promise.all(
    parents.map((record) => countOf(dataProvider, child, { [parentKey]: String(record.id) })),
  );
  return counts.reduce((sum, count) => sum + count, 0);
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
    count: (dp) => countAcross(dp, 'groups', 'groupRequests', 'groupId'),
  },
  {
    id: 'pending_mentoring_requests',
    to: '/admin/heroes',
    count: (dp) => countAcross(dp, 'heroes', 'heroSessionRequests', 'heroId'),
  },
];

/** Every member with its registration date, for the registrations chart. */
export async function allMembers(dataProvider: DataProvider) {
  const { data } = await dataProvider.getList('members', { pagination: ALL, sort: ANY_ORDER, filter: {} });
  return data;
}
