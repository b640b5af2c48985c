/**
 * Every admin screen in Arabic (issue 17): starting from the menu's pages, the test follows the links of each
 * page's content (rows, add buttons, sub-lists, edit screens) and reads every text and accessible name on the
 * page; none may be a text of the English catalogue that Arabic translates, and every email, web address and
 * phone number reads left to right. A text that bypasses translate() fails it, whichever screen it is on.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { en } from '../../src/i18n/en';
import { ar } from '../../src/i18n/ar';
import { navigationPages } from '../../src/layout/navigation';
import { startE2E, type E2E } from './harness';
import { englishTextPatterns } from './i18nEnglishLeft';

let e2e: E2E;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  e2e = await startE2E();
  ({ context, page } = await e2e.newPage());
});
afterAll(async () => {
  await context?.close();
  await e2e?.close();
});

/** The menu's pages. */
const menuUrls = () => navigationPages().map((entry) => entry.url);

/** The screen a path opens: ids (anything holding a digit) stand for any record. */
const screenOf = (path: string) =>
  path
    .split('/')
    .map((part) => (/\d/.test(part) ? ':id' : part))
    .join('/');

/** Screens behind the menu's lists that the crawl must reach: forms, edit screens and sub-lists of each area. */
const REACHED = [
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

/** At most this many screens: every route of the admin with a link to it, with room to spare. */
const MAX_SCREENS = 90;

/** The page's visible texts (each text node, trimmed) and the accessible names and hints of its elements. */
const textsOf = (p: Page) =>
  p.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement?.closest('script, style') === null) texts.push(text);
    }
    document.querySelectorAll('[aria-label], [placeholder], [title]').forEach((element) => {
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    });
    return texts;
  });

/**
 * Texts of the page's content that are an email, a web address or an international phone number but are not
 * laid out left to right (on a right-to-left page they would read '5551234 (+90)').
 */
const rightToLeftValuesOf = (p: Page) =>
  p.evaluate(() => {
    const LEFT_TO_RIGHT_VALUE = [
      /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
      /^(https?:\/\/|www\.)\S+$/,
      /^(?=.*[+(])[\d\s()+-]{7,}$/,
    ];
    return [...document.querySelectorAll('#main-content *')]
      .filter((element) => element.children.length === 0)
      .map((element) => ({
        text: element.textContent?.trim() ?? '',
        direction: getComputedStyle(element).direction,
      }))
      .filter(
        ({ text, direction }) => direction !== 'ltr' && LEFT_TO_RIGHT_VALUE.some((value) => value.test(text)),
      )
      .map(({ text }) => text);
  });

/** The admin pages the content links to (not the menu's, not other sites'). */
const contentLinksOf = (p: Page) =>
  p.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('#main-content a[href^="/admin/"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );

describe('every admin screen in Arabic', () => {
  it(
    'shows no English text of the catalogue, and emails, addresses and phone numbers left to right',
    { timeout: 600_000 },
    async () => {
      // The user area's tier names (Starter, Explorer, Champion) are also the seeded packages' names, shown as data.
      const english = englishTextPatterns(en, ar).filter(({ key }) => !key.startsWith('app.userArea.tiers.'));
      await page.goto('/login');
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('menuitem', { name: 'العربية' }).click();
      // Arabic has loaded once the heading reads it.
      await page.getByRole('heading', { name: 'تسجيل الدخول' }).waitFor();
      await page.locator('input[type="email"]').fill(e2e.server.admin.email);
      await page.locator('input[autocomplete="current-password"]').fill(e2e.server.admin.password);
      await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
      await page.waitForURL('**/admin/dashboard');

      const queue = menuUrls();
      const seen = new Set(queue.map(screenOf));
      const found: string[] = [];
      while (queue.length > 0 && seen.size <= MAX_SCREENS) {
        const path = queue.shift()!;
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.locator('#main-content').waitFor();
        for (const text of await textsOf(page)) {
          const match = english.find(({ pattern }) => pattern.test(text));
          if (match) found.push(`${path}: "${text}" (${match.key})`);
        }
        for (const text of await rightToLeftValuesOf(page))
          found.push(`${path}: "${text}" is not left to right`);
        for (const link of await contentLinksOf(page)) {
          const screens = [link, ...(ROW_MENU_SCREENS[screenOf(link)] ?? []).map((sub) => `${link}/${sub}`)];
          for (const screen of screens.filter((path) => !seen.has(screenOf(path)))) {
            seen.add(screenOf(screen));
            queue.push(screen);
          }
        }
      }
      expect([...new Set(found)]).toEqual([]);
      // The crawl reached the screens behind the menu's lists (forms, sub-lists), not the menu's pages only.
      expect([...seen]).toEqual(expect.arrayContaining(REACHED));
    },
  );
});
