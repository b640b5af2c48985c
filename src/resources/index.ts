import type { ResourceDescriptor } from './defineResource';

/**
 * Every resource of the admin: each folder's `resource.ts` (docs/adding-a-resource.md), found by file name and
 * sorted by name, so a new folder needs no line here. The app builds from them its `<Resource>`s, its menu, the
 * boot's screens, the legacy redirects and the activity log's areas.
 */
export const resources: readonly ResourceDescriptor[] = Object.values(
  import.meta.glob<ResourceDescriptor>('./*/resource.ts', { eager: true, import: 'default' }),
).sort((a, b) => a.name.localeCompare(b.name));
