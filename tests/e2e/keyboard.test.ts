/**
 * Every flow of issue 27 by keyboard alone, in one signed-out page: sign in, open a menu entry, switch a status,
 * sort, change page, open and save a form, delete with confirmation. The mouse is never used: each control is
 * reached with Tab (or Shift+Tab) and used with Enter or Space, and after each step the focus must be somewhere
 * visible and sensible (the new page's heading, the control just used, the new rows).
 */
import type { Locator, Page } from 'playwright-core';
import { signedOutPage, type E2E } from './harness';

let e2e: E2E;
let page: Page;
signedOutPage((session) => ({ e2e, page } = session));

/** At most this many Tab presses to reach a control (the sidebar and a list's rows hold many). */
const MAX_TABS = 150;

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab (Shift+Tab with `backwards`) until `target` has the focus. */
async function tabTo(target: Locator, { backwards = false } = {}) {
  await target.waitFor();
  for (let presses = 0; presses < MAX_TABS; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${MAX_TABS} presses of Tab never reached ${target.toString()}`);
}

/** What has the focus: its tag, its text and whether it lies inside the window. */
const focused = () =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const box = element?.getBoundingClientRect();
    return {
      tag: element?.tagName.toLowerCase(),
      text: element?.textContent?.trim(),
      visible: box !== undefined && box.bottom > 0 && box.top < window.innerHeight && box.height > 0,
    };
  });

/** Waits until the focus is on the page's heading, which reads `text`. */
const expectHeadingFocused = (text: string) =>
  expect.poll(focused, { timeout: 15000 }).toEqual({ tag: 'h1', text, visible: true });

const sidebar = () => page.getByRole('navigation', { name: 'Main menu' });

describe('by keyboard alone (issue 27)', { timeout: 120_000 }, () => {
  it('signs in, and the focus is on the dashboard heading', async () => {
    await page.goto('/login', { waitUntil: 'networkidle' });
    await tabTo(page.getByLabel('Email'));
    await page.keyboard.type(e2e.server.admin.email);
    await tabTo(page.getByLabel('Password').first());
    await page.keyboard.type(e2e.server.admin.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin/dashboard');
    await expectHeadingFocused('Dashboard');
    expect(await page.title()).toBe('Dashboard · Wellness Admin');
  });

  it('opens a menu entry, and the focus is on its heading', async () => {
    await tabTo(sidebar().getByRole('link', { name: 'Members' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin/members');
    await expectHeadingFocused('Members List');
    expect(await page.title()).toBe('Members List · Wellness Admin');
  });

  it('switches a status with Space, keeping the focus on the switch', async () => {
    const toggle = page.getByRole('switch', { name: /^Status: / }).first();
    await tabTo(toggle);
    const before = await toggle.isChecked();
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Space');
    await expect.poll(() => toggle.isChecked(), { timeout: 15000 }).toBe(!before);
    await page.getByText('Members status updated successfully.').first().waitFor();
    expect(await isFocused(toggle)).toBe(true);
    // A second Space switches it back (it no longer scrolls the page from <body>).
    await page.keyboard.press('Space');
    await expect.poll(() => toggle.isChecked(), { timeout: 15000 }).toBe(before);
    expect(await isFocused(toggle)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  it('sorts with Enter on a column header, which says so (aria-sort) and shows the focus', async () => {
    const header = page.locator('th.column-email');
    const sortButton = header.getByRole('button');
    await tabTo(sortButton, { backwards: true });
    expect(await header.getAttribute('aria-sort')).toBeNull();
    await page.keyboard.press('Enter');
    await expect.poll(() => header.getAttribute('aria-sort'), { timeout: 15000 }).toBe('descending');
    expect(await isFocused(sortButton)).toBe(true);
    expect(await sortButton.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect.poll(() => header.getAttribute('aria-sort'), { timeout: 15000 }).toBe('ascending');
  });

  it('changes page with Enter, and the focus moves to the new rows, in sight', async () => {
    const firstRow = await page.locator('tbody tr').first().textContent();
    await tabTo(page.getByRole('button', { name: 'Go to next page' }));
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('tbody tr').first().textContent(), { timeout: 15000 })
      .not.toBe(firstRow);
    await expect.poll(focused, { timeout: 15000 }).toMatchObject({ tag: 'table', visible: true });
    // The next Tab goes into the table (its sort headers, then the new rows).
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('table') !== null)).toBe(true);
  });

  it('opens a form, saves it, and returns to the list with the focus on its heading', async () => {
    await tabTo(sidebar().getByRole('link', { name: 'FAQs' }), { backwards: true });
    await page.keyboard.press('Enter');
    await expectHeadingFocused('FAQ');
    await tabTo(page.getByRole('link', { name: 'Add New FAQ' }));
    await page.keyboard.press('Enter');
    await expectHeadingFocused('Add New FAQ');
    await tabTo(page.getByLabel('Question'));
    await page.keyboard.type('Can I pause my membership?');
    await tabTo(page.getByLabel('Answer'));
    await page.keyboard.type('Yes, for up to three months.');
    await tabTo(page.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin/faqs');
    await expectHeadingFocused('FAQ');
    await page.getByRole('link', { name: 'Can I pause my membership?' }).waitFor();
  });

  it('deletes a row after confirming in the dialog, all by keyboard', async () => {
    await tabTo(sidebar().getByRole('button', { name: 'Market Place' }), { backwards: true });
    await page.keyboard.press('Enter');
    await tabTo(sidebar().getByRole('link', { name: 'Business Partners' }));
    await page.keyboard.press('Enter');
    await expectHeadingFocused('Partners List');
    const firstName = (await page.locator('tbody tr').first().getByRole('link').first().textContent())!;
    await tabTo(
      page
        .locator('tbody tr')
        .first()
        .getByRole('button', { name: /Delete/ }),
    );
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await tabTo(dialog.getByRole('button', { name: 'Yes' }));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.getByRole('link', { name: firstName, exact: true }).count(), { timeout: 15000 })
      .toBe(0);
  });

  it('selects rows with Space and switches them together from the bulk toolbar, the focus kept in sight', async () => {
    await tabTo(sidebar().getByRole('link', { name: 'FAQs' }), { backwards: true });
    await page.keyboard.press('Enter');
    await expectHeadingFocused('FAQ');
    const rows = page.locator('tbody tr');
    const names = [0, 1].map((index) => rows.nth(index).getByRole('checkbox', { name: /^Select: / }));
    const switches = [0, 1].map((index) => rows.nth(index).getByRole('switch', { name: /^Active: / }));
    const before = await Promise.all(switches.map((toggle) => toggle.isChecked()));
    for (const box of names) {
      await tabTo(box);
      await page.keyboard.press('Space');
      await expect.poll(() => box.isChecked()).toBe(true);
    }
    await page.getByText('2 items selected').waitFor();
    // The bulk toolbar stands above the table.
    const target = before.every(Boolean) ? 'Deactivate' : 'Activate';
    await tabTo(page.getByRole('button', { name: target, exact: true }), { backwards: true });
    await page.keyboard.press('Enter');
    for (const toggle of switches) await expect.poll(() => toggle.isChecked()).toBe(target === 'Activate');
    // The toolbar leaves with the selection: the focus goes to the rows, not to a hidden button.
    await expect.poll(focused, { timeout: 15000 }).toMatchObject({ tag: 'table', visible: true });
    await page.keyboard.press('Escape');
  });

  it("reaches a package benefit's Remove with Tab from the benefit, and removes the row with Enter", async () => {
    await page.goto('/admin/package/create');
    const benefits = () => page.getByLabel(/^Offering \/ Benefit/);
    await benefits().first().waitFor();
    await tabTo(page.getByRole('button', { name: 'Add' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => benefits().count()).toBe(2);
    await tabTo(benefits().nth(1), { backwards: true });
    await page.keyboard.press('Tab');
    expect(await focused()).toMatchObject({ tag: 'button', visible: true });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Remove');
    await page.keyboard.press('Enter');
    await expect.poll(() => benefits().count()).toBe(1);
  });
});
