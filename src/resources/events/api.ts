import type { ActionParams, FileValue, FormValues, Json, ResourceSpec, WithId } from '../../api/types';
import { del, get, patch, post, uuidBody, viewByUuid } from '../../api/requests';
import { formatDateTime } from '../../components/format/dates';
import { fileFrom, formDataFrom, isoDate, numberText, textOf } from '../../api/readers/formValues';
import { packageDisplay, str } from '../../api/readers/rawRecords';
import { registrations, speakers, type SpeakerRecord } from './eventPartsApi';
import { EVENT_STATUS } from './eventStatus';

export type EventPhase = 'upcoming' | 'ongoing' | 'past' | 'cancelled' | 'draft';

export interface EventRecord extends WithId {
  name: string;
  description: string;
  image: string;
  price: number;
  startTime: string;
  endTime: string;
  duration?: number;
  eventMode: 'online' | 'on-site';
  meetingType?: string | null;
  eventLink?: string | null;
  eventCategory: string;
  membershipPackage: string;
  registrationLink?: string | null;
  speakers?: SpeakerRecord[];
  /** The stored numeric status (0 cancelled, 1 active, 2 draft); `status` holds the Save-as-Draft flag. */
  statusCode: number;
  /** Form fields. */
  eventName: string;
  eventDescription: string;
  eventVenue: string;
  membership: string;
  status: boolean;
  /** Display fields. */
  phase: EventPhase;
  /** 'MM-dd-yyyy hh:mm a', what the lists show and search. */
  startTimeText: string;
  membershipName: string;
  packageColour: string;
}

export type EventForm = FormValues<{
  eventName: string;
  eventDescription: string;
  eventVenue: string;
  membership: string;
  /** Save as Draft. */
  status: boolean | number;
  price: number | string;
  startTime: string | Date;
  endTime: string | Date;
  eventMode: string;
  meetingType: string;
  eventCategory: string;
  registrationLink: string;
  file: FileValue;
}>;

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
function eventToFormData(values: EventForm): FormData {
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
    startTimeText: formatDateTime(raw.startTime),
    ...packageDisplay(raw),
  };
}

/** The list route of each phase (api-contract.md D1/D1b). */
const EVENT_PHASE_PATHS: Record<EventPhase, string> = {
  upcoming: '/admin/event/listUpcoming',
  ongoing: '/admin/event/listOngoing',
  past: '/admin/event/listPast',
  cancelled: '/admin/event/listCancelled',
  draft: '/admin/event/draft/list',
};

function phasePath(phase: string | undefined): string {
  return EVENT_PHASE_PATHS[phase as EventPhase] ?? EVENT_PHASE_PATHS.upcoming;
}

/**
 * The Allow Registration body. The spec's route PATCH /admin/event/change/status does not exist in the
 * backend (api-contract.md D5, 404); it is declared as the spec documents it.
 */
const allowRegistrationBody = (uuid: string, allowRegistration: boolean): Json => ({
  uuid,
  allowRegistration,
});

/**
 * Events (spec 2; api-contract.md D): `getList('events', {filter: {phase}})`, phase one of upcoming
 * (default), ongoing, past, cancelled, draft.
 */
export const events: ResourceSpec<EventRecord, EventForm> = {
  name: 'events',
  list: { request: ({ phase }) => get(phasePath(phase)), params: ['phase'], paged: true, limit: 100 },
  one: viewByUuid('/admin/event/view'),
  create: { request: post('/admin/event/create'), encode: eventToFormData },
  update: { request: patch('/admin/event/update'), encode: eventToFormData },
  status: {
    request: patch('/admin/event/change/status'),
    field: 'allowRegistration',
    encode: allowRegistrationBody,
  },
  remove: { request: del('/admin/event/delete') },
  actions: {
    cancel: { request: patch('/admin/event/cancel'), encode: uuidBody },
    allowRegistration: {
      request: patch('/admin/event/change/status'),
      encode: ({ id, record, data }: ActionParams) =>
        allowRegistrationBody(id ?? String(record?.id ?? ''), data?.allowRegistration === true),
    },
    remove: { request: del('/admin/event/delete'), encode: uuidBody },
  },
  // Spec 2 §2: name, date, start time and mode; startTimeText is 'MM-dd-yyyy hh:mm a' as listed.
  search: ['name', 'startTimeText', 'eventMode'],
  normalise: (raw) => normaliseEvent(raw),
};

/** The API entries of this folder (src/resources/registry.ts). */
export default [events, speakers, registrations];
