import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useGetOne, type RaRecord } from 'react-admin';
import { useLoadErrorNotice } from '../detail/useLoadErrorNotice';

/**
 * The record a nested screen's address names (the group of `/groups/:id/pending`, the hero of
 * `/heroes/:id/registered`): its `id`, the `record` once read, and the `filter` keeping the screen's rows to it
 * (`{ [filterKey]: id }`). A failed read shows the error's text in a snackbar (spec 3 §8), and the screen goes on
 * without the record.
 */
export function useAddressParent<R extends RaRecord = RaRecord>(resource: string, filterKey: string) {
  const { id = '' } = useParams();
  const loadErrorNotice = useLoadErrorNotice();
  const { data: record } = useGetOne<R>(resource, { id }, { enabled: Boolean(id), ...loadErrorNotice });
  const filter = useMemo(() => ({ [filterKey]: id }), [filterKey, id]);
  return { id, record, filter };
}
