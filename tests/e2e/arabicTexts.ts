/**
 * Every admin screen in Arabic (issue 17): every text and accessible name on the page, none of which may be a
 * text of the English catalogue that Arabic translates, and every email, web address and phone number left to
 * right. A text that bypasses translate() fails it, whichever screen it is on. Run on each admin screen by the
 * Arabic axe walk (axe-arabic.test.ts), which visits them all anyway.
 */
import type { Page } from 'playwright-core';
import { en } from '../../src/i18n/en';
import { ar } from '../../src/i18n/ar';
import { englishTextPatterns } from './i18nEnglishLeft';

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

// The user area's tier names (Starter, Explorer, Champion) are also the seeded packages' names, shown as data.
const ENGLISH = englishTextPatterns(en, ar).filter(({ key }) => !key.startsWith('app.userArea.tiers.'));

/** What on the admin screen at `path` is English left in Arabic, or a value laid out right to left. */
export async function arabicTextProblemsOn(page: Page, path: string): Promise<string[]> {
  const found: string[] = [];
  for (const text of await textsOf(page)) {
    const match = ENGLISH.find(({ pattern }) => pattern.test(text));
    if (match) found.push(`${path}: "${text}" (${match.key})`);
  }
  for (const text of await rightToLeftValuesOf(page)) found.push(`${path}: "${text}" is not left to right`);
  return [...new Set(found)];
}
