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

/**
 * One change heard on the stream: the open edit forms hear it (liveEvents), the lists and dashboard follow it
 * (applyChanges), and once they show the new rows, the changed row is marked for a moment unless the change was the
 * signed-in administrator's own (`self`, their email: from this tab or another).
 */
export async function followChange(
  queryClient: QueryClient,
  dataProvider: AppDataProvider,
  change: Change,
  self: string | undefined,
): Promise<void> {
  liveEvents.changes.publish(change);
  await applyChanges(queryClient, dataProvider, [change.resource]);
  const own = Boolean(self && change.admin && change.admin.toLowerCase() === self.toLowerCase());
  if (!own) markChangedRow(change);
}

/** The resources whose lists are on screen now (the fallback's revalidation on focus). */
export function shownResources(queryClient: QueryClient): string[] {
  const queries = queryClient.getQueryCache().findAll({ type: 'active' });
  const resources = queries
    .filter((query) => LIST_METHODS.includes(query.queryKey[1]))
    .map((query) => query.queryKey[0]);
  return [...new Set(resources.filter((resource): resource is string => typeof resource === 'string'))];
}
