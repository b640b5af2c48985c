/**
 * Security review (2026-11-28): with Fastify's defaults (no timeouts) a client sending one byte of a sign-in body
 * every 50 s held its connection for ever. The server ends a connection quiet for a minute and a request not
 * received within 30 minutes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_IDLE_MS, REQUEST_RECEIVE_MS } from '../../../server/src/app';
import { HEARTBEAT_MS } from '../../../server/src/routes/changes';
import { startAreaServer, type AreaServer } from '../areaFixture';

let server: AreaServer;
beforeAll(async () => {
  server = await startAreaServer();
});
afterAll(() => server.close());

describe('slow clients', () => {
  it("end: a connection quiet for a minute, a request not received in 30 minutes (Node's HTTP server)", () => {
    expect(server.app.server.timeout).toBe(CONNECTION_IDLE_MS);
    expect(server.app.server.requestTimeout).toBe(REQUEST_RECEIVE_MS);
    expect(CONNECTION_IDLE_MS).toBe(60_000);
    expect(REQUEST_RECEIVE_MS).toBe(1_800_000);
  });

  it('leave the change stream open: its heartbeat writes well within the idle time', () => {
    expect(HEARTBEAT_MS * 2).toBeLessThan(CONNECTION_IDLE_MS);
  });
});
