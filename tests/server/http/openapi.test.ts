/**
 * Issue 28: an OpenAPI 3.1 description of every /v1 route, generated from the route schemas, served without a
 * token at /v1/openapi.json, and a readable reference page at /v1/docs under a policy that lets its own files run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAreaServer, type AreaServer } from '../areaFixture';
import { registeredRoutes } from '../registeredRoutes';

interface Operation {
  requestBody?: {
    content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }>;
  };
  parameters?: { in: string; name: string }[];
  responses: Record<string, unknown>;
  security?: unknown[];
}
interface Description {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let server: AreaServer;
let description: Description;

beforeAll(async () => {
  server = await startAreaServer();
  const answer = await server.app.inject({ method: 'GET', url: '/v1/openapi.json' });
  expect(answer.statusCode).toBe(200);
  description = answer.json();
});
afterAll(() => server.close());

const operation = (path: string, method: string) => description.paths[path]?.[method];

describe('GET /v1/openapi.json', () => {
  it('is OpenAPI 3.1, served without a token', () => {
    expect(description.openapi).toBe('3.1.0');
  });

  it('describes every /v1 route, and nothing outside /v1', () => {
    const paths = Object.keys(description.paths);
    expect(paths.length).toBeGreaterThan(80);
    expect(paths.every((path) => path.startsWith('/v1/'))).toBe(true);
    expect(paths.some((path) => path.startsWith('/v1/docs'))).toBe(false);
    for (const [path, method] of [
      ['/v1/admin/login', 'post'],
      ['/v1/admin/package/list', 'get'],
      ['/v1/admin/event/create', 'post'],
      ['/v1/admin/voucher/update', 'patch'],
      ['/v1/admin/mywsg/reject', 'delete'],
      ['/v1/admin/activity/{id}', 'get'],
      ['/v1/country/list', 'get'],
    ] as const) {
      expect(operation(path, method), `${method} ${path}`).toBeDefined();
    }
  });

  it('describes every route the shared areas and the modules register, but the ones hidden on purpose', async () => {
    const routes = await registeredRoutes();
    expect(routes.filter((route) => route.hidden).map((route) => route.url)).toEqual(['/v1/admin/changes']);
    const missing = routes
      .filter((route) => !route.hidden)
      .map(({ method, url }) => [method.toLowerCase(), url.replace(/:(\w+)/g, '{$1}')] as const)
      .filter(([method, url]) => !operation(url, method))
      .map(([method, url]) => `${method} ${url}`);
    expect(missing).toEqual([]);
  });

  it('gives a create its JSON and multipart bodies, with the files in the multipart one', () => {
    const create = operation('/v1/admin/package/create', 'post');
    const content = create?.requestBody?.content ?? {};
    expect(Object.keys(content).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(content['application/json']?.schema.properties).toHaveProperty('annualCost');
    expect(content['application/json']?.schema.properties).not.toHaveProperty('image');
    expect(content['multipart/form-data']?.schema.properties).toHaveProperty('image');
  });

  it('states the bounds of the fields and the answers, failures included', () => {
    const create = operation('/v1/admin/package/create', 'post');
    expect(create?.requestBody?.content['application/json']?.schema.properties?.annualCost).toMatchObject({
      type: 'number',
      minimum: 0,
      maximum: 1_000_000,
    });
    expect(Object.keys(create?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '4XX']));
    expect(operation('/v1/admin/package/list', 'get')?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['page', 'limit']),
    );
  });

  it('describes the sign-in and profile bodies as JSON only, with their fields and bounds', () => {
    const body = (path: string, method: string) => operation(path, method)?.requestBody?.content ?? {};
    const login = body('/v1/admin/login', 'post');
    expect(Object.keys(login)).toEqual(['application/json']);
    // Both optional, as in the backend's Joi schema: passport refuses a missing one (plain-text 400).
    expect(login['application/json']?.schema).toMatchObject({
      additionalProperties: false,
      properties: { email: { format: 'email', maxLength: 254 }, password: { maxLength: 1000 } },
    });
    expect(login['application/json']?.schema).not.toHaveProperty('required');
    expect(body('/v1/admin/forgotPassword', 'post')['application/json']?.schema).toMatchObject({
      required: ['email'],
    });
    expect(body('/v1/admin/reset', 'post')['application/json']?.schema).toMatchObject({
      required: ['token', 'newPassword', 'confirmPassword'],
    });
    const profile = body('/v1/admin/profile/update', 'patch');
    expect(Object.keys(profile)).toEqual(['application/json']);
    expect(profile['application/json']?.schema).toMatchObject({
      additionalProperties: false,
      properties: { countryCode: { format: 'calling-code' }, phone: { format: 'admin-phone' } },
    });
    expect(Object.keys(operation('/v1/admin/login', 'post')?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401']),
    );
  });

  it('marks the public routes as needing no token, the others a bearer token', () => {
    expect(operation('/v1/admin/login', 'post')?.security).toEqual([]);
    expect(operation('/v1/country/list', 'get')?.security).toEqual([]);
    expect(operation('/v1/admin/faqs/list', 'get')?.security).toBeUndefined();
  });
});

describe('the reference page', () => {
  it('is served without a token, its scripts from its own files under a policy that allows them', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/v1/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const url = script.startsWith('.') ? `/v1/docs/${script.slice(2)}` : script;
      const file = await server.app.inject({ method: 'GET', url });
      expect(`${url} ${file.statusCode}`).toBe(`${url} 200`);
    }
    // The page reads the description from its own address.
    const json = await server.app.inject({ method: 'GET', url: '/v1/docs/json' });
    expect(json.json()).toMatchObject({ openapi: '3.1.0' });
  });
});
