/**
 * The request log (issue 28, Operable): one JSON line per request with its request id (echoed as x-request-id),
 * secrets redacted wherever they appear, and readable lines in development.
 */
import { Writable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolvedLogFormat } from '../../../server/src/ops/logger';
import { startAreaServer, type AreaServer } from '../areaFixture';

/** A stream keeping the log lines the server writes. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return Object.assign(stream, { lines });
}

let server: AreaServer;
let log: ReturnType<typeof capture>;
let adminToken: string;

beforeAll(async () => {
  log = capture();
  server = await startAreaServer({ log, config: { logFormat: 'json', logLevel: 'info' } });
  const [admin] = await server.db.query<{ uuid: string }>('SELECT uuid FROM admins');
  adminToken = await server.ctx.tokens.sign({ id: admin?.uuid });
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

/** Sends one request and returns it with the log lines it produced. */
async function logged(request: InjectOptions) {
  const from = log.lines.length;
  const answer = await server.app.inject(request);
  const lines = log.lines.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>);
  return { answer, lines, text: log.lines.slice(from).join('') };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('one JSON line per request', () => {
  it('logs method, URL, matched route, status and time under the request id the answer echoes', async () => {
    const { answer, lines } = await logged({
      method: 'GET',
      url: '/v1/admin/faqs/list?page=1',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(answer.statusCode).toBe(200);
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      reqId: id,
      msg: 'request completed',
      req: { method: 'GET', url: '/v1/admin/faqs/list?page=1', route: '/v1/admin/faqs/list' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0]?.responseTime).toBe('number');
    expect(lines[0]?.admin).toMatch(UUID);
  });

  it('keeps a well-formed incoming x-request-id and replaces a malformed one', async () => {
    const kept = await logged({
      method: 'GET',
      url: '/v1/health',
      headers: { 'x-request-id': 'lb-7f3a.42:1' },
    });
    expect(kept.answer.headers['x-request-id']).toBe('lb-7f3a.42:1');
    expect(kept.lines[0]?.reqId).toBe('lb-7f3a.42:1');
    for (const malformed of ['two words', '<script>', 'x'.repeat(129), '']) {
      const replaced = await logged({
        method: 'GET',
        url: '/v1/health',
        headers: { 'x-request-id': malformed },
      });
      expect(replaced.answer.headers['x-request-id']).toMatch(UUID);
      expect(replaced.lines[0]?.reqId).toBe(replaced.answer.headers['x-request-id']);
    }
  });

  it('gives answers sent before routing (a preflight, a 401) their id and line too', async () => {
    const refused = await logged({ method: 'GET', url: '/v1/admin/faqs/list' });
    expect(refused.answer.statusCode).toBe(401);
    expect(refused.lines[0]).toMatchObject({
      reqId: refused.answer.headers['x-request-id'],
      res: { statusCode: 401 },
    });
    const preflight = await logged({ method: 'OPTIONS', url: '/v1/admin/faqs/list' });
    expect(preflight.answer.headers['x-request-id']).toMatch(UUID);
    expect(preflight.lines).toHaveLength(1);
  });

  it('logs a failed request (5xx) at level error', async () => {
    vi.spyOn(server.ctx.db, 'query').mockRejectedValue(new Error('the disk is on fire'));
    const { answer, lines } = await logged({
      method: 'GET',
      url: '/v1/admin/faqs/list',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(answer.statusCode).toBeGreaterThanOrEqual(500);
    const line = lines.find((l) => l.msg === 'request completed');
    expect(line).toMatchObject({ level: 50, res: { statusCode: answer.statusCode } });
  });
});

describe('secrets never reach the log', () => {
  const SECRETS = {
    loginPassword: 'Sw0rdfish-login-pw',
    queryToken: 'query-token-7d1e',
    queryPassword: 'query-pw-93ab',
    querySecret: 'query-secret-55c0',
    cookie: 'session-cookie-e2f4',
    resetToken: 'reset-token-0c9d8e7f',
    bodyPassword: 'body-pw-61aa',
    bodyToken: 'body-token-2b3c',
    headerKey: 'api-key-4d4d',
  };

  it('redacts authorization, cookies, and passwords, tokens and secrets in URLs, bodies and logged objects', async () => {
    const from = log.lines.length;
    await server.app.inject({
      method: 'POST',
      url: '/v1/admin/login',
      payload: { email: 'admin@test.example', password: SECRETS.loginPassword },
    });
    await server.app.inject({
      method: 'GET',
      url: `/v1/admin/faqs/list?token=${SECRETS.queryToken}&newPassword=${SECRETS.queryPassword}&client_secret=${SECRETS.querySecret}&page=1`,
      headers: { authorization: `Bearer ${adminToken}`, cookie: `sid=${SECRETS.cookie}` },
    });
    // The app's reset page carries the reset token in its path.
    await server.app.inject({ method: 'GET', url: `/reset/${SECRETS.resetToken}` });
    // Whatever else logs an object (a body, headers, an error with extra fields) is redacted the same way.
    server.app.log.warn(
      {
        body: {
          email: 'a@b.c',
          confirmPassword: SECRETS.bodyPassword,
          nested: [{ resetToken: SECRETS.bodyToken }],
        },
        headers: { authorization: `Bearer ${adminToken}`, 'x-api-key': SECRETS.headerKey },
      },
      'a logged body',
    );
    server.app.log.error(
      { err: Object.assign(new Error('failed'), { password: SECRETS.bodyPassword }) },
      'boom',
    );

    const text = log.lines.slice(from).join('');
    for (const secret of [...Object.values(SECRETS), adminToken]) expect(text).not.toContain(secret);
    const lines = log.lines.slice(from).map((line) => JSON.parse(line) as { req?: { url?: string } });
    expect(lines.map((line) => line.req?.url).filter(Boolean)).toEqual([
      '/v1/admin/login',
      '/v1/admin/faqs/list?token=[REDACTED]&newPassword=[REDACTED]&client_secret=[REDACTED]&page=1',
      '/reset/[REDACTED]',
    ]);
    expect(text).toContain('"confirmPassword":"[REDACTED]"');
    expect(text).toContain('"email":"a@b.c"');
  });
});

describe('readable lines in development', () => {
  it('picks pino-pretty on a terminal outside production and CI, JSON lines elsewhere or when told', () => {
    expect(resolvedLogFormat('auto', {}, true)).toBe('pretty');
    expect(resolvedLogFormat('auto', {}, false)).toBe('json');
    expect(resolvedLogFormat('auto', { NODE_ENV: 'production' }, true)).toBe('json');
    expect(resolvedLogFormat('auto', { CI: 'true' }, true)).toBe('json');
    expect(resolvedLogFormat('pretty', { NODE_ENV: 'production' }, false)).toBe('pretty');
    expect(resolvedLogFormat('json', {}, true)).toBe('json');
  });

  it('writes one readable line per request with LOG_FORMAT=pretty', async () => {
    const pretty = capture();
    const readable = await startAreaServer({
      log: pretty,
      config: { logFormat: 'pretty', logLevel: 'info' },
    });
    try {
      const answer = await readable.app.inject({ method: 'GET', url: '/v1/health?password=hunter2' });
      // eslint-disable-next-line no-control-regex
      const text = pretty.lines.join('').replace(/\u001b\[[0-9;]*m/g, '');
      expect(text).toContain(`GET /v1/health?password=[REDACTED] 200`);
      expect(text).toContain(`[${String(answer.headers['x-request-id'])}]`);
      expect(text).not.toContain('hunter2');
      expect(text.trim().startsWith('{')).toBe(false);
    } finally {
      await readable.close();
    }
  });
});
