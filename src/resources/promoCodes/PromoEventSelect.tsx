import { useMemo } from 'react';
import { SelectInput, useRecordContext, type Validator } from 'react-admin';
import type { EventRecord } from '../events/api';
import { EVENT_STATUS } from '../events/eventStatus';
import { useEventsById } from './useEventsById';

/**
 * Events a promo code can be for (spec 2 §5): status 1 and a price above 0. Of those, soonest first, the ones still to
 * come or running: a code for an event that is over could never be used. A record saved on an event no
 * longer offered still shows it, disabled, rather than an empty field.
 */
const isOffered = (event: EventRecord) =>
  event.statusCode === EVENT_STATUS.active && Number(event.price) > 0 && event.phase !== 'past';

export const PromoEventSelect = ({ validate }: { validate: Validator[] }) => {
  const record = useRecordContext();
  const { events, isPending } = useEventsById();
  const current = record?.eventUuid as string | undefined;
  const choices = useMemo(
    () =>
      [...events.values()]
        .filter((event) => isOffered(event) || event.id === current)
        .sort((a, b) => a.startTime.localeCompare(b.startTime))
        .map((event) => ({ id: event.id, name: event.name, disabled: !isOffered(event) })),
    [events, current],
  );
  return (
    <SelectInput
      source="eventUuid"
      choices={choices}
      isPending={isPending}
      validate={validate}
      translateChoice={false}
      fullWidth
    />
  );
};
