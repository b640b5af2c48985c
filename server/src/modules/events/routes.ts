import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { answers, deleteResult, page, pageOrEmpty, pageQuery, updateResult } from '../../http/answers.js';
import { IMAGE } from '../../http/fileTypes.js';
import { ok } from '../../http/reply.js';
import { readsRecord, updatesRecord, type VersionedRecord } from '../../http/recordVersions.js';
import {
  Event,
  EventCreate,
  EventRegistrationSwitch,
  EventUpdate,
  EventWithPackages,
  Registration,
  SpeakerCreate,
  SpeakerDelete,
} from './schemas.js';
import { UuidBody } from '../../schemas/common.js';
import { listRegistrations } from './registrations.js';
import { SPEAKER_FILES, createSpeaker, deleteSpeaker } from './speakers.js';
import {
  cancelEvent,
  createEvent,
  deleteEvent,
  listEvents,
  setAllowRegistration,
  updateEvent,
  viewEvent,
  type EventPhase,
} from './service.js';

const EVENT_FILES = { image: IMAGE('events') };

const PHASE_ROUTES: [string, EventPhase][] = [
  ['/admin/event/listUpcoming', 'upcoming'],
  ['/admin/event/listOngoing', 'ongoing'],
  ['/admin/event/listPast', 'past'],
  ['/admin/event/listCancelled', 'cancelled'],
  ['/admin/event/draft/list', 'draft'],
];

/** An event as a versioned record (http/recordVersions.ts): its table, and the record a 409 answers. */
const EVENT: VersionedRecord = { table: 'events', current: viewEvent };

const tags = ['Events'];

/** Events, speakers and registrations (api-contract §7.D). */
const eventsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  for (const [url, phase] of PHASE_ROUTES) {
    // The draft list carries `packages` and answers `data: []` when empty.
    const listed = phase === 'draft' ? pageOrEmpty(EventWithPackages) : page(Event);
    app.get(
      url,
      { schema: { tags, querystring: pageQuery, response: answers(listed) } },
      async (request, reply) => ok(reply, await listEvents(ctx, phase, request.query)),
    );
  }
  app.post(
    '/admin/event/create',
    { schema: { tags, body: EventCreate, response: answers(Event) }, config: { files: EVENT_FILES } },
    async (request, reply) => ok(reply, await createEvent(ctx, request.body, request.uploads)),
  );
  app.patch(
    '/admin/event/update',
    {
      schema: { tags, body: EventUpdate, response: answers(Event) },
      config: { files: EVENT_FILES, ...updatesRecord(EVENT) },
    },
    async (request, reply) => ok(reply, await updateEvent(ctx, request.body, request.uploads)),
  );
  app.post(
    '/admin/event/view',
    { schema: { tags, body: UuidBody, response: answers(EventWithPackages) }, config: readsRecord(EVENT) },
    async (request, reply) => ok(reply, await viewEvent(ctx, request.body.uuid)),
  );
  app.patch(
    '/admin/event/change/status',
    {
      schema: { tags, body: EventRegistrationSwitch, response: answers(Event) },
      config: updatesRecord(EVENT),
    },
    async (request, reply) => ok(reply, await setAllowRegistration(ctx, request.body)),
  );
  app.patch(
    '/admin/event/cancel',
    { schema: { tags, body: UuidBody, response: answers(updateResult) }, config: updatesRecord(EVENT) },
    async (request, reply) => ok(reply, await cancelEvent(ctx, request.body.uuid)),
  );
  app.delete(
    '/admin/event/delete',
    { schema: { tags, body: UuidBody, response: answers(deleteResult) } },
    async (request, reply) => ok(reply, await deleteEvent(ctx, request.body.uuid)),
  );
  app.post(
    '/admin/event/user/registered/list',
    {
      schema: { tags, querystring: pageQuery, body: UuidBody, response: answers(pageOrEmpty(Registration)) },
    },
    async (request, reply) => ok(reply, await listRegistrations(ctx, request.body.uuid, request.query)),
  );
  app.post(
    '/admin/event/speaker/create',
    {
      schema: { tags, body: SpeakerCreate, response: answers(Type.Null()) },
      config: { files: SPEAKER_FILES },
    },
    async (request, reply) => ok(reply, await createSpeaker(ctx, request.body, request.uploads)),
  );
  app.delete(
    '/admin/event/speaker/delete',
    { schema: { tags, body: SpeakerDelete, response: answers(Type.Null()) } },
    async (request, reply) => ok(reply, await deleteSpeaker(ctx, request.body)),
  );
};

export default eventsRoutes;
