import { firstOf, isObject, lookupWithoutPasswords, str } from '../../api/readers/rawRecords';
import type { FileValue, FormValues, Json, ResourceSpec } from '../../api/types';
import { del, post } from '../../api/requests';
import { fileFrom, formDataFrom, textOf } from '../../api/readers/formValues';

export interface SpeakerRecord {
  /** `${eventUuid}:${name}`: speakers are keyed by name inside their event. */
  id: string;
  eventUuid: string;
  name: string;
  designation: string;
  description: string;
  linkedInProfile?: string;
  image: string;
}

export type SpeakerForm = FormValues<{
  eventUuid: string;
  name: string;
  designation: string;
  description: string;
  linkedInProfile: string;
  file: FileValue;
}>;

export interface RegistrationRecord {
  /** `${eventUuid}:${userUuid}:${createdAt}`: registrations carry no uuid. */
  id: string;
  userUuid: string;
  eventUuid: string;
  quantity: number;
  isActive: boolean;
  createdAt?: string;
  userName: string;
  email: string;
  city: string;
  country: string;
}

/** Speakers live inside their event and are keyed by name (the delete call names them so). */
function speakerId(eventUuid: string, name: string): string {
  return `${eventUuid}:${name}`;
}

/** Speaker create multipart (api-contract.md D9, Joi-strict). */
function speakerToFormData(values: SpeakerForm): FormData {
  return formDataFrom({
    eventUuid: textOf(values.eventUuid),
    name: textOf(values.name),
    designation: textOf(values.designation),
    description: textOf(values.description),
    linkedInProfile: textOf(values.linkedInProfile),
    image: fileFrom(values.file),
  });
}

export function normaliseSpeaker(raw: Json, eventUuid: string): SpeakerRecord {
  return { ...(raw as unknown as SpeakerRecord), id: speakerId(eventUuid, str(raw.name)), eventUuid };
}

/** The speaker delete body `{eventUuid, name}` (api-contract.md D10), from the record or its id. */
function speakerDeleteBody(id: string, record?: Json): Json {
  const separator = id.indexOf(':');
  return {
    eventUuid: str(record?.eventUuid) || id.slice(0, separator),
    name: record?.name !== undefined ? str(record.name) : id.slice(separator + 1),
  };
}

/**
 * An event registration (api-contract.md D8) flattened from `Users[0]` (hash removed). Registrations have no
 * uuid: user, event and time make the id.
 */
export function normaliseRegistration(raw: Json, eventUuid: string): RegistrationRecord {
  const users = lookupWithoutPasswords(raw.Users);
  const user = firstOf(users);
  const event = str(raw.eventUuid) || eventUuid;
  return {
    ...(raw as unknown as RegistrationRecord),
    Users: users,
    id: `${event}:${str(raw.userUuid)}:${str(raw.createdAt)}`,
    eventUuid: event,
    userName: str(user.name),
    email: str(user.email),
    city: str(user.city),
    country: str(user.country),
  } as RegistrationRecord;
}

/**
 * An event's speakers (api-contract.md D4/D9/D10): read from the event view's `speakers`,
 * `getList('speakers', {filter: {eventId}})`; id `${eventId}:${name}`. The create values carry `eventUuid`.
 */
export const speakers: ResourceSpec<SpeakerRecord, SpeakerForm> = {
  name: 'speakers',
  list: {
    request: ({ eventId }) => ({ ...post('/admin/event/view'), body: { uuid: eventId } }),
    params: ['eventId'],
    select: (data) => (isObject(data) ? data.speakers : undefined),
  },
  create: { request: post('/admin/event/speaker/create'), encode: speakerToFormData },
  remove: { request: del('/admin/event/speaker/delete'), encode: speakerDeleteBody },
  search: ['name', 'designation', 'description'],
  normalise: (raw, { eventId }) => normaliseSpeaker(raw, eventId ?? ''),
};

/** An event's registered users (api-contract.md D8): `getList('registrations', {filter: {eventId}})`. */
export const registrations: ResourceSpec<RegistrationRecord> = {
  name: 'registrations',
  list: {
    request: ({ eventId }) => ({ ...post('/admin/event/user/registered/list'), body: { uuid: eventId } }),
    params: ['eventId'],
    paged: true,
    limit: 100,
  },
  search: ['userName', 'email', 'city', 'country'],
  normalise: (raw, { eventId }) => normaliseRegistration(raw, eventId ?? ''),
};
