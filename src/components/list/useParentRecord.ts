import { useGetOne, type RaRecord } from 'react-admin';
import { useLoadErrorNotice } from '../detail/useLoadErrorNotice';

/**
 * The record a nested screen belongs to (the group of a pending list, the hero of a registered list), read by
 * id. A failed read shows the error's text in a snackbar (spec 3 §8), and the screen goes on without it.
 */
export function useParentRecord<R extends RaRecord = RaRecord>(resource: string, id: string | undefined) {
  const loadErrorNotice = useLoadErrorNotice();
  const { data } = useGetOne<R>(resource, { id: id ?? '' }, { enabled: Boolean(id), ...loadErrorNotice });
  return data;
}
