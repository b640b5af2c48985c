/**
 * The navigation of spec 1 §2 (group 'Applications'), as data: the menu draws it, page search and the
 * shortcut bar look pages up in it. Each resource names its entries in its descriptor (`menu`); the shell adds
 * the dashboard and the collapsible groups. URLs are the canonical ones of docs/architecture.md, written in
 * full because react-admin runs inside the app's own router under /admin.
 */
import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import EventsIcon from '@mui/icons-material/EventOutlined';
import LibraryIcon from '@mui/icons-material/LibraryBooksOutlined';
import HeroIcon from '@mui/icons-material/HealthAndSafetyOutlined';
import MarketPlaceIcon from '@mui/icons-material/StorefrontOutlined';
import { resources } from '../resources';
import type { MenuGroup, ResourceDescriptor } from '../resources/defineResource';

export interface NavItem {
  /** Stable id: shortcuts are stored by it. */
  id: string;
  /** i18n key of the title. */
  title: string;
  icon: ComponentType<SvgIconProps>;
  /** A page has a URL; a collapsible entry has children instead. */
  url?: string;
  children?: NavItem[];
  /** Other URL prefixes at which this entry is the current one (the incomplete members list is Members'). */
  currentAlsoAt?: string[];
}

export const NAVIGATION_GROUP_TITLE = 'app.shell.menu.applications';

const DASHBOARD: NavItem = {
  id: 'dashboard',
  title: 'app.shell.menu.dashboard',
  icon: DashboardIcon,
  url: '/admin/dashboard',
};

/** The collapsible entries, each at its position among the top-level ones. */
const GROUPS: Record<MenuGroup, Omit<NavItem, 'id'> & { order: number }> = {
  events: { title: 'app.shell.menu.events', icon: EventsIcon, order: 40 },
  'content-library': { title: 'app.shell.menu.content_library', icon: LibraryIcon, order: 50 },
  'health-hero': { title: 'app.shell.menu.health_hero', icon: HeroIcon, order: 70 },
  'market-place': { title: 'app.shell.menu.market_place', icon: MarketPlaceIcon, order: 80 },
};

type Placed = { item: NavItem; order: number };

const byOrder = (entries: Placed[]): NavItem[] =>
  [...entries].sort((a, b) => a.order - b.order).map(({ item }) => item);

/** The menu of these resources: the dashboard first, then their entries and groups by `order`. */
export function navigationOf(descriptors: readonly ResourceDescriptor[]): NavItem[] {
  const top: Placed[] = [];
  const grouped = new Map<MenuGroup, Placed[]>();
  for (const descriptor of descriptors) {
    for (const { group, order, id, path, icon, ...entry } of descriptor.menu ?? []) {
      const url = path ? `/admin/${descriptor.name}/${path}` : `/admin/${descriptor.name}`;
      const itemIcon = icon ?? descriptor.icon;
      if (!itemIcon) throw new Error(`The menu entry of ${descriptor.name} has no icon`);
      const placed = { item: { ...entry, id: id ?? descriptor.name, icon: itemIcon, url }, order };
      if (group) grouped.set(group, [...(grouped.get(group) ?? []), placed]);
      else top.push(placed);
    }
  }
  for (const [id, entries] of grouped) {
    const { order, ...group } = GROUPS[id];
    top.push({ item: { ...group, id, children: byOrder(entries) }, order });
  }
  return [DASHBOARD, ...byOrder(top)];
}

export const navigation: NavItem[] = navigationOf(resources);

/** A page of the navigation, with the title of the entry it sits under (e.g. Health Hero › Requests). */
export interface NavPage extends NavItem {
  url: string;
  parentTitle?: string;
}

/** Every page (item with a URL) of a navigation tree, depth first. */
export const navigationPages = (items: NavItem[] = navigation, parentTitle?: string): NavPage[] =>
  items.flatMap((item) => [
    ...(item.url ? [{ ...item, url: item.url, parentTitle }] : []),
    ...navigationPages(item.children ?? [], item.title),
  ]);

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The page whose URL is exactly `pathname` (trailing slash ignored). */
export const pageAt = (pathname: string, items: NavItem[] = navigation): NavPage | undefined =>
  navigationPages(items).find((page) => page.url === withoutTrailingSlash(pathname));
