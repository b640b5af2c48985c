import { PassThrough } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Change } from '../changes/changeFeed.js';
import type { PresenceChange } from '../presence/presenceFeed.js';
import { sessionAdmin } from '../services/sessions.js';

/** How often an open stream says it is alive (proxies close silent connections) and checks its session. */
export const HEARTBEAT_MS = 20_000;
/** What a client waits before reconnecting after a loss (the stream's `retry`). */
const RETRY_MS = 2_000;
/** setTimeout's largest delay (about 24.8 days); a later expiry is checked by the heartbeats. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const changeEvent = (change: Change) =>
  `id: ${change.id}\nevent: change\ndata: ${JSON.stringify(change)}\n\n`;
/** Who has a record open changed: no id (a resuming client asks its record's viewers anew, it needs no replay). */
const presenceEvent = (change: PresenceChange) => `event: presence\ndata: ${JSON.stringify(change)}\n\n`;
/** The stream's last event: the session ended (`signedOut`) or its token expired (`expired`). */
const endEvent = (reason: 'signedOut' | 'expired') => `event: end\ndata: ${JSON.stringify({ reason })}\n\n`;

/** Last-Event-ID: the id of the last change the client received; anything else is ignored. */
function lastEventId(request: FastifyRequest): number | undefined {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

/**
 * GET /v1/admin/changes (issue 29; not in the backend): server-sent events, one `change` per committed write of any
 * instance on the database (changes/changeFeed.ts), `id` being its activity entry's, so a client reconnecting with
 * Last-Event-ID gets what it missed first; and one `presence` (resource, record) whenever who has a record open
 * changed (presence/presenceFeed.ts), for the tabs showing it to ask who is there now (routes/presence.ts). Authenticated as every admin route; the stream ends with an `end`
 * event when its token expires or its session ends (sign-out, a new password: checked at each heartbeat), and
 * when the server stops. Kept answers cannot answer from before a change sent here: they compare the tables'
 * versions, bumped in the same transaction as the write, on every request (http/answerCache.ts).
 */
const changesRoutes: FastifyPluginAsync = async (app) => {
  const open = new Set<() => void>();
  // An open stream never ends by itself: the server's close ends them first.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    '/admin/changes',
    // Not in the OpenAPI description: its property tests call every described route and wait for the answer's end.
    { schema: { hide: true } },
    async (request, reply) => {
      const { ctx } = app;
      const session = request.session;
      const stream = new PassThrough();
      // Changes heard while the missed ones are read wait, and are sent after them unless already sent.
      let buffered: Change[] | undefined = [];
      const unsubscribeChanges = ctx.changes.subscribe((change) =>
        buffered ? buffered.push(change) : stream.write(changeEvent(change)),
      );
      const unsubscribePresence = ctx.presence.subscribe((change) => stream.write(presenceEvent(change)));

      let timers: NodeJS.Timeout[] = [];
      const close = (reason?: 'signedOut' | 'expired') => {
        if (!open.delete(close)) return;
        unsubscribeChanges();
        unsubscribePresence();
        timers.forEach(clearTimeout);
        timers = [];
        if (reason) stream.write(endEvent(reason));
        stream.end();
      };
      open.add(close);
      reply.raw.on('close', () => close());

      const expiresAt = typeof session?.expiresAt === 'number' ? session.expiresAt * 1000 : undefined;
      if (expiresAt !== undefined) {
        const wait = Math.min(Math.max(0, expiresAt - Date.now()), MAX_TIMER_MS);
        timers.push(setTimeout(() => close('expired'), wait));
      }
      const heartbeat = setInterval(() => {
        void (async () => {
          const payload = session ? await ctx.tokens.verify(session.token) : null;
          const admin = payload && session ? await sessionAdmin(ctx.db, payload, session.token) : null;
          if (!admin) close(payload ? 'signedOut' : 'expired');
          else stream.write(': alive\n\n');
        })().catch(() => undefined);
      }, HEARTBEAT_MS);
      timers.push(heartbeat);

      stream.write(`retry: ${RETRY_MS}\n: connected\n\n`);
      const from = lastEventId(request);
      let missed: Change[] = [];
      try {
        if (from !== undefined) missed = await ctx.changes.since(from);
      } catch (error) {
        // The client tries again (a 500, then its retry) rather than miss what it asked for.
        close();
        throw error;
      }
      const sent = new Set(missed.map((change) => change.id));
      for (const change of [...missed, ...buffered.filter((change) => !sent.has(change.id))]) {
        stream.write(changeEvent(change));
      }
      buffered = undefined;

      return (
        reply
          .type('text/event-stream; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .header('X-Accel-Buffering', 'no')
          // Its connection ends with it: kept alive, it would hold the server's close.
          .header('Connection', 'close')
          .send(stream)
      );
    },
  );
};

export default changesRoutes;
