import type { PaginationPayload, SortPayload } from 'react-admin';

/**
 * Every membership package, by name: the one query the package pickers, the package badges and the activity log's
 * package names make, so that one request (react-query's cache) serves them all.
 */
export const ALL_PACKAGES_QUERY: { pagination: PaginationPayload; sort: SortPayload } = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'packageName', order: 'ASC' },
};
