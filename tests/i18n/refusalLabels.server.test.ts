/**
 * A server's refusal names the body field it refused ('"numberOfHealthHeroSessions" must be …'); the admin reads it
 * under the label the resource's screens give that field (src/api/serverMessages.ts: its own label, or that of the
 * screens' field it fills, `hhSessions`: screenFieldOf). Every field a resource's writes send (create, update,
 * status switch, delete, actions), as the server's OpenAPI description lists it, is named so in English.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ResourceSpec } from '../../src/api/types';
import { registry } from '../../src/resources/registry';
import { en } from '../../src/i18n/en';
import { screenFieldOf } from '../../src/resources/screenFields';
import { startAreaServer, type AreaServer } from '../server/areaFixture';

let server: AreaServer;
beforeAll(async () => {
  server = await startAreaServer();
});
afterAll(() => server?.close());

type Body = { schema?: { properties?: Record<string, unknown> } };
type Description = {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, Body> } }>>;
};

const lookUp = (messages: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null && Object.hasOwn(node, part)
          ? (node as Record<string, unknown>)[part]
          : undefined,
      messages,
    );

const isLabelled = (resource: string, source: string) =>
  typeof lookUp(en, `resources.${resource}.fields.${source}`) === 'string';

/** Every request a resource writes with: its create and update, its status switch, its delete and its actions. */
const writesOf = (entry: ResourceSpec) =>
  [
    entry.create?.request,
    entry.update?.request,
    entry.status?.request,
    entry.remove?.request,
    ...Object.values(entry.actions ?? {}).map((action) => action.request),
  ].filter((request) => request !== undefined);

it("labels every field a resource's writes send: create, update, switch, delete and actions", async () => {
  const description = (
    await server.app.inject({ method: 'GET', url: '/v1/openapi.json' })
  ).json() as Description;
  const missing: string[] = [];
  const undescribed: string[] = [];
  for (const entry of Object.values(registry)) {
    for (const request of writesOf(entry)) {
      const { method = 'POST', path } = request;
      const operation = description.paths[`/v1${path}`]?.[method.toLowerCase()];
      if (!operation) undescribed.push(`${entry.name}: ${method} ${path}`);
      const bodies = Object.values(operation?.requestBody?.content ?? {});
      const fields = new Set(bodies.flatMap((body) => Object.keys(body.schema?.properties ?? {})));
      for (const field of fields) {
        const source = screenFieldOf(entry.name, field, undefined, isLabelled);
        if (field !== 'uuid' && !isLabelled(entry.name, source))
          missing.push(
            `resources.${entry.name}.fields.${field} (${method} ${path}): docs/adding-a-resource.md §4`,
          );
      }
    }
  }
  // A write the server does not describe would have its fields left unchecked.
  expect(undescribed).toEqual([]);
  expect(missing).toEqual([]);
});
