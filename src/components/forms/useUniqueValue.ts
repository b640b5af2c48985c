import { useMemo } from 'react';
import { useGetList, useRecordContext, type RaRecord } from 'react-admin';
import { ANY_ORDER } from '../../api/anyOrder';

const ALL = { page: 1, perPage: 1000 };
const NO_FILTER = {};

const normalised = (value: unknown) =>
  String(value ?? '')
    .trim()
    .toLowerCase();

/**
 * A field validator refusing a value another record of `resource` already holds in `field` (trimmed, case
 * ignored), for APIs that accept duplicates silently. The edited record itself does not count. `filter` names
 * the collection the value is unique in (an event's speakers: `{ eventId }`); pass a stable object.
 */
export function useUniqueValue(
  resource: string,
  field: string,
  message: string,
  filter: Record<string, unknown> = NO_FILTER,
) {
  const record = useRecordContext();
  const { data } = useGetList<RaRecord>(resource, { pagination: ALL, sort: ANY_ORDER, filter });
  return useMemo(() => {
    const taken = new Set(
      (data ?? []).filter((other) => other.id !== record?.id).map((other) => normalised(other[field])),
    );
    return (value: unknown) => {
      const text = normalised(value);
      return text !== '' && taken.has(text) ? message : undefined;
    };
  }, [data, field, message, record?.id]);
}
