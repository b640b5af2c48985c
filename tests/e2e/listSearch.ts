/** Searching a list the way an administrator does, and waiting until the list shows the answer. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Types into the list's search box and waits until every data row holds `text`. Waiting only for a matching row
 * is not enough: the row is often on screen before the debounced search lands, and the list then re-renders it
 * (rows are keyed by position), closing whatever dialog a click on it had opened.
 */
export async function searchList(page: Page, text: string): Promise<void> {
  await page.getByPlaceholder('Search').fill(text);
  const dataRows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  const onlyMatches = async () => {
    const texts = await dataRows.allInnerTexts();
    return texts.length > 0 && texts.every((row) => row.includes(text));
  };
  await expect.poll(onlyMatches, { timeout: 15000 }).toBe(true);
}
