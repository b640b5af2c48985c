import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { SvgIconProps } from '@mui/material';

/** The views of a resource, as its screens module default-exports them (react-admin's `<Resource>` props). */
export interface ResourceScreens {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
}

export type ResourceView = keyof ResourceScreens;

/** A folder's `screens.ts`: its views as the default export, any other screen as a named export. */
export type ScreensModule = { default?: ResourceScreens } & Record<string, unknown>;

/** A screen of the folder's own screens module by its export name, or one of another folder's. */
export type ScreenRef<Screens> =
  | (Exclude<keyof Screens, 'default'> & string)
  | { load: () => Promise<Record<string, unknown>>; name: string };

/** Where a spec URL leads, under the resource's own URL: a path pattern over the same params ('' is the list), or a function of them and of the navigation state. */
export type LegacyTarget = string | ((params: Params, state: unknown) => string);

/** The menu's groups (src/layout/navigation.ts), each a collapsible entry. */
export type MenuGroup = 'events' | 'content-library' | 'health-hero' | 'market-place';

/** One entry of the menu (spec 1 §2), also found by the page search and offered to the shortcut bar. */
export interface MenuEntry {
  /** Stable id: shortcuts are stored by it. Default: the resource's name. */
  id?: string;
  /** i18n key of the title. */
  title: string;
  /** Position among its siblings (top level or in its group): smaller first. */
  order: number;
  group?: MenuGroup;
  /** The page under the resource's URL (`upcoming` for /admin/events/upcoming); default its list. */
  path?: string;
  /** Default: the resource's icon. */
  icon?: ComponentType<SvgIconProps>;
  /** Other URL prefixes at which this entry is the current one (the incomplete members list is Members'). */
  currentAlsoAt?: string[];
}

/**
 * Everything the app needs to know about one resource, in its folder's `resource.ts` (found by
 * src/resources/index.ts; docs/adding-a-resource.md). Plain data and a lazy import: the screens load on first
 * visit, and the API entries are the folder's `api.ts`.
 */
export interface ResourceDescriptor<Screens extends ScreensModule = ScreensModule> {
  /** react-admin's resource name: its URL /admin/<name>, its API entry, its texts resources.<name>.*. */
  name: string;
  /** The folder's screens, loaded on first visit so /login carries none of them. */
  screens?: () => Promise<Screens>;
  /**
   * The views the screens module default-exports, named here because react-admin reads `hasCreate`, `hasEdit`
   * and `hasShow` before the screens have loaded. Without views the resource is declared bare (read by
   * screens only).
   */
  views?: readonly (keyof NonNullable<Screens['default']> & ResourceView)[];
  /** More screens under the resource's URL, by path (`:id/upload`). */
  routes?: Readonly<Record<string, ScreenRef<Screens>>>;
  /** Screens at their own path under /admin, outside the resource's URL (`profile/edit`). */
  pages?: Readonly<Record<string, ScreenRef<Screens>>>;
  /** Collections read only inside this folder's screens (an event's speakers): declared bare. */
  collections?: readonly string[];
  icon?: ComponentType<SvgIconProps>;
  menu?: readonly MenuEntry[];
  /** The spec's URLs (under /admin) that lead to this resource's screens. */
  legacy?: Readonly<Record<string, LegacyTarget>>;
  /** The areas the server's activity log records for this folder, by resource name: their i18n label key. */
  activity?: Readonly<Record<string, string>>;
}

/** A descriptor, with its screen names and views checked against its screens module. */
export const defineResource = <Screens extends ScreensModule>(
  descriptor: ResourceDescriptor<Screens>,
): ResourceDescriptor => descriptor as unknown as ResourceDescriptor;

const idOf = (value: unknown): string | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { uuid, id } = value as { uuid?: unknown; id?: unknown };
  const found = uuid ?? id;
  return typeof found === 'string' || typeof found === 'number' ? String(found) : undefined;
};

/**
 * The legacy target of the edit screens the old app opened with the record in navigation state instead of the
 * URL (/admin/voucher/edit, /admin/faq/edit, /admin/events/promo/code/edit): the record's uuid picks the edit
 * URL; without state (a bookmark) the list is the best the URL can say.
 */
export const recordFromState: LegacyTarget = (_params, state) => {
  const id = idOf((state as { record?: unknown } | null)?.record) ?? idOf(state);
  return id ? encodeURIComponent(id) : '';
};
