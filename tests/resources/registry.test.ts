import { describe, expect, it } from 'vitest';
import { resources } from '../../src/resources';
import type { ApiEntries } from '../../src/resources/registry';
import { registry, simpleRestResources } from '../../src/resources/registry';

/** Every resource name the folders' api.ts files declare, in either dialect. */
const apiResourceNames = Object.values(
  import.meta.glob<ApiEntries>('../../src/resources/*/api.ts', { eager: true, import: 'default' }),
).flatMap((entries) => entries.map((entry) => entry.name));

/** Every react-admin resource the descriptors declare: each folder's resource and the collections it reads. */
const declared = resources.flatMap((descriptor) => [descriptor.name, ...(descriptor.collections ?? [])]);

describe('registry', () => {
  it('has an API entry for every resource the descriptors declare and a declaration for every entry, each under its own name', () => {
    expect(new Set(declared).size, 'a resource declared twice').toBe(declared.length);
    expect(new Set(apiResourceNames).size, 'an API entry declared twice').toBe(apiResourceNames.length);
    expect([...apiResourceNames].sort()).toEqual([...declared].sort());
    expect(simpleRestResources).toEqual(['activity']);
    for (const [key, entry] of Object.entries(registry)) expect(entry.name).toBe(key);
  });

  it('gives every list its search fields', () => {
    for (const entry of Object.values(registry)) {
      if (entry.list) expect(entry.search?.length, entry.name).toBeGreaterThan(0);
    }
  });

  it('uses relative /admin paths (apiUrl ends in /v1), the country list being the public exception', () => {
    const paths = Object.values(registry).flatMap((entry) => [
      entry.list?.request({}).path,
      entry.one?.request('x').path,
      entry.create?.request.path,
      entry.update?.request.path,
      entry.status?.request.path,
      entry.remove?.request.path,
      ...Object.values(entry.actions ?? {}).map((action) => action.request.path),
    ]);
    for (const path of paths.filter(Boolean)) expect(path).toMatch(/^\/(admin\/|country\/list$)/);
  });
});
