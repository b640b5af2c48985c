import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

describe('reference server transport (api-contract §1, §2)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers /v1/health when the database is reachable', async () => {
    const response = await fetch(`${server.apiUrl}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 200, data: { database: 'up' } });
  });

  it('answers 401 as plain text without a token, with CORS headers', async () => {
    const response = await fetch(`${server.apiUrl}/admin/package/list?page=1&limit=10`);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/text\/plain/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toBe('Unauthorized');
  });

  it('refuses a forged token', async () => {
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6IngifQ.c2lnbmF0dXJl';
    const response = await fetch(`${server.apiUrl}/admin/faqs/list`, {
      headers: { Authorization: `Bearer ${forged}` },
    });
    expect(response.status).toBe(401);
  });

  it('refuses an expired token of a real admin', async () => {
    const [admin] = await server.db.query<{ uuid: string }>('SELECT uuid FROM admins LIMIT 1');
    const expired = await server.ctx.tokens.sign({ id: admin?.uuid }, -10);
    const response = await fetch(`${server.apiUrl}/admin/faqs/list`, {
      headers: { Authorization: `Bearer ${expired}` },
    });
    expect(response.status).toBe(401);
  });

  // @fastify/cors answers the preflight itself, with an empty body (the backend's `{}` is never read by a browser).
  it('answers a preflight OPTIONS with 200 and the allowed methods and headers, before authentication', async () => {
    const response = await fetch(`${server.apiUrl}/admin/package/list`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://elsewhere.example', 'Access-Control-Request-Method': 'PATCH' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(response.headers.get('access-control-allow-headers')).toContain('Authorization');
  });

  it('answers an unknown route with an HTML 404 page', async () => {
    const [admin] = await server.db.query<{ uuid: string }>('SELECT uuid FROM admins LIMIT 1');
    const token = await server.ctx.tokens.sign({ id: admin?.uuid });
    const response = await fetch(`${server.apiUrl}/admin/no/such/route`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Cannot PATCH /v1/admin/no/such/route');
  });

  it('answers malformed JSON with a 400 error wrapper', async () => {
    const response = await fetch(`${server.apiUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400 });
  });
});
