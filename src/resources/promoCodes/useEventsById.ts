import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import type { EventRecord } from '../events/api';

const ALL = { page: 1, perPage: 1000 };
const SOONEST_FIRST = { field: 'startTime', order: 'ASC' } as const;
const query = (phase: string) => ({ filter: { phase }, pagination: ALL, sort: SOONEST_FIRST });

/**
 * Every event of every phase by uuid, read once and shared by every row (react-query dedupes): a promo code
 * stores only its event's uuid (api-contract.md E1: no join).
 */
export function useEventsById(): { events: Map<string, EventRecord>; isPending: boolean } {
  const upcoming = useGetList<EventRecord>('events', query('upcoming'));
  const ongoing = useGetList<EventRecord>('events', query('ongoing'));
  const past = useGetList<EventRecord>('events', query('past'));
  const cancelled = useGetList<EventRecord>('events', query('cancelled'));
  const draft = useGetList<EventRecord>('events', query('draft'));
  const events = useMemo(
    () =>
      new Map(
        [upcoming.data, ongoing.data, past.data, cancelled.data, draft.data]
          .flatMap((data) => data ?? [])
          .map((event) => [String(event.id), event]),
      ),
    [upcoming.data, ongoing.data, past.data, cancelled.data, draft.data],
  );
  const isPending = [upcoming, ongoing, past, cancelled, draft].some((phase) => phase.isPending);
  return { events, isPending };
}
