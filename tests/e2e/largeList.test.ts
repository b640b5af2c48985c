/**
 * Issue 16 in the browser: a members collection of three 10,000-row pages whose last pages answer only when the
 * test lets them. The first rows show before the last page is read, with the read's progress; a sort waits for the
 * whole set (never a partial order), and the total appears once the collection is complete.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { startE2E, type E2E } from './harness';

const LIMIT = 10000;
const SIZE = 3 * LIMIT;

/** Members as GET /admin/members/list sends them (api-contract §7.C1), in name order. */
function member(index: number) {
  const id = String(index).padStart(5, '0');
  return {
    uuid: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name: `Member ${id}`,
    // The last member's email sorts first in descending order: only the whole collection can show it first.
    email: index === SIZE - 1 ? 'zzz.last@e2e.test' : `m${id}@e2e.test`,
    mobile: '5550000000',
    countryCode: '1',
    city: 'Springfield',
    country: 'United States',
    gender: 'Female',
    ageGroup: '30-50',
    createdAt: '2024-01-01T00:00:00.000Z',
    coverImage: 'public/assets/images/palceholder.jpg',
    isActive: true,
    package: { uuid: 'pkg-1', name: 'Starter', status: 'active', date: '2024-01-01' },
    Package: [{ colour: '#ff9800' }],
  };
}

function pageOf(page: number) {
  const list = Array.from({ length: LIMIT }, (_, i) => member((page - 1) * LIMIT + i));
  const next = page * LIMIT < SIZE ? { page: page + 1, limit: LIMIT, count: SIZE } : undefined;
  const previous = page > 1 ? { page: page - 1, limit: LIMIT, count: SIZE } : undefined;
  return { status: 200, message: 'Success', data: { next, previous, list } };
}

let e2e: E2E;
let context: BrowserContext;
let page: Page;
/** The held answers of pages 2 and 3, by page. */
const held = new Map<number, () => void>();
const asked: number[] = [];

beforeAll(async () => {
  e2e = await startE2E();
  ({ context, page } = await e2e.newPage());
  await e2e.signIn(page);
  await page.route('**/v1/admin/members/list?*', async (route: Route) => {
    const pageNumber = Number(new URL(route.request().url()).searchParams.get('page'));
    asked.push(pageNumber);
    if (pageNumber > 1) await new Promise<void>((resolve) => held.set(pageNumber, resolve));
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify(pageOf(pageNumber)) });
  });
}, 120000);

afterAll(async () => {
  for (const release of held.values()) release();
  await context?.close();
  await e2e?.close();
});

const firstRow = () => page.locator('table tbody tr').first();
const progress = () => page.getByRole('status').filter({ hasText: /^Loading / });
const totalShown = () => page.getByText(/\d+[-–]\d+ of 30,?000/);

describe('a members collection of several pages', { timeout: 90000 }, () => {
  it('shows the first rows before the last page is read, and a sort waits for the whole set', async () => {
    await page.locator('a[href="/admin/members"]').first().click();
    await expect.poll(() => firstRow().innerText(), { timeout: 30000 }).toContain('m00000@e2e.test');
    // Pages 2 and 3 were asked for at once, and neither has answered.
    await expect.poll(() => held.size, { timeout: 10000 }).toBe(2);
    expect(asked).toEqual([1, 2, 3]);
    expect(await progress().innerText()).toBe('Loading 10,000 of 30,000 members…');
    // No total is claimed while pages are missing.
    expect(await totalShown().count()).toBe(0);

    await page
      .getByRole('columnheader', { name: /email id/i })
      .getByRole('button')
      .click();
    await page.waitForTimeout(1000);
    expect(await firstRow().innerText()).not.toContain('zzz.last@e2e.test');
    expect(await progress().count()).toBe(1);

    held.get(2)?.();
    held.get(3)?.();
    await expect.poll(() => firstRow().innerText(), { timeout: 30000 }).toContain('zzz.last@e2e.test');
    await expect.poll(() => progress().count(), { timeout: 10000 }).toBe(0);
    await expect.poll(() => totalShown().count(), { timeout: 10000 }).toBeGreaterThan(0);
  });
});
