/**
 * Every admin screen in Arabic (issue 17): the test walks every admin screen (adminScreens.ts) and reads every
 * text and accessible name on the page; none may be a text of the English catalogue that Arabic translates, and
 * every email, web address and phone number reads left to right. A text that bypasses translate() fails it,
 * whichever screen it is on.
 */
import type { Page } from 'playwright-core';
import { en } from '../../src/i18n/en';
import { ar } from '../../src/i18n/ar';
import { REACHED_SCREENS, visitAdminScreens } from './adminScreens';
import { signedOutPage, type E2E } from './harness';
import { englishTextPatterns } from './i18nEnglishLeft';

let e2e: E2E;
let page: Page;
signedOutPage((session) => ({ e2e, page } = session));

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

      const found: string[] = [];
      const reached = await visitAdminScreens(page, async (path) => {
        for (const text of await textsOf(page)) {
          const match = english.find(({ pattern }) => pattern.test(text));
          if (match) found.push(`${path}: "${text}" (${match.key})`);
        }
        for (const text of await rightToLeftValuesOf(page))
          found.push(`${path}: "${text}" is not left to right`);
      });
      expect([...new Set(found)]).toEqual([]);
      // The crawl reached the screens behind the menu's lists (forms, sub-lists), not the menu's pages only.
      expect([...reached]).toEqual(expect.arrayContaining(REACHED_SCREENS));
    },
  );
});
