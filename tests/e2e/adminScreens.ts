/**
 * Every admin screen, reached as an administrator would: starting from the menu's pages, a crawl follows the links
 * of each page's content (rows, add buttons, sub-lists, edit and show screens) and the screens a row's menu opens.
 * Tests that check something on every screen (the Arabic texts, axe) walk it with `visitAdminScreens`.
 */
import type { Page } from 'playwright-core';
import { navigationPages } from '../../src/layout/navigation';
import { loadScreen, openInApp } from './appNavigation';

/** The screen a path opens: ids (anything holding a digit) stand for any record. */
export const screenOf = (path: string) =>
  path
    .split('/')
    .map((part) => (/\d/.test(part) ? ':id' : part))
    .join('/');

/** Screens behind the menu's lists that a crawl must reach: forms, edit screens and sub-lists of each area. */
export const REACHED_SCREENS = [
  '/admin/members/create',
  '/admin/members/:id',
  '/admin/packages/create',
  '/admin/events/create',
  '/admin/events/:id',
  '/admin/events/:id/speakers',
  '/admin/events/:id/speakers/create',
  '/admin/events/:id/registrations',
  '/admin/promoCodes/create',
  '/admin/multimedia/create',
  '/admin/documents/create',
  '/admin/groups/create',
  '/admin/groups/:id/members',
  '/admin/groups/:id/members/add',
  '/admin/members/:id/transactions',
  '/admin/multimedia/:id/upload',
  '/admin/activity',
  '/admin/heroes/create',
  '/admin/heroes/:id',
  '/admin/partners/create',
  '/admin/vouchers/create',
  '/admin/faqs/create',
];

/** Screens a row's menu opens (a button, not a link), under the record's own address. */
const ROW_MENU_SCREENS: Record<string, string[]> = {
  '/admin/events/:id': ['speakers', 'speakers/create'],
  '/admin/groups/:id': ['members', 'members/add'],
  '/admin/members/:id': ['transactions'],
  '/admin/multimedia/:id': ['upload'],
};

/** Screens outside the menu and the lists' content: the user menu's profile pages. */
const USER_MENU_SCREENS = ['/admin/profile', '/admin/profile/edit'];

/** At most this many screens: every route of the admin with a link to it, with room to spare. */
const MAX_SCREENS = 90;

/** The admin pages the content links to (not the menu's, not other sites'), with their query. */
const contentLinksOf = (p: Page) =>
  p.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('#main-content a[href^="/admin/"]')].map((link) => {
      const url = new URL(link.href);
      return url.pathname + url.search;
    }),
  );

/**
 * Opens every admin screen in turn in `page` (signed in), once per screen (the first record's, for a record's
 * screen), and calls `check` on each once it has loaded. Answers the screens reached.
 */
export async function visitAdminScreens(
  page: Page,
  check: (path: string) => Promise<void>,
): Promise<Set<string>> {
  const queue = [...navigationPages().map((entry) => entry.url), ...USER_MENU_SCREENS];
  const seen = new Set(queue.map(screenOf));
  let opened = 0;
  while (queue.length > 0 && seen.size <= MAX_SCREENS) {
    const path = queue.shift()!;
    // The first from its address (the app's start is checked once), the others as a link opens them.
    await (opened++ === 0 ? loadScreen : openInApp)(page, path);
    await check(path);
    for (const link of await contentLinksOf(page)) {
      const pathname = link.split('?')[0];
      const screens = [
        link,
        ...(ROW_MENU_SCREENS[screenOf(pathname)] ?? []).map((sub) => `${pathname}/${sub}`),
      ];
      for (const screen of screens.filter((path) => !seen.has(screenOf(path.split('?')[0])))) {
        seen.add(screenOf(screen.split('?')[0]));
        queue.push(screen);
      }
    }
  }
  return seen;
}
