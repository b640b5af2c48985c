import { useGetList } from 'react-admin';
import { ANY_ORDER } from '../../api/anyOrder';

/**
 * How many records of a resource match a filter, read as the `total` of a one-row page (the provider
 * caches the collection, so this costs no extra request).
 */
export function useListTotal(resource: string, filter: Record<string, unknown>): number | undefined {
  const { total } = useGetList(resource, { filter, pagination: { page: 1, perPage: 1 }, sort: ANY_ORDER });
  return total;
}
