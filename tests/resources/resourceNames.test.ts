import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countResourceNames, declaredResources } from '../../scripts/resourceNames';
import { resources } from '../../src/resources';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Issue 25's goal: a resource's name appears in at most 3 source files outside its own modules. */
const MOST_FILES = 3;

describe('resource names outside their own modules (scripts/resourceNames.ts)', () => {
  it('reads the resources the descriptors declare', () => {
    const names = resources.flatMap((descriptor) => [descriptor.name, ...(descriptor.collections ?? [])]);
    expect(
      declaredResources(ROOT)
        .map((resource) => resource.name)
        .sort(),
    ).toEqual(names.sort());
  });

  it(`finds each resource named in at most ${MOST_FILES} shared source files`, () => {
    const counts = countResourceNames(ROOT);
    const over = counts.filter((count) => count.files.length > MOST_FILES);
    expect(over.map(({ name, files }) => `${name}: ${files.join(', ')}`)).toEqual([]);
    // The count sees what it should: the menu's group of the events, the dashboard's counts.
    expect(counts.find((count) => count.name === 'events')?.files).toContain('src/layout/navigation.ts');
    expect(counts.find((count) => count.name === 'heroes')?.files).toEqual([
      'src/dashboard/dashboardCounts.ts',
    ]);
  });
});
