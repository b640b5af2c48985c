import {
  normaliseRegistration,
  normaliseSpeaker,
  speakerDeleteBody,
  speakerToFormData,
} from '../mappers/speakers';
import { isJson } from '../mappers/rawRecords';
import type { ResourceSpec } from '../types';
import { del, post } from './requests';
import type { RegistrationRecord, SpeakerForm, SpeakerRecord } from '../models';

/**
 * An event's speakers (api-contract.md D4/D9/D10): read from the event view's `speakers`,
 * `getList('speakers', {filter: {eventId}})`; id `${eventId}:${name}`. The create values carry `eventUuid`.
 */
export const speakers: ResourceSpec<SpeakerRecord, SpeakerForm> = {
  name: 'speakers',
  list: {
    request: ({ eventId }) => ({ ...post('/admin/event/view'), body: { uuid: eventId } }),
    params: ['eventId'],
    select: (data) => (isJson(data) ? data.speakers : undefined),
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
