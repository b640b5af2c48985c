/**
 * Slow clients over a real socket: a request that stops arriving ends after the idle limit (Fastify's default had
 * none: one byte of a sign-in body every 50 s held a connection for ever), while a handler that works longer than
 * that limit is still answered. The limits are shortened here; the server's own are checked beside.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_IDLE_MS, REQUEST_RECEIVE_MS } from '../../../server/src/app';
import { HEARTBEAT_MS } from '../../../server/src/routes/changes';
import { startAreaServer, type AreaServer } from '../areaFixture';

let server: AreaServer;
let port: number;
/** The idle limit the server was built with (the tests below shorten it). */
let idleLimit: number;

beforeAll(async () => {
  server = await startAreaServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as net.AddressInfo).port;
  idleLimit = server.app.server.timeout;
});
afterAll(() => server.close());

/** Sends `text` on a new connection; resolves with what the server wrote before it closed the connection. */
function exchange(text: string): Promise<{ answer: string; error?: string }> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    socket.on('data', (chunk) => {
      answer += String(chunk);
      if (answer.includes('\r\n\r\n') && answer.endsWith('}')) socket.end();
    });
    socket.on('error', (error) => resolve({ answer, error: error.message }));
    socket.on('close', () => resolve({ answer }));
  });
}

const LOGIN = JSON.stringify({ email: 'nobody@test.example', password: 'wrong-password' });
const loginRequest = (body: string, length = body.length) =>
  `POST /v1/admin/login HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${length}\r\nConnection: close\r\n\r\n${body}`;

describe('slow clients', () => {
  it('are cut when their request stops arriving for the idle limit, with no answer', async () => {
    server.app.server.timeout = 300;
    // Half of the body, then nothing.
    const { answer } = await exchange(loginRequest(LOGIN.slice(0, 10), LOGIN.length));
    expect(answer).toBe('');
  });

  it('are answered when the handler works longer than the idle limit (a password check here)', async () => {
    // scrypt takes tens of milliseconds: far more than the limit.
    server.app.server.timeout = 2;
    const { answer, error } = await exchange(loginRequest(LOGIN));
    expect(error).toBeUndefined();
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
  });

  it('are given a minute of quiet and 30 minutes for a request, the change stream writing within the minute', () => {
    expect(CONNECTION_IDLE_MS).toBe(60_000);
    expect(REQUEST_RECEIVE_MS).toBe(1_800_000);
    expect(idleLimit).toBe(CONNECTION_IDLE_MS);
    expect(server.app.server.requestTimeout).toBe(REQUEST_RECEIVE_MS);
    expect(HEARTBEAT_MS * 2).toBeLessThan(CONNECTION_IDLE_MS);
  });
});
