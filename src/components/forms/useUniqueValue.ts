import { useMemo } from 'react';
import { useGetList, useRecordContext, type RaRecord } from 'react-admin';
import { ANY_ORDER } from '../../api/anyOrder';

const ALL = { page: 1, perPage: 1000 };
const NO_FILTER = {};

const normalised = (value: unknown) =>
  String(value ?? '')
    .trim()
    .toLowerCase();

export interface UniqueValueScope {
  /** The collection the value is unique in (an event's speakers: `{ eventId }`); a stable object. */
  filter?: Record<string, unknown>;
  /** A field the value is unique within, read from the form and the records (promo codes: `eventUuid`). */
  within?: string;
}

/**
 * A field validator refusing a value another record of `resource` already holds in `field` (trimmed, case
 * ignored), for APIs that accept duplicates silently. The edited record itself does not count.
 */
export function useUniqueValue(
  resource: string,
  field: string,
  message: string,
  { filter = NO_FILTER, within }: UniqueValueScope = {},
) {
  const record = useRecordContext();
  const { data } = useGetList<RaRecord>(resource, { pagination: ALL, sort: ANY_ORDER, filter });
  return useMemo(() => {
    const others = (data ?? []).filter((other) => other.id !== record?.id);
    return (value: unknown, values: Record<string, unknown> = {}) => {
      const text = normalised(value);
      const clash = others.some(
        (other) =>
          normalised(other[field]) === text && (!within || String(other[within]) === String(values[within])),
      );
      return text !== '' && clash ? message : undefined;
    };
  }, [data, field, message, record?.id, within]);
}
