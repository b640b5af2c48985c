/**
 * Critical finding: the auth hook compared the raw URL while the router matched the decoded, case-folded path,
 * so `/v1/%61dmin/…` reached every admin route without a token. The decision now rests on the matched route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAreaServer, type AreaServer } from '../areaFixture';
import { registeredRoutes, type RouteEntry } from '../registeredRoutes';

/** Spellings of one path that a router might take for it: encoded, double-encoded, case, slashes, dots. */
function variants(url: string): string[] {
  const segments = url.split('/');
  const encodeFirst = (segment: string) =>
    segment ? `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}` : segment;
  const encodeFirstUpper = (segment: string) =>
    segment ? `%${segment.charCodeAt(0).toString(16).toUpperCase()}${segment.slice(1)}` : segment;
  const mixedCase = [...url].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join('');
  return [
    url,
    segments.map(encodeFirst).join('/'),
    segments.map(encodeFirstUpper).join('/'),
    segments.map((s, i) => (i === 2 ? encodeFirst(s) : s)).join('/'),
    segments.map((s) => (s ? `%25${s.charCodeAt(0).toString(16)}${s.slice(1)}` : s)).join('/'),
    [...url].map((c) => (c === '/' ? c : `%${c.charCodeAt(0).toString(16)}`)).join(''),
    url.toUpperCase(),
    mixedCase,
    `${url}/`,
    `${url}//`,
    `/${url}`,
    url.replace('/v1/', '/v1//'),
    url.replace(/\/([^/]*)$/, '//$1'),
    `${url}.`,
    `${url}%2e`,
    `${url}%20`,
    `${url};`,
    `${url}?/v1/admin/login`,
    url.replace(/\/([^/]*)$/, '%2f$1'),
    url.replace('/admin/', '/admin/login/../'),
    url.replace('/admin/', '/admin/./'),
  ];
}

let server: AreaServer;
let routes: RouteEntry[];

beforeAll(async () => {
  server = await startAreaServer();
  routes = await registeredRoutes();
});
afterAll(() => server.close());

describe('the public/private boundary is the matched route, however the path is spelled', () => {
  it('knows the routes: only login, forgot password, reset, the country list and health are public', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(
      routes
        .filter((r) => r.config.public === true)
        .map((r) => `${r.method} ${r.url}`)
        .sort(),
    ).toEqual([
      'GET /v1/country/list',
      'GET /v1/health',
      'POST /v1/admin/forgotPassword',
      'POST /v1/admin/login',
      'POST /v1/admin/reset',
    ]);
  });

  it('answers every spelling of every private route without a token with 401 (or 404 when nothing matches)', async () => {
    const leaks: string[] = [];
    for (const route of routes.filter((r) => r.config.public !== true)) {
      for (const url of variants(route.url)) {
        const answer = await server.app.inject({
          method: route.method as 'GET',
          url,
          payload: route.method === 'GET' ? undefined : { uuid: 'x', page: 1, limit: 2 },
        });
        if (answer.statusCode !== 401 && answer.statusCode !== 404) {
          leaks.push(`${route.method} ${url} → ${answer.statusCode}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('refuses the encoded spellings the finding named (read, create, delete, upload) with 401', async () => {
    for (const [method, url] of [
      ['GET', '/v1/%61dmin/members/list?page=1&limit=2'],
      ['GET', '/v1/%41DMIN/MEMBERS/LIST?page=1&limit=2'],
      ['POST', '/v1/%61dmin/package/create'],
      ['DELETE', '/v1/%61dmin/members/delete'],
      ['POST', '/v1/admin/%70rofile/view'],
      ['PATCH', '/v1/Admin/Profile/Update/'],
    ] as const) {
      const answer = await server.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(`${method} ${url} → ${answer.statusCode}`).toBe(`${method} ${url} → 401`);
      expect(answer.body).toBe('Unauthorized');
    }
  });

  it('still answers the public routes without a token under their other spellings', async () => {
    for (const url of ['/v1/%61dmin/login', '/V1/ADMIN/LOGIN/', '/v1/admin/Login']) {
      const answer = await server.app.inject({ method: 'POST', url, payload: { email: 'x@y.zz' } });
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toBe('Bad Request');
    }
    for (const url of ['/v1/country/list', '/v1/%63ountry/list', '/v1/COUNTRY/LIST/', '/v1/health']) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
  });

  it('with a valid token, the encoded spellings reach the route as before', async () => {
    const answer = await server.call('GET', '/%61dmin/members/list?page=1&limit=2');
    expect(answer.statusCode).toBe(200);
  });
});
