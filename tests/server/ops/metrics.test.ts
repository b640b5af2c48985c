/**
 * /metrics (issue 28, Operable): Prometheus's text format behind a bearer token, with request counts and
 * durations by matched route pattern and status, database query time, upload bytes and cached-answer hits.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/src/config';
import { PNG, startAreaServer, type AreaServer } from '../areaFixture';

const TOKEN = 'metrics-test-token-0123456789';

let server: AreaServer;

beforeAll(async () => {
  server = await startAreaServer({ config: { metricsToken: TOKEN } });
});
afterAll(() => server.close());

async function scrape(token = TOKEN) {
  return server.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
}

/** The value of one sample of the scraped text (0 when absent): `name{label="value",…} number`. */
async function sample(name: string, labels: Record<string, string> = {}): Promise<number> {
  const text = (await scrape()).body;
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]] as const),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return 0;
}

describe('GET /metrics', () => {
  it('answers only the bearer of METRICS_TOKEN, in the Prometheus text format', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await scrape('not-the-token-0123456789')).statusCode).toBe(401);
    // An admin's token is not the metrics token.
    const [admin] = await server.db.query<{ uuid: string }>('SELECT uuid FROM admins');
    expect((await scrape(await server.ctx.tokens.sign({ id: admin?.uuid }))).statusCode).toBe(401);
    const answer = await scrape();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.body).toMatch(/^# TYPE http_requests_total counter$/m);
    expect(answer.body).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it('is off (404) while METRICS_TOKEN is unset', async () => {
    const off = await startAreaServer();
    try {
      const answer = await off.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer anything-at-all-0123' },
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toMatch(/http_requests_total/);
    } finally {
      await off.close();
    }
  });

  it('refuses to start with a METRICS_TOKEN short enough to guess', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short-token' })).toThrow(/at least 16 characters/);
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
  });
});

describe('what /metrics counts', () => {
  it('counts and times requests by the route pattern that matched and the status, never the raw URL', async () => {
    const id = randomUUID();
    const labels = { method: 'GET', route: '/v1/admin/activity/:id', status: '404' };
    const before = await sample('http_requests_total', labels);
    expect((await server.call('GET', `/admin/activity/${id}`)).statusCode).toBe(404);
    expect(await sample('http_requests_total', labels)).toBe(before + 1);
    expect(await sample('http_request_duration_seconds_count', labels)).toBe(before + 1);

    const unmatched = { method: 'GET', route: 'unmatched', status: '404' };
    const unmatchedBefore = await sample('http_requests_total', unmatched);
    await server.app.inject({ method: 'GET', url: `/no-such-page-${id}` });
    expect(await sample('http_requests_total', unmatched)).toBe(unmatchedBefore + 1);

    const text = (await scrape()).body;
    expect(text).not.toContain(id);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/metrics",status="200"\} \d+/);
  });

  it('times database queries, those inside transactions included', async () => {
    const ok = { kind: 'query', outcome: 'ok' };
    const before = await sample('db_query_duration_seconds_count', ok);
    await server.ctx.db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      await tx.query('SELECT 2');
    });
    expect(await sample('db_query_duration_seconds_count', ok)).toBeGreaterThanOrEqual(before + 2);
    const failed = { kind: 'query', outcome: 'error' };
    const failedBefore = await sample('db_query_duration_seconds_count', failed);
    await expect(server.ctx.db.query('SELECT * FROM no_such_table')).rejects.toThrow();
    expect(await sample('db_query_duration_seconds_count', failed)).toBe(failedBefore + 1);
    expect(await sample('db_query_duration_seconds_sum', ok)).toBeGreaterThan(0);
  });

  it('adds the bytes of every accepted upload file', async () => {
    const before = await sample('upload_bytes_total');
    const filesBefore = await sample('upload_files_total');
    const answer = await server.upload('POST', '/admin/supportGroup/create', {
      name: 'Metrics Circle',
      description: 'Weekly talks',
      numberOfMembers: '2',
      membershipPackage: await server.insertPackage(),
      country: 'India',
      groupCategory: 'Heart Health',
      state: 'MH',
      city: 'Pune',
      groupLink: 'https://meet.example/metrics',
      image: { name: 'circle.png', content: PNG },
    });
    expect(answer.statusCode).toBe(200);
    expect(await sample('upload_bytes_total')).toBe(before + PNG.length);
    expect(await sample('upload_files_total')).toBe(filesBefore + 1);
  });

  it('counts the kept answers sent (hits) and those built anew (misses)', async () => {
    const hit = { result: 'hit' };
    const miss = { result: 'miss' };
    const [hitsBefore, missesBefore] = [
      await sample('answer_cache_lookups_total', hit),
      await sample('answer_cache_lookups_total', miss),
    ];
    await server.call('GET', '/admin/all/payment/list');
    await server.call('GET', '/admin/all/payment/list');
    expect(await sample('answer_cache_lookups_total', miss)).toBe(missesBefore + 1);
    expect(await sample('answer_cache_lookups_total', hit)).toBe(hitsBefore + 1);
  });
});
