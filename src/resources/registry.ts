import type { SimpleRestResource } from '../api/composedProvider';
import type { ResourceRegistry, ResourceSpec } from '../api/types';

/**
 * What a folder's `api.ts` default-exports: its API entries, in the backend's dialect (`ResourceSpec`, read by
 * the registry provider) or in ra-data-simple-rest's regular one.
 */
export type ApiEntries = readonly (ResourceSpec | SimpleRestResource)[];

const isSimpleRest = (entry: ApiEntries[number]): entry is SimpleRestResource => 'dialect' in entry;

/** Every folder's API entries (`src/resources/<name>/api.ts`), found by file name. */
const entries: ApiEntries = Object.values(
  import.meta.glob<ApiEntries>('./*/api.ts', { eager: true, import: 'default' }),
).flat();

/** The registry provider's entries by react-admin resource name (docs/architecture.md). */
export const registry: ResourceRegistry = Object.fromEntries(
  entries.filter((entry): entry is ResourceSpec => !isSimpleRest(entry)).map((entry) => [entry.name, entry]),
);

/** The resources served through ra-data-simple-rest. */
export const simpleRestResources: readonly string[] = entries.filter(isSimpleRest).map((entry) => entry.name);
