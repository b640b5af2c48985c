/**
 * Issue 5 in the browser: packages (add with an image, Active switch, member count link), members (add, search,
 * failed save, validation, transaction history), list addresses (issue 6) and the two member CSV downloads.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { generatePng } from '../../server/src/seed/images';
import { createMemberThroughApi as createMember } from './apiMembers';
import { signedInPage, type SignedInPage } from './harness';
import { searchList as searchListOn } from './listSearch';

let page: Page;
let api: SignedInPage['api'];

interface ApiMember {
  uuid: string;
  name: string;
  email: string;
  package?: { uuid?: string; name?: string };
}

const listMembers = async () =>
  (await api<{ list: ApiMember[] }>('/admin/members/list?page=1&limit=10000')).list;

/** A member with a package through the API (C2); returns its uuid. */
const createMemberThroughApi = (name: string, packageUuid: string) => createMember(api, name, packageUuid);

/** The file name and text of the download the Download button starts. */
async function download() {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

const csvRows = (text: string) => Papa.parse<string[]>(text.trim()).data;

const pngUpload = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: generatePng('#3f51b5', 24),
});

/** A row of the visible list holding `text`. */
const rowWith = (text: string) => page.getByRole('row').filter({ hasText: text });

const searchList = (text: string) => searchListOn(page, text);

signedInPage((session) => ({ page, api } = session));

describe('packages', () => {
  const packageName = `E2E Tier ${randomUUID().slice(0, 6)}`;

  it('adds a package with an image and lists it', async () => {
    await page.goto('/admin/packages');
    await page.getByText('Membership Packages').first().waitFor();
    await page.getByRole('link', { name: 'Add New Package' }).click();
    await page.waitForURL('**/admin/packages/create');
    await page.getByLabel(/^Package Name/).fill(packageName);
    await page.getByLabel(/^Annual Cost/).fill('120');
    await page.getByLabel(/^Monthly Cost/).fill('12');
    await page.getByLabel(/^Number Of Health Hero Sessions/).fill('2');
    await page.getByLabel(/^Number Of Wellness Support Groups/).fill('3');
    await page
      .getByLabel(/^Offering \/ Benefit/)
      .first()
      .fill('Weekly yoga');
    await page.locator('input[type=file]').setInputFiles(pngUpload('tier.png'));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Package added successfully').waitFor();
    await page.waitForURL('**/admin/packages');
    await page.getByText('Membership Packages').first().waitFor();
    const row = rowWith(packageName);
    await row.waitFor();
    const image = row.locator('img');
    expect(await image.getAttribute('src')).toMatch(/\/public\/uploads\//);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);
  });

  it('toggles the Active switch and the new state survives a reload', async () => {
    const toggle = rowWith(packageName).getByRole('switch', { name: 'Active' });
    const before = await toggle.isChecked();
    await toggle.click();
    await page.getByText('Package status updated successfully.').waitFor();
    expect(await toggle.isChecked()).toBe(!before);
    await page.reload();
    await rowWith(packageName).waitFor();
    expect(await rowWith(packageName).getByRole('switch', { name: 'Active' }).isChecked()).toBe(!before);
  });

  it("opens a package's members from its count link", async () => {
    await page.goto('/admin/packages');
    const seeded = rowWith('Explorer');
    const countLink = seeded.getByRole('link', { name: /^\d+$/ });
    await countLink.waitFor();
    const count = Number(await countLink.textContent());
    expect(count).toBeGreaterThan(0);
    await countLink.click();
    await page.waitForURL('**/admin/members/filtered-by-package?packageId=*');
    await page.getByText('Members List').first().waitFor();
    const membershipCells = page
      .getByRole('row')
      .filter({ has: page.getByRole('switch', { name: 'Status' }) });
    await membershipCells.first().waitFor();
    const texts = await membershipCells.allInnerTexts();
    expect(texts.length).toBe(Math.min(count, 25));
    for (const text of texts) expect(text).toContain('Explorer');
  });
});

/** Picks `option` in the MUI select labelled `label`. */
async function choose(label: RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** Fills the member form's required fields (spec 1 §5). */
async function fillRequiredMemberFields(member: { first: string; last: string; email: string }) {
  await page.getByLabel(/^First Name/).fill(member.first);
  await page.getByLabel(/^Last Name/).fill(member.last);
  await page.getByLabel(/^Email ID/).fill(member.email);
  await page.getByLabel(/^Phone Number/).fill('5551234567');
  await choose(/^Gender/, 'Female');
  await choose(/^Age Group/, '30-50');
  await page.getByLabel(/^City/).fill('Lisbon');
  await choose(/^Country(?! Code)/, 'Portugal (+351)');
  await choose(/^Membership Package/, 'Explorer');
}

describe('members', () => {
  const suffix = randomUUID().slice(0, 6);
  const member = { first: 'Ines', last: `Browser${suffix}`, email: `ines.${suffix}@e2e.test` };
  const fullName = `${member.first} ${member.last}`;

  it('shows the validation messages of an empty or wrong form', async () => {
    await page.goto('/admin/members/create');
    await page.getByText('Member Information').waitFor();
    await page.getByLabel(/^Phone Number/).fill('55-12');
    await page.getByLabel(/^First Name/).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Must be only digits').waitFor();
    // First and last name, email, gender, age group, city, country, package.
    expect(await page.getByText('This field is required').count()).toBe(8);
    expect(page.url()).toMatch(/\/admin\/members\/create$/);
  });

  it('adds a member with every required field and finds it with the list search', async () => {
    await page.goto('/admin/members/create');
    await fillRequiredMemberFields(member);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('New Member added successfully').waitFor();
    await page.waitForURL(/\/admin\/members$/);
    await searchList(member.last);
    await rowWith(fullName).waitFor();
    const row = rowWith(fullName);
    expect(await row.innerText()).toMatch(/Lisbon\s+Portugal/);
    expect(await row.getByText('Explorer').count()).toBe(1);
    await page.screenshot({ path: '.tmp/e2e-members-search.png' });
  });

  it('keeps what was typed when the email is already in use', async () => {
    await page.goto('/admin/members/create');
    const again = { first: 'Otto', last: `Twice${suffix}`, email: member.email };
    await fillRequiredMemberFields(again);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The Email ID entered is already in use').waitFor();
    expect(page.url()).toMatch(/\/admin\/members\/create$/);
    expect(await page.getByLabel(/^First Name/).inputValue()).toBe(again.first);
    expect(await page.getByLabel(/^Last Name/).inputValue()).toBe(again.last);
    expect(await page.getByLabel(/^Email ID/).inputValue()).toBe(again.email);
    expect(await page.getByLabel(/^Phone Number/).inputValue()).toBe('5551234567');
    expect(await page.getByRole('combobox', { name: /^Country(?! Code)/ }).innerText()).toBe(
      'Portugal (+351)',
    );
    expect(await page.getByRole('combobox', { name: /^Membership Package/ }).innerText()).toBe('Explorer');
  });

  it("opens the member's edit form in a new tab from its name and saves a change", async () => {
    await page.goto('/admin/members');
    await searchList(member.last);
    const [edit] = await Promise.all([
      page.context().waitForEvent('page'),
      rowWith(fullName).getByRole('link', { name: fullName }).click(),
    ]);
    edit.setDefaultTimeout(15000);
    await edit.getByText('Update Member').first().waitFor();
    const email = edit.getByLabel(/^Email ID/);
    await expect.poll(() => email.inputValue()).toBe(member.email);
    expect(await email.isDisabled()).toBe(true);
    expect(await edit.getByLabel(/^First Name/).inputValue()).toBe(member.first);
    expect(await edit.getByLabel(/^Last Name/).inputValue()).toBe(member.last);
    // Members cannot be deleted (no such call).
    expect(await edit.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await edit.getByLabel(/^City/).fill('Porto');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByText('Member updated successfully').waitFor();
    await edit.waitForURL(/\/admin\/members$/);
    await edit.getByRole('row').filter({ hasText: fullName }).getByText('Porto').waitFor();
    await edit.close();
  });

  it('shows the retired package of a member being edited, not an empty field', async () => {
    const onRetired = (await listMembers()).find((m) => m.package?.name === 'Legacy')!;
    await page.goto(`/admin/members/${onRetired.uuid}`);
    const packageSelect = page.getByRole('combobox', { name: /^Membership Package/ });
    await expect.poll(() => packageSelect.innerText()).toBe('Legacy');
    await packageSelect.click();
    expect(await page.getByRole('option', { name: 'Legacy' }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
  });

  it("opens the member's transaction history from the row menu", async () => {
    await page.goto('/admin/members');
    await searchList(member.last);
    await rowWith(fullName).getByRole('button', { name: 'Actions' }).click();
    const [history] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('menuitem', { name: 'Transaction Summary' }).click(),
    ]);
    await history.waitForURL(/\/admin\/(members\/[^/]+\/transactions|member\/[^/]+\/transaction\/summary)$/);
    await history.getByText(`Transaction History Of ${fullName}`).first().waitFor();
    await history.getByText('There are no Transaction History !').waitFor();
    await history.close();
  });
});

describe('list addresses', () => {
  const firstRowText = () =>
    page
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first()
      .innerText();

  it('keeps the page and search in the address: a reload or the shared link shows the same rows', async () => {
    await page.goto('/admin/members?filter=%7B%7D&page=1');
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.waitForURL(/[?&]page=2(&|$)/);
    const secondPage = await firstRowText();

    await page.reload();
    await expect.poll(firstRowText).toBe(secondPage);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');

    const shared = await page.context().newPage();
    await shared.goto(page.url());
    await expect
      .poll(() =>
        shared
          .getByRole('row')
          .filter({ has: shared.getByRole('cell') })
          .first()
          .innerText(),
      )
      .toBe(secondPage);
    await shared.close();

    await searchList('Khan');
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter')!)).toEqual({ q: 'Khan' });
    // A new search starts at page 1; once cleared, the list is back on its defaults and on the plain address.
    await page.getByPlaceholder('Search').fill('');
    await page.waitForURL(/\/admin\/members$/);
  });
});

describe('member CSV downloads', () => {
  /** A name a spreadsheet would run as a formula. */
  const FORMULA_NAME = '=HYPERLINK("http://x","y")';
  const ESCAPED = `'${FORMULA_NAME}`;

  /** The total the list's pagination shows ('1-25 of 61'). */
  const shownTotal = async () => {
    const range = page.getByText(/^\d+-\d+ of \d+$/);
    await range.waitFor();
    return Number((await range.innerText()).split(' of ')[1]);
  };

  beforeAll(async () => {
    const [members, packages] = await Promise.all([
      listMembers(),
      api<{ list: { uuid: string; isActive: boolean }[] }>('/admin/package/list?page=1&limit=100'),
    ]);
    const activePackage = packages.list.find((p) => p.isActive)!;
    await createMemberThroughApi(FORMULA_NAME, activePackage.uuid);
    // Members without a package come from self-registration only: rename one of them.
    const incomplete = members.find((m) => !m.package?.name)!;
    await api('/admin/members/update', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ uuid: incomplete.uuid, name: FORMULA_NAME }),
    });
  });

  it('downloads the Members list with the spec columns, every page, formulas neutralised', async () => {
    // Without the search the members tests left in the list's stored parameters.
    await page.goto(`/admin/members?filter=${encodeURIComponent('{}')}`);
    await page.getByText('Members List').first().waitFor();
    const total = await shownTotal();
    expect(total).toBeGreaterThan(25);
    const file = await download();
    expect(file.name).toBe('Members.csv');
    const [header, ...rows] = csvRows(file.text);
    expect(header).toEqual([
      'Name',
      'Email',
      'Phone No',
      'Gender',
      'Membership',
      'City',
      'Country',
      'Registration Date',
      'Age Group',
      'Membership Start Date',
    ]);
    expect(rows).toHaveLength(total);
    const formulaRow = rows.find((row) => row[0]?.includes('HYPERLINK'));
    expect(formulaRow?.[0]).toBe(ESCAPED);
    expect(formulaRow?.slice(3, 7)).toEqual(['Female', expect.any(String), 'Austin', 'United States']);
    expect(formulaRow?.[7]).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  });

  it('downloads the Incomplete Members list with its five columns', async () => {
    const activeTotal = await shownTotal();
    const incompleteBadge = Number(await page.locator('.MuiBadge-badge').innerText());
    await page.getByRole('link', { name: 'Incomplete Members' }).click();
    await page.waitForURL('**/admin/incomplete/members');
    await page.getByText('Incomplete Members List').first().waitFor();
    const total = await shownTotal();
    // Each list's button carries the other list's size.
    expect(total).toBe(incompleteBadge);
    expect(Number(await page.locator('.MuiBadge-badge').innerText())).toBe(activeTotal);
    const file = await download();
    expect(file.name).toBe('Members.csv');
    const [header, ...rows] = csvRows(file.text);
    expect(header).toEqual(['Name', 'Email', 'City', 'Country', 'Registration Date']);
    expect(rows).toHaveLength(total);
    expect(rows.filter((row) => row[0] === ESCAPED)).toHaveLength(1);
    expect(rows.some((row) => row[0] === FORMULA_NAME)).toBe(false);

    await page.getByRole('link', { name: 'Active Members' }).click();
    await page.waitForURL(/\/admin\/members$/);
    await page.getByText('Members List').first().waitFor();
  });
});

describe('transaction history', () => {
  interface ApiPayment {
    userUuid: string;
  }

  it("shows a seeded member's payments newest first, 10 a page, and downloads them", async () => {
    const payments = await api<ApiPayment[]>('/admin/all/payment/list?page=1&limit=100');
    const perMember = new Map<string, number>();
    for (const payment of payments)
      perMember.set(payment.userUuid, (perMember.get(payment.userUuid) ?? 0) + 1);
    const [memberUuid, count] = [...perMember].sort((a, b) => b[1] - a[1])[0]!;
    const member = await api<ApiMember>('/admin/members/view', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ uuid: memberUuid }),
    });

    // The spec's URL leads to the history.
    await page.goto(`/admin/member/${memberUuid}/transaction/summary`);
    await page.waitForURL(`**/admin/members/${memberUuid}/transactions`);
    await page.getByText(`Transaction History Of ${member.name}`).first().waitFor();
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(Math.min(count, 10));
    const dates = await rows.evaluateAll((trs) =>
      trs.map((tr) => tr.querySelector('td.column-createdAt')?.textContent ?? ''),
    );
    const asSortable = (date: string) => date.replace(/^(\d{2})-(\d{2})-(\d{4})$/, '$3$1$2');
    expect(dates.map(asSortable)).toEqual(dates.map(asSortable).sort().reverse());
    for (const text of await rows.allInnerTexts()) expect(text).toMatch(/Success|Failed|Pending/);
    await page.screenshot({ path: '.tmp/e2e-transaction-history.png' });

    const file = await download();
    expect(file.name).toBe('Transaction Summary.csv');
    const [header, ...lines] = csvRows(file.text);
    expect(header).toEqual(['Transaction ID', 'Name', 'Date', 'Amount', 'Summary', 'Status']);
    expect(lines).toHaveLength(count);
  });
});

// Issue 12: Refresh reads fresh data, and a list shown again within the cache's minute reads its rows again.
describe('fresh data', () => {
  const suffix = randomUUID().slice(0, 6);
  /** First by name, so on the list's first page. */
  const firstByName = (label: string) => `Aaa ${label} ${suffix}`;

  it('shows a member added elsewhere after Refresh, and after a return to the list', async () => {
    const packages = await api<{ list: { uuid: string; isActive: boolean }[] }>(
      '/admin/package/list?page=1&limit=100',
    );
    const packageUuid = packages.list.find((p) => p.isActive)!.uuid;
    const firstPage = '/admin/members?filter=%7B%7D&order=ASC&page=1&perPage=25&sort=name';
    await page.goto(firstPage);
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first()
      .waitFor();

    const refreshed = firstByName('Refreshed');
    await createMemberThroughApi(refreshed, packageUuid);
    // At once: Refresh reads the server again however recently the list was read.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await rowWith(refreshed).waitFor();

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Packages' }).click();
    await page.getByText('Membership Packages').first().waitFor();
    const revisited = firstByName('Revisited');
    await createMemberThroughApi(revisited, packageUuid);
    // A list shown again re-reads only collections read at least 2 s before (REVALIDATE_MIN_AGE_MS).
    await page.waitForTimeout(2500);
    await page.goBack();
    await page.waitForURL(/\/admin\/members/);
    await rowWith(revisited).waitFor();
    expect(await rowWith(refreshed).count()).toBe(1);
  });
});
