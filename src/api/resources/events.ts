import { eventToFormData, normaliseEvent } from '../mappers/events';
import type { ActionParams, Json, ResourceSpec } from '../types';
import { del, get, patch, post, uuidBody, viewByUuid } from './requests';
import type { EventForm, EventPhase, EventRecord } from '../models';

/** The list route of each phase (api-contract.md D1/D1b). */
export const EVENT_PHASE_PATHS: Record<EventPhase, string> = {
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
