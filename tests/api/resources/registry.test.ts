import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../src/api/resources';

/**
 * The resources src/routes/AdminApp.tsx declares: every `<Resource name="…">`, and the names of
 * PLACEHOLDER_RESOURCES while resources without screens remain.
 */
function declaredResources(): string[] {
  const source = readFileSync(path.resolve('src/routes/AdminApp.tsx'), 'utf8');
  const literal = [...source.matchAll(/<Resource\s+name="([^"]+)"/g)].map((match) => match[1]);
  const placeholders = /PLACEHOLDER_RESOURCES = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
  return [...literal, ...[...placeholders.matchAll(/'([^']+)'/g)].map((match) => match[1])];
}

describe('registry', () => {
  it('has an entry for every <Resource> of the app and a <Resource> for every entry, each under its own name', () => {
    const declared = declaredResources();
    expect(new Set(declared).size, 'a resource declared twice').toBe(declared.length);
    expect(Object.keys(registry).sort()).toEqual([...declared].sort());
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
