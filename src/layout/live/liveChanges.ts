import type { Query, QueryClient } from '@tanstack/react-query';
import type { Change } from '../../api/changeStream';
import type { AppDataProvider } from '../../api/types';
import { markChangedRow } from './changedRows';
import { liveEvents } from './liveEvents';

/** react-admin's list-shaped queries (`[resource, method, params]`): what a change of the resource makes stale. */
const LIST_METHODS: readonly unknown[] = ['getList', 'getMany', 'getManyReference', 'getInfiniteList'];

const isListOf = (resources: readonly string[]) => (query: Query) =>
  resources.includes(query.queryKey[0] as string) && LIST_METHODS.includes(query.queryKey[1]);

/** The dashboard's counts and charts (src/dashboard/) follow every change. */
const DASHBOARD = ['dashboard'];

/**
 * Another administrator changed `resources`: their collections are read again (the provider's cache expires them,
 * so the refetch waits for the server's rows, not the cached ones), then their open lists and the dashboard
 * refetch under the same keys, keeping page, sort and search. A record's own query (an open edit form) is left
 * alone: refetching it would replace what the admin is typing; a save over the change gets the conflict view.
 */
export async function applyChanges(
  queryClient: QueryClient,
  dataProvider: AppDataProvider,
  resources: readonly string[],
): Promise<void> {
  await dataProvider.expire([...resources]);
  await Promise.all([
    queryClient.invalidateQueries({ predicate: isListOf(resources) }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD }),
  ]);
}

/** Whether `admin` (a change's author) is the signed-in administrator (`self`, their email), whatever the case. */
const isSelf = (admin: string | null, self: string | undefined) =>
  Boolean(self && admin && admin.toLowerCase() === self.toLowerCase());

/**
 * Whether a change is this tab's own write: made by the signed-in administrator and one the provider has just sent.
 * Such a change is not re-read: react-admin's own mutation has already updated the list, or reads it again once it
 * settles (a bulk run of 1,000 rows would otherwise re-read the list for every row). The same administrator in
 * another tab or through the API is someone else to this tab.
 */
async function isOwnChange(dataProvider: AppDataProvider, change: Change, self: string | undefined) {
  if (!isSelf(change.admin, self)) return false;
  return dataProvider.isOwnWrite(change.resource, change.recordId).catch(() => false);
}

/**
 * One change heard on the stream: the open edit forms hear it (liveEvents); unless it is this tab's own write, the
 * lists and dashboard follow it (`reread`: the session's re-reads, one per burst of changes, rereadBursts.ts), and
 * once they show the new rows, the changed row is marked for a moment unless the change was the signed-in
 * administrator's (`self`, their email: from this tab or another).
 */
export async function followChange(
  dataProvider: AppDataProvider,
  change: Change,
  self: string | undefined,
  reread: (resource: string) => Promise<void>,
): Promise<void> {
  liveEvents.changes.publish(change);
  if (await isOwnChange(dataProvider, change, self)) return;
  await reread(change.resource);
  if (!isSelf(change.admin, self)) markChangedRow(change);
}

/** The resources whose lists are on screen now (the fallback's revalidation on focus). */
export function shownResources(queryClient: QueryClient): string[] {
  const queries = queryClient.getQueryCache().findAll({ type: 'active' });
  const resources = queries
    .filter((query) => LIST_METHODS.includes(query.queryKey[1]))
    .map((query) => query.queryKey[0]);
  return [...new Set(resources.filter((resource): resource is string => typeof resource === 'string'))];
}
