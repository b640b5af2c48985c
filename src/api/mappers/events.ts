import type { EventForm, EventPhase, EventRecord } from '../models';
import type { Json } from '../types';
import { LIST_DATE_TIME, displayDate } from './displayDates';
import { fileFrom, formDataFrom, isoDate, numberText, textOf } from './formValues';
import { packageDisplay, str } from './rawRecords';

/** The stored event status (api-contract.md §8 Event). */
export const EVENT_STATUS = { cancelled: 0, active: 1, draft: 2 } as const;

/** The Save-as-Draft checkbox → the stored status: checked 2, unchecked 1; a number passes through. */
export function eventStatusOf(saveAsDraft: unknown): number {
  if (typeof saveAsDraft === 'number') return saveAsDraft;
  return saveAsDraft === true ? EVENT_STATUS.draft : EVENT_STATUS.active;
}

/**
 * Event create/update multipart (api-contract.md D2/D3, Joi-strict): the spec form's names mapped to the
 * backend's. Both times always go (D3 overwrites a missing one with "now"). The venue goes only for
 * non-online events and the meeting type only for non-on-site ones (spec 2 §5); `image` only when chosen.
 */
export function eventToFormData(values: EventForm): FormData {
  const mode = textOf(values.eventMode);
  return formDataFrom({
    name: textOf(values.eventName),
    description: textOf(values.eventDescription),
    price: numberText(values.price),
    startTime: isoDate(values.startTime),
    endTime: isoDate(values.endTime),
    eventMode: mode,
    meetingType: mode !== 'on-site' ? textOf(values.meetingType) || undefined : undefined,
    eventLink: mode !== 'online' ? textOf(values.eventVenue) : undefined,
    eventCategory: textOf(values.eventCategory),
    membershipPackage: textOf(values.membership),
    registrationLink: textOf(values.registrationLink),
    status: String(eventStatusOf(values.status)),
    image: fileFrom(values.file),
  });
}

/**
 * Where an event stands, by the backend's own list rules (api-contract.md D notes): status 0 cancelled,
 * 2 draft; otherwise by its times against `now`.
 */
export function eventPhase(raw: Json, now: Date = new Date()): EventPhase {
  if (raw.status === EVENT_STATUS.cancelled) return 'cancelled';
  if (raw.status === EVENT_STATUS.draft) return 'draft';
  const start = new Date(str(raw.startTime)).getTime();
  const end = new Date(str(raw.endTime || raw.startTime)).getTime();
  if (start > now.getTime()) return 'upcoming';
  if (end < now.getTime()) return 'past';
  return 'ongoing';
}

/**
 * An event with its form fields (`status` becomes the Save-as-Draft flag; the stored number stays in
 * `statusCode`) and display fields: phase, the searchable start text, the package badge (draft list and
 * view only; other lists carry no package).
 */
export function normaliseEvent(raw: Json, now: Date = new Date()): EventRecord {
  const statusCode = Number(raw.status ?? EVENT_STATUS.active);
  return {
    ...(raw as unknown as EventRecord),
    id: str(raw.uuid),
    statusCode,
    eventName: str(raw.name),
    eventDescription: str(raw.description),
    eventVenue: str(raw.eventLink),
    membership: str(raw.membershipPackage),
    status: statusCode === EVENT_STATUS.draft,
    phase: eventPhase(raw, now),
    startTimeText: displayDate(raw.startTime, LIST_DATE_TIME),
    ...packageDisplay(raw),
  };
}
