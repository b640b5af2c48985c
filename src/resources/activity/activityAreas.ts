import { resources } from '..';
import type { ResourceDescriptor } from '../defineResource';

/** An area the server's activity log records (its `resource` field), as the resources declare them. */
export interface ActivityArea {
  id: string;
  /** i18n key of its name. */
  label: string;
  /** Its records have an edit screen that an entry can link to. */
  linkable: boolean;
}

/** The areas the descriptors declare (`activity`): a resource's own records link to its edit screen. */
export const activityAreasOf = (descriptors: readonly ResourceDescriptor[]): ActivityArea[] =>
  descriptors.flatMap((descriptor) =>
    Object.entries(descriptor.activity ?? {}).map(([id, label]) => ({
      id,
      label,
      linkable: id === descriptor.name && Boolean(descriptor.views?.includes('edit')),
    })),
  );

/** The app's areas, by id. */
export const ACTIVITY_AREAS: ReadonlyMap<string, ActivityArea> = new Map(
  activityAreasOf(resources).map((area) => [area.id, area]),
);
