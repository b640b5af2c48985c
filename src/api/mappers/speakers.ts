import type { RegistrationRecord, SpeakerForm, SpeakerRecord } from '../models';
import type { Json } from '../types';
import { fileFrom, formDataFrom, textOf } from './formValues';
import { firstOf, lookupWithoutPasswords, str } from './rawRecords';

/** Speakers live inside their event and are keyed by name (the delete call names them so). */
export function speakerId(eventUuid: string, name: string): string {
  return `${eventUuid}:${name}`;
}

/** Speaker create multipart (api-contract.md D9, Joi-strict). */
export function speakerToFormData(values: SpeakerForm): FormData {
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
export function speakerDeleteBody(id: string, record?: Json): Json {
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
