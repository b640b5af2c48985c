/**
 * Issue 24 in the browser: a 5,000-character value makes no row tall (every list cuts a long value after three
 * lines, the list kit's PositionKeyedBody, and shows its full text on hover), at 1280 px and on a 390 px phone;
 * the user area fits a phone, in English and Arabic.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness';

let e2e: E2E;

/** Words, so the value wraps line after line, as a long name typed with spaces does. */
const LONG_QUESTION = `Long ${'question '.repeat(624)}end?`;

beforeAll(async () => {
  e2e = await startE2E();
  // Stored directly: the value's length is what is tried here, not the form's bounds.
  await e2e.server.db.query(
    'INSERT INTO faqs (uuid, question, answer, is_active) VALUES ($1, $2, $3, true)',
    [randomUUID(), LONG_QUESTION, 'An answer.'],
  );
});
afterAll(() => e2e?.close());

async function faqRows(width: number, height: number): Promise<Page> {
  const { page } = await e2e.newPage();
  await page.setViewportSize({ width, height });
  await e2e.signIn(page);
  await page.goto('/admin/faqs');
  await page.locator('tbody tr').filter({ hasText: 'Long question' }).waitFor();
  return page;
}

describe('a 5,000-character value in a list', () => {
  for (const [width, height, tallest] of [
    [1280, 900, 120],
    [390, 844, 260],
  ] as const) {
    it(`keeps its row short at ${width} px and shows the full text on hover`, async () => {
      const page = await faqRows(width, height);
      const row = page.locator('tbody tr').filter({ hasText: 'Long question' });
      const rowHeight = (await row.boundingBox())!.height;
      expect(rowHeight).toBeLessThan(tallest);
      const box = row.locator('.WaCellValue', { hasText: 'Long question' });
      await box.hover();
      await expect.poll(() => box.getAttribute('title')).toBe(LONG_QUESTION);
      // A short question is shown whole: no tooltip.
      const short = page
        .locator('tbody tr')
        .filter({ hasNotText: 'Long question' })
        .first()
        .locator('.WaCellValue')
        .nth(1);
      await short.hover();
      expect(await short.getAttribute('title')).toBeNull();
      await page.context().close();
    });
  }
});

describe('the user area on a 390 px phone', () => {
  for (const locale of ['en', 'ar']) {
    it(`keeps its navigation and its pages inside the window (${locale})`, async () => {
      const { context, page } = await e2e.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/login');
      await page.evaluate(
        (l) => localStorage.setItem('RaStoreWellnessAdmin.locale', JSON.stringify(l)),
        locale,
      );
      for (const path of [
        '/user/dashboard',
        '/user/events/registered',
        '/user/events/upcoming',
        '/user/membershipPackage',
      ]) {
        await page.goto(path);
        await page.locator('nav a').first().waitFor();
        expect(await page.locator('html').getAttribute('lang')).toBe(locale);
        const overflow = await page.evaluate(() => {
          const links = [...document.querySelectorAll('nav a')].map((a) => a.getBoundingClientRect());
          return {
            sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            outside: links.filter((box) => box.left < 0 || box.right > window.innerWidth).length,
          };
        });
        expect(overflow, path).toEqual({ sideways: 0, outside: 0 });
      }
      await context.close();
    });
  }
});

describe('a form on a 390 px phone', () => {
  it("keeps every field inside its card, a package's benefits too", async () => {
    const { context, page } = await e2e.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await e2e.signIn(page);
    await page.goto('/admin/package/create');
    await page.locator('.RaSimpleFormIterator-form input').first().waitFor();
    const outside = await page.evaluate(() => {
      const card = document.querySelector('form')!.getBoundingClientRect();
      return [...document.querySelectorAll('form .MuiInputBase-root')]
        .map((field) => field.getBoundingClientRect())
        .filter((box) => box.left < card.left || box.right > card.right).length;
    });
    expect(outside).toBe(0);
    await context.close();
  });
});
