import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/reply.js';
import { IMAGE, readBody } from '../http/uploads.js';
import { listRegistrations } from '../services/eventRegistrations.js';
import { SPEAKER_FILES, createSpeaker, deleteSpeaker } from '../services/eventSpeakers.js';
import {
  cancelEvent,
  createEvent,
  deleteEvent,
  listEvents,
  setAllowRegistration,
  updateEvent,
  viewEvent,
  type EventPhase,
} from '../services/events.js';

const EVENT_FILES = { image: IMAGE('events') };

const PHASE_ROUTES: [string, EventPhase][] = [
  ['/admin/event/listUpcoming', 'upcoming'],
  ['/admin/event/listOngoing', 'ongoing'],
  ['/admin/event/listPast', 'past'],
  ['/admin/event/listCancelled', 'cancelled'],
  ['/admin/event/draft/list', 'draft'],
];

/** Events, speakers and registrations (api-contract §7.D). */
const eventsRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  for (const [url, phase] of PHASE_ROUTES) {
    app.get(url, async (request, reply) => ok(reply, await listEvents(ctx, phase, request.query)));
  }
  app.post('/admin/event/create', async (request, reply) =>
    ok(reply, await createEvent(ctx, await readBody(request, EVENT_FILES))),
  );
  app.patch('/admin/event/update', async (request, reply) =>
    ok(reply, await updateEvent(ctx, await readBody(request, EVENT_FILES))),
  );
  app.post('/admin/event/view', async (request, reply) =>
    ok(reply, await viewEvent(ctx, (await readBody(request)).fields)),
  );
  app.patch('/admin/event/change/status', async (request, reply) =>
    ok(reply, await setAllowRegistration(ctx, (await readBody(request)).fields)),
  );
  app.patch('/admin/event/cancel', async (request, reply) =>
    ok(reply, await cancelEvent(ctx, (await readBody(request)).fields)),
  );
  app.delete('/admin/event/delete', async (request, reply) =>
    ok(reply, await deleteEvent(ctx, (await readBody(request)).fields)),
  );
  app.post('/admin/event/user/registered/list', async (request, reply) =>
    ok(reply, await listRegistrations(ctx, (await readBody(request)).fields, request.query)),
  );
  app.post('/admin/event/speaker/create', async (request, reply) =>
    ok(reply, await createSpeaker(ctx, await readBody(request, SPEAKER_FILES))),
  );
  app.delete('/admin/event/speaker/delete', async (request, reply) =>
    ok(reply, await deleteSpeaker(ctx, (await readBody(request)).fields)),
  );
};

export default eventsRoutes;
