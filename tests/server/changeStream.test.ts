/**
 * Issue 29: GET /v1/admin/changes, the change stream. Over a real socket (an event stream never ends, so
 * app.inject cannot read it): a write is sent as a `change` event; a client resuming with Last-Event-ID gets what
 * it missed; no token is a 401; an expiring token, and a session signed out, end the stream. With PostgreSQL
 * reachable (TEST_DATABASE_URL or DATABASE_URL), two server instances on one database each hear the other's writes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { HEARTBEAT_MS } from '../../server/src/routes/changes';
import { createServer, type StartedServer } from '../../server/src/server';
import { createDatabaseOnServer } from '../contract/template';
import { startAreaServer, type AreaServer } from './areaFixture';
import { openStream, waitFor } from './eventStream';

describe('the change stream on one server', () => {
  let server: AreaServer;
  let baseUrl: string;
  let token: string;

  beforeAll(async () => {
    server = await startAreaServer();
    baseUrl = await server.app.listen({ host: '127.0.0.1', port: 0 });
    token = await server.ctx.tokens.sign({ id: server.adminUuid });
  });
  afterAll(() => server.close());

  it('refuses a call without a token with the usual 401', async () => {
    const stream = await openStream(baseUrl, null);
    expect(stream.response.status).toBe(401);
    await stream.close();
  });

  it('sends each committed write as a change event, and what a resuming client missed first', async () => {
    const stream = await openStream(baseUrl, token);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const created = await server.call('POST', '/admin/faqs/create', { question: 'Live?', answer: 'Yes' });
    const uuid = (created.body.data as { uuid: string }).uuid;
    const change = await waitFor(() => stream.changes().find((c) => c.recordId === uuid));
    expect(change).toMatchObject({
      resource: 'faqs',
      action: 'create',
      admin: 'admin@test.example',
      adminName: 'Test Admin',
      label: 'Live?',
    });
    await stream.close();

    // Two writes while the client was away, then it comes back with the last id it had.
    await server.call('PATCH', '/admin/faqs/update', { uuid, answer: 'Still yes' });
    await server.call('PATCH', '/admin/faqs/update', { uuid, isActive: false });
    const resumed = await openStream(baseUrl, token, String(change.id));
    const missed = await waitFor(() => (resumed.changes().length >= 2 ? resumed.changes() : undefined));
    expect(missed.map((c) => [c.recordId, c.action])).toEqual([
      [uuid, 'update'],
      [uuid, 'status'],
    ]);
    expect(missed[0]!.id).toBeGreaterThan(change.id);
    expect(missed[0]).toMatchObject({ adminName: 'Test Admin', label: 'Live?' });
    await resumed.close();
  });

  it('sends nothing for a write that rolled back', async () => {
    const stream = await openStream(baseUrl, token);
    const refused = await server.call('POST', '/admin/faqs/create', { question: 'No answer?' });
    expect(refused.statusCode).toBe(400);
    const created = await server.call('POST', '/admin/faqs/create', { question: 'After?', answer: 'Yes' });
    const uuid = (created.body.data as { uuid: string }).uuid;
    await waitFor(() => stream.changes().find((c) => c.recordId === uuid));
    expect(stream.changes()).toHaveLength(1);
    await stream.close();
  });

  it('ends with an `end` event when its token expires', async () => {
    const shortLived = await server.ctx.tokens.sign({ id: server.adminUuid }, 2);
    const stream = await openStream(baseUrl, shortLived);
    expect(stream.response.status).toBe(200);
    await waitFor(() => stream.ended(), 6000);
    expect(stream.events.at(-1)).toEqual({ event: 'end', data: '{"reason":"expired"}' });
  });

  it('ends with an `end` event at the next heartbeat once its session signed out', async () => {
    const session = await server.ctx.tokens.sign({ id: server.adminUuid });
    // Only the stream's heartbeat is on a fake clock: the sockets and the database keep real time.
    vi.useFakeTimers({ toFake: ['setInterval'] });
    try {
      const stream = await openStream(baseUrl, session);
      expect(stream.response.status).toBe(200);
      const signedOut = await fetch(`${baseUrl}/v1/admin/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session}` },
      });
      expect(signedOut.status).toBe(200);
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
      await waitFor(() => stream.ended());
      expect(stream.events.at(-1)).toEqual({ event: 'end', data: '{"reason":"signedOut"}' });
    } finally {
      vi.useRealTimers();
    }
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

describe.skipIf(!postgresUrl)('the change stream across two instances on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createDatabaseOnServer>>;
  const instances: StartedServer[] = [];
  const dataDirs: string[] = [];
  const urls: string[] = [];
  let token: string;

  beforeAll(async () => {
    database = await createDatabaseOnServer(postgresUrl!, 'wa_change_stream');
    for (let i = 0; i < 2; i++) {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'wa-stream-'));
      dataDirs.push(dataDir);
      const config = {
        ...loadConfig({}),
        dataDir,
        uiDir: path.join(dataDir, 'no-ui'),
        jwtSecret: 'shared-secret',
        databaseUrl: database.url,
      };
      const started = await createServer(config, { seed: i === 0 });
      instances.push(started);
      urls.push(await started.app.listen({ host: '127.0.0.1', port: 0 }));
    }
    const [row] = await instances[0]!.db.query<{ uuid: string }>('SELECT uuid FROM admins LIMIT 1');
    token = await instances[0]!.ctx.tokens.sign({ id: row!.uuid });
  }, 120_000);
  afterAll(async () => {
    for (const instance of instances) await instance.app.close();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    await database?.drop();
  });

  it("each instance's stream carries the other's writes", async () => {
    const [one, two] = await Promise.all(urls.map((url) => openStream(url, token)));
    const write = async (url: string, question: string) => {
      const response = await fetch(`${url}/v1/admin/faqs/create`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ question, answer: 'Yes' }),
      });
      return ((await response.json()) as { data: { uuid: string } }).data.uuid;
    };
    const first = await write(urls[0]!, 'Written on one?');
    const second = await write(urls[1]!, 'Written on two?');
    for (const stream of [one!, two!]) {
      await waitFor(() => stream.changes().find((c) => c.recordId === first));
      await waitFor(() => stream.changes().find((c) => c.recordId === second));
    }
    await Promise.all([one!.close(), two!.close()]);
  });
});
