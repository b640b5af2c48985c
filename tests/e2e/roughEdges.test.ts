/**
 * Issue 27 in the browser, phones and rough edges: toolbar buttons that were empty on a phone, stacked cards that
 * put a number before its name, toasts over the Save bar and the add button, leaving a changed form without a
 * warning, error toasts outliving a successful save, misaligned dashboard counts and toolbars, the activity page's
 * keys, ISO texts, paths and broken words, Arabic screens' English names and format hints, and a failed read
 * said only after react-query's retries.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { generatePng } from '../../server/src/seed/images';
import { callApi, startE2E, type E2E } from './harness';

let e2e: E2E;
let token: string;

interface ApiPackage {
  uuid: string;
  name: string;
  isActive: boolean;
  benefits: string[];
  numberOfHealthHeroSessions: number;
}

const api = <T>(path: string, init?: Parameters<typeof callApi>[3]) =>
  callApi<T>(e2e.server.apiUrl, token, path, init);

beforeAll(async () => {
  e2e = await startE2E();
  token = await e2e.server.login();
});
afterAll(async () => {
  await e2e?.close();
});

/** A signed-in page `width` px wide, in `locale` (the store's choice, as the language menu leaves it). */
async function openPage(width: number, locale = 'en') {
  const { context, page } = await e2e.newPage();
  page.setDefaultTimeout(15000);
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await page.goto('/login');
  await page.evaluate(
    (chosen) => localStorage.setItem('RaStoreWellnessAdmin.locale', JSON.stringify(chosen)),
    locale,
  );
  if (locale === 'en') {
    await e2e.signIn(page);
  } else {
    await page.reload();
    await page.locator('input[type="email"], input[name="email"]').first().fill(e2e.server.admin.email);
    await page.locator('input[type="password"]').first().fill(e2e.server.admin.password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL('**/admin/dashboard');
  }
  return { context, page };
}

const boxOf = async (locator: Locator) => (await locator.boundingBox())!;

/** Whether two boxes share any area. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The box of a cell's value: its last child element, or its text. */
const valueBox = (cell: Locator) =>
  cell.evaluate((td) => {
    const range = document.createRange();
    range.selectNodeContents(td.lastElementChild ?? td);
    const box = range.getBoundingClientRect();
    const own = td.getBoundingClientRect();
    return { left: box.left - own.left, right: own.right - box.right, width: own.width };
  });

describe('a 390 px phone', () => {
  it("shows the members list's Import and the by-package list's All Members as named icons", async () => {
    const { context, page } = await openPage(390);
    const [aPackage] = await api<{ list: ApiPackage[] }>('/admin/package/list?page=1&limit=100').then(
      (d) => d.list,
    );
    for (const [url, name] of [
      ['/admin/members', 'Import'],
      [`/admin/members/filtered-by-package?packageId=${aPackage!.uuid}`, 'All Members'],
    ] as const) {
      await page.goto(url);
      const link = page.getByRole('link', { name, exact: true });
      await link.waitFor();
      const icon = await boxOf(link.locator('svg'));
      expect(icon.width, name).toBeGreaterThan(16);
      expect((await boxOf(link)).width, name).toBeGreaterThanOrEqual(40);
      expect(await page.locator('[starticon]').count(), name).toBe(0);
    }
    await context.close();
  });

  it("names a card's number before it, and an email's name at an Arabic card's right", async () => {
    const { context, page } = await openPage(390);
    await page.goto('/admin/packages');
    const cost = page.locator('tbody tr').first().locator('td.column-annualCost');
    await cost.waitFor();
    // The value at the line's end, its column's name first: not '300Annual Cost ($)'.
    const value = await valueBox(cost);
    expect(value.left).toBeGreaterThan(value.width / 3);
    expect(value.right).toBeLessThan(16);
    await context.close();

    const arabic = await openPage(390, 'ar');
    await arabic.page.goto('/admin/members');
    const email = arabic.page.locator('tbody tr').first().locator('td.column-email');
    await email.waitFor();
    const named = await email.evaluate((td) => getComputedStyle(td, '::before').content);
    expect(named).toBe('"البريد الإلكتروني"');
    // The email on the left, its name on the right, as on every other line of the card.
    const emailBox = await valueBox(email);
    expect(emailBox.left).toBeLessThan(16);
    expect(emailBox.right).toBeGreaterThan(emailBox.width / 4);
    await arabic.context.close();
  });

  it("keeps the session toast off the add button and a form's Save bar", async () => {
    const { context, page } = await openPage(390);
    for (const [url, control] of [
      ['/admin/members', page.getByRole('link', { name: 'Add New Member' })],
      ['/admin/vouchers/create', page.getByRole('button', { name: 'Save' })],
    ] as const) {
      // A reload restores the session: 'Logged in with JWT'.
      await page.goto(url);
      await page.reload();
      const toast = page.getByRole('alert').filter({ hasText: 'Logged in with JWT' });
      await toast.waitFor();
      await control.waitFor();
      expect(overlap(await boxOf(toast), await boxOf(control)), url).toBe(false);
    }
    await context.close();
  });
});

/**
 * Opens the first FAQ's edit form at 1280 px, types `text` as its answer and saves it while the server refuses every
 * write (the E-wrapper a refusal comes in, api-contract §2: its text in `error`, `message` unreliable). Browser
 * questions ("leave the page?") are dismissed and recorded in `dialogs`.
 */
async function faqSaveRefused(text: string) {
  const { context, page } = await openPage(1280);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/admin/faqs');
  const href = (await page.locator('tbody tr a').first().getAttribute('href'))!;
  await page.goto(href);
  const answer = page.getByLabel(/^Answer/);
  await expect.poll(() => answer.inputValue()).not.toBe('');
  await answer.fill(text);
  await page.route('**/v1/admin/faqs/**', (route) =>
    route.request().method() === 'GET'
      ? route.continue()
      : route.fulfill({ status: 400, json: { status: 400, message: 'Error!', error: 'Try again later' } }),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Try again later' });
  await refusal.waitFor();
  return { context, page, dialogs, href, answer, refusal };
}

describe('forms', () => {
  it('warns before the menu leaves a changed voucher, and not before it leaves an unchanged one', async () => {
    const { context, page } = await openPage(1280);
    const dialogs: string[] = [];
    let accept = false;
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
    // The sidebar's entries are links in the 'Main menu' landmark (a list of links, not a menu of items).
    const menuLink = (name: string) =>
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true });
    await page.goto('/admin/vouchers');
    const href = (await page.locator('tbody tr a').first().getAttribute('href'))!;
    await page.goto(href);
    const name = page.getByLabel(/^Voucher Name/);
    await expect.poll(() => name.inputValue()).not.toBe('');

    // Unchanged: the menu leaves at once.
    await menuLink('Packages').click();
    await page.waitForURL('**/admin/packages');
    expect(dialogs).toEqual([]);

    await page.goBack();
    await expect.poll(() => name.inputValue()).not.toBe('');
    await name.fill('A name not saved');
    await menuLink('Packages').click();
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0]).toBe("Some of your changes weren't saved. Are you sure you want to ignore them?");
    // Dismissed: the form stays, with what was typed.
    expect(page.url()).toContain(href);
    expect(await name.inputValue()).toBe('A name not saved');

    accept = true;
    await menuLink('Packages').click();
    await page.waitForURL('**/admin/packages');
    expect(dialogs).toHaveLength(2);
    await context.close();
  });

  it('still asks before leaving after the server refused the save, and keeps what was typed', async () => {
    const { context, page, dialogs, href, answer } = await faqSaveRefused('An answer the server refuses.');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Packages', exact: true })
      .click();
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0]).toBe("Some of your changes weren't saved. Are you sure you want to ignore them?");
    expect(page.url()).toContain(href);
    expect(await answer.inputValue()).toBe('An answer the server refuses.');
    await page.unrouteAll();
    await context.close();
  });

  it("closes an earlier attempt's error toast when the save succeeds, with no warning on the way out", async () => {
    const { context, page, dialogs, refusal } = await faqSaveRefused('Yes, every day from 9 to 5.');
    // The refusal would close itself after 4 s: a blur of the window holds MUI's timer (as when the admin looks at
    // another window), so only the successful save can close it.
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));

    await page.unrouteAll();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/admin/faqs');
    await page.getByRole('alert').filter({ hasText: 'FAQ updated successfully' }).waitFor();
    await expect.poll(() => refusal.count(), { timeout: 5000 }).toBe(0);
    expect(dialogs).toEqual([]);
    await context.close();
  });
});

describe('date-times the browser takes and JavaScript cannot read', () => {
  it('refuses a start with a five-digit year beside the field, instead of saving the previous start', async () => {
    const { context, page } = await openPage(1280);
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/admin/event/create')) creates.push(request.method());
    });
    await page.goto('/admin/events/create');
    const start = page.getByLabel(/^Start Time/);
    await start.fill('2031-05-01T10:00');
    // Chromium takes years up to 275760; `new Date` reads years of four digits only.
    await start.fill('20310-05-01T10:00');
    expect(await start.inputValue()).toBe('20310-05-01T10:00');
    await page.getByRole('button', { name: 'Save' }).click();
    const refusal = page.getByText('Enter a date between the years 1900 and 9999');
    await refusal.waitFor();
    expect(await start.getAttribute('aria-describedby')).toBe(
      await refusal.evaluate((node) => node.closest('[id]')?.id ?? ''),
    );
    expect(creates).toEqual([]);
    await context.close();
  });
});

describe('reads that fail', () => {
  it("says at once, after one read, that the address's group does not exist (no retries first)", async () => {
    const { context, page } = await openPage(1280);
    const views: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/admin/supportGroup/view')) views.push(request.url());
    });
    await page.goto(`/admin/groups/${randomUUID()}/pending`);
    // The server's 'No support group found for this uuid.', in the admin's language.
    await page
      .getByText('This record no longer exists: another administrator may have deleted it.')
      .waitFor();
    expect(views).toHaveLength(1);
    await context.close();
  });
});

describe('lists and the dashboard at 1280 px', () => {
  it('lines up the dashboard counts when a card name wraps', async () => {
    const { context, page } = await openPage(1280);
    const counts = page.locator('[data-testid^="dashboard-count-"]');
    await expect.poll(() => counts.count()).toBeGreaterThan(2);
    // Every count drawn (a skeleton is not a number's height).
    await expect
      .poll(async () => (await counts.allInnerTexts()).every((count) => /\d/.test(count)))
      .toBe(true);
    const boxes = await counts.evaluateAll((all) =>
      all.map((count) => {
        const { top, bottom } = count.getBoundingClientRect();
        return { top, bottom, nameHeight: count.previousElementSibling!.getBoundingClientRect().height };
      }),
    );
    const firstRow = boxes.filter((box) => Math.abs(box.top - boxes[0]!.top) < 60);
    expect(firstRow.length).toBeGreaterThan(2);
    // The case at stake: a name on two lines ('Incomplete Members') beside a name on one.
    expect(new Set(firstRow.map((box) => Math.round(box.nameHeight))).size).toBeGreaterThan(1);
    for (const box of firstRow) expect(Math.round(box.bottom)).toBe(Math.round(firstRow[0]!.bottom));
    await context.close();
  });

  it("starts 'Add New Package' where the list starts, as every other list's toolbar", async () => {
    for (const locale of ['en', 'ar']) {
      const { context, page } = await openPage(1280, locale);
      await page.goto('/admin/packages');
      const add = page.locator('.RaList-actions a').first();
      const table = page.locator('.RaList-main .RaDataTable-table');
      await table.waitFor();
      const [button, list] = [await boxOf(add), await boxOf(table)];
      if (locale === 'en') expect(button.x - list.x).toBeLessThan(24);
      else expect(list.x + list.width - (button.x + button.width)).toBeLessThan(24);
      await context.close();
    }
  });
});

describe('the activity page', () => {
  it("names a change's fields and shows its values as the package screens do, words whole", async () => {
    const [aPackage] = await api<{ list: ApiPackage[] }>('/admin/package/list?page=1&limit=100').then(
      (d) => d.list,
    );
    const sessions = aPackage!.numberOfHealthHeroSessions;
    const form = new FormData();
    form.append('uuid', aPackage!.uuid);
    form.append('name', `${aPackage!.name} Plus`);
    // Fields the API names otherwise than the screens (numberOfHealthHeroSessions is the form's hhSessions).
    form.append('numberOfHealthHeroSessions', String(sessions + 1));
    form.append('isActive', String(!aPackage!.isActive));
    // The update needs the benefits (api-contract B3); the same ones change nothing.
    form.append('benefits', aPackage!.benefits.join(','));
    form.append(
      'image',
      new Blob([new Uint8Array(generatePng('#c62828', 24))], { type: 'image/png' }),
      'cover.png',
    );
    await api('/admin/package/update', { method: 'PATCH', body: form });

    const { context, page } = await openPage(1280);
    await page.goto('/admin/activity');
    const row = page
      .locator('tbody tr')
      .filter({ hasText: `${aPackage!.name} Plus` })
      .first();
    await row.waitFor();
    const changes = row.locator('li');
    await expect
      .poll(() => changes.allInnerTexts())
      .toContain(`Package Name: ${aPackage!.name} → ${aPackage!.name} Plus`);
    const yesNo = (yes: boolean) => (yes ? 'Yes' : 'No');
    expect(await changes.allInnerTexts()).toEqual(
      expect.arrayContaining([
        `Number Of Health Hero Sessions: ${sessions} → ${sessions + 1}`,
        `Active: ${yesNo(aPackage!.isActive)} → ${yesNo(!aPackage!.isActive)}`,
      ]),
    );
    // The new image as a picture; no stored path, no ISO text, no API key.
    await row.getByRole('img', { name: 'Image' }).last().waitFor();
    const text = await row.innerText();
    expect(text).not.toMatch(/public\/|\d{4}-\d\d-\d\dT|numberOf|isActive/);

    // One line each: the admin's email, and a time with its am/pm. The text's lines, inside the cell's value box
    // (clampedCells): the box's own rect is not a line.
    const lines = (cell: Locator) =>
      cell.locator('.WaCellValue').evaluate((box) => {
        const range = document.createRange();
        range.selectNodeContents(box);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
    expect(await lines(row.locator('td.column-adminEmail'))).toBe(1);
    const when = row.locator('td.column-at');
    expect(await when.innerText()).toMatch(/\d\d:\d\d\s[AP]M$/);
    const time = await when.evaluate((td) => {
      // The time's text inside the cell's value box (clampedCells).
      const text = td.querySelector('.WaCellValue')!.firstChild!;
      const range = document.createRange();
      const at = text.textContent!.lastIndexOf(':');
      range.setStart(text, at - 2);
      range.setEnd(text, text.textContent!.length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(time).toBe(1);

    // The filters leave a gap under the app bar.
    const bar = await boxOf(page.locator('header').first());
    const filter = await boxOf(page.getByLabel('Admin email'));
    expect(filter.y - (bar.y + bar.height)).toBeGreaterThanOrEqual(8);
    await context.close();
  });
});

describe('Arabic screens', () => {
  it('name the pagination and write date formats in Arabic', async () => {
    const { context, page } = await openPage(1280, 'ar');
    await page.goto('/admin/members');
    await page.getByRole('navigation', { name: 'التنقل عبر الصفحات' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'pagination navigation' }).count()).toBe(0);
    await page.goto('/admin/vouchers/create');
    await page.locator('input[name="expiryDate"]').waitFor();
    expect(await page.locator('input[name="expiryDate"]').getAttribute('placeholder')).toBe('شهر/يوم/سنة');
    await context.close();
  });
});
