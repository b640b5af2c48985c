/**
 * Issue 13 in the browser: events (create online and on-site, edit, Allow Registration, speakers, cancel,
 * delete a draft, the registered users CSV) and promo codes (create, refuse a discount over 100, toggle).
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { addDays, format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { generatePng } from '../../server/src/seed/images';
import { signedInPage, type SignedInPage } from './harness';
import { searchList as searchListOn } from './listSearch';

let page: Page;
let api: SignedInPage['api'];

const suffix = randomUUID().slice(0, 6);
const onlineName = `E2E Online ${suffix}`;
const onSiteName = `E2E On-site ${suffix}`;
const draftName = `E2E Draft ${suffix}`;

const pngUpload = (name: string) => ({ name, mimeType: 'image/png', buffer: generatePng('#ef6c00', 24) });
const rowWith = (text: string) => page.getByRole('row').filter({ hasText: text });
const inDays = (days: number, time: string) => `${format(addDays(new Date(), days), 'yyyy-MM-dd')}T${time}`;

async function choose(label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const searchList = (text: string) => searchListOn(page, text);

/** Fills and saves the event form; on-site events get a venue, online ones a meeting type. */
async function addEvent(name: string, mode: 'Online' | 'On-site', { draft = false } = {}) {
  await page.goto('/admin/events/create');
  await page.getByText('Add New Event').first().waitFor();
  await page.getByLabel(/^Event Name/).fill(name);
  await page.getByLabel(/^Event Description/).fill(`${name}: a session for members.`);
  await choose(/^Event Mode/, mode);
  if (mode === 'Online') await choose(/^Meeting Type/, 'Webinar');
  else await page.getByLabel(/^Event Venue/).fill('Riverside Park');
  await choose(/^Event Category/, 'Heart Health');
  await choose(/^Membership Package/, 'Explorer');
  await page.getByLabel(/^Price/).fill('10');
  await page.getByLabel(/^Start Time/).fill(inDays(7, '10:00'));
  expect(await page.getByLabel(/^End Time/).inputValue()).toBe(inDays(7, '11:00'));
  await page.locator('input[type=file]').setInputFiles(pngUpload('event.png'));
  if (draft) await page.getByRole('checkbox', { name: 'Save As Draft' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Event added successfully').waitFor();
  await page.waitForURL('**/admin/events/upcoming');
}

/** Opens a row's ⋮ menu and picks `action`, then answers Yes. */
async function confirmRowAction(name: string, action: string, question: string) {
  await rowWith(name).getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: action }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(question).waitFor();
  await dialog.getByRole('button', { name: 'Yes' }).click();
}

signedInPage((session) => ({ page, api } = session));

describe('events', () => {
  it('opens the upcoming list from /admin/events, with seeded events', async () => {
    await page.goto('/admin/events');
    await page.waitForURL('**/admin/events/upcoming');
    await page.getByText('Upcoming Events List').first().waitFor();
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first()
      .waitFor();
  });

  it('creates an online and an on-site event and lists them as upcoming', async () => {
    await addEvent(onlineName, 'Online');
    await searchList(onlineName);
    expect(await rowWith(onlineName).innerText()).toContain('Online');
    expect(await rowWith(onlineName).innerText()).toContain('Upcoming');
    await addEvent(onSiteName, 'On-site');
    await searchList(onSiteName);
    expect(await rowWith(onSiteName).innerText()).toContain('On-site');
  });

  it('edits the online event and returns to the upcoming list', async () => {
    await searchList(onlineName);
    const href = await rowWith(onlineName).getByRole('link', { name: onlineName }).getAttribute('href');
    await page.goto(href!);
    await page.getByText('Update Event').first().waitFor();
    await expect.poll(() => page.getByLabel(/^Event Name/).inputValue()).toBe(onlineName);
    await page.getByLabel(/^Event Description/).fill('Now with more breathing.');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Event updated successfully').waitFor();
    await page.waitForURL('**/admin/events/upcoming');
  });

  it('toggles Allow Registration, and the change survives a reload', async () => {
    await searchList(onlineName);
    const toggle = rowWith(onlineName).getByRole('switch', { name: 'Allow Registration' });
    const before = await toggle.isChecked();
    await toggle.click();
    await page.getByText('Event status updated successfully.').waitFor();
    expect(await toggle.isChecked()).toBe(!before);
    await page.reload();
    await searchList(onlineName);
    expect(await rowWith(onlineName).getByRole('switch', { name: 'Allow Registration' }).isChecked()).toBe(
      !before,
    );
  });

  it('adds and deletes a speaker', async () => {
    await searchList(onlineName);
    const href = await rowWith(onlineName).getByRole('link', { name: onlineName }).getAttribute('href');
    await page.goto(`${href!}/speakers`);
    await page.getByText(`${onlineName} Event Speakers`).waitFor();
    await page.getByText('Please Add New Speakers To This Event!').waitFor();
    await page.getByRole('link', { name: 'Add New Speaker' }).click();
    await page.getByText('Add New Speaker').first().waitFor();
    await page.getByLabel(/^Name/).fill('Dr. E2E Speaker');
    await page.getByLabel(/^Designation/).fill('Cardiologist');
    await page.getByLabel(/^Description/).fill('Heart advice.');
    await page.locator('input[type=file]').setInputFiles(pngUpload('speaker.png'));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/speakers');
    await rowWith('Dr. E2E Speaker').waitFor();
    await rowWith('Dr. E2E Speaker').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByText('Are you sure you want to delete this Speaker ?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Speaker Deleted successfully.').waitFor();
    await page.getByText('Please Add New Speakers To This Event!').waitFor();
  });

  it('cancels the online event, which then appears in the cancel list', async () => {
    await page.goto('/admin/events/upcoming');
    await searchList(onlineName);
    await confirmRowAction(onlineName, 'Cancel', 'Are you sure you want to Cancel this Event ?');
    await page.getByText('Event Cancelled Successful.').waitFor();
    await expect.poll(() => rowWith(onlineName).count()).toBe(0);
    await page.goto('/admin/events/cancel');
    await page.getByText('Cancel Events List').first().waitFor();
    await searchList(onlineName);
    expect(await rowWith(onlineName).innerText()).toContain('Cancelled');
  });

  it('deletes a draft', async () => {
    await addEvent(draftName, 'On-site', { draft: true });
    await page.goto('/admin/events/draft');
    await searchList(draftName);
    await confirmRowAction(draftName, 'Delete', 'Are you sure you want to delete this Event ?');
    await page.getByText('Event Deleted Successful.').waitFor();
    await expect.poll(() => rowWith(draftName).count()).toBe(0);
  });

  it('downloads the registered users of a seeded event as a CSV with the header rows', async () => {
    type ApiEvent = { uuid: string; name: string; eventMode: string; startTime: string };
    const past = (await api<{ list: ApiEvent[] }>('/admin/event/listPast?page=1&limit=100')).list;
    let event: ApiEvent | undefined;
    for (const candidate of past) {
      const data = await api<unknown[] | { list: unknown[] }>(
        '/admin/event/user/registered/list?page=1&limit=100',
        { method: 'POST', json: { uuid: candidate.uuid } },
      );
      const list = Array.isArray(data) ? data : data.list;
      if (list.length > 0) {
        event = candidate;
        break;
      }
    }
    expect(event).toBeDefined();
    await page.goto(`/admin/events/${event!.uuid}/registrations`);
    await page.getByText(`${event!.name} Event Registered User List`).waitFor();
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first()
      .waitFor();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(`${event!.name}.csv`);
    const rows = Papa.parse<string[]>((await readFile(await file.path(), 'utf8')).trim()).data;
    expect(rows[0]).toEqual(['Event Name', event!.name]);
    expect(rows[1]).toEqual(['Date', format(new Date(event!.startTime), 'MM/dd/yyyy')]);
    expect(rows[2]).toEqual(['Event Mode', event!.eventMode === 'online' ? 'Online' : 'On-site']);
    expect(rows[3]).toEqual(['User', 'Qty', 'Email', 'Date', 'City', 'Country', 'Status']);
    expect(rows.length).toBeGreaterThan(4);
  });
});

describe('promo codes', () => {
  const code = `E2E${suffix.toUpperCase()}`;

  it('refuses a discount over 100, then creates a code and toggles it', async () => {
    await page.goto('/admin/promoCodes/create');
    await choose(/^Event Name/, onSiteName);
    await choose(/^Membership Package/, 'Explorer');
    await page.getByLabel(/^Promo Code/).fill(code);
    await page.getByLabel(/^Expiry Date/).fill(format(addDays(new Date(), 20), 'MM/dd/yyyy'));
    await page.getByRole('spinbutton', { name: /^Discount/ }).fill('101');
    await page.getByLabel(/^Number of Voucher/).fill('25');
    await page.getByLabel(/^Description/).fill('Browser test code.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Not greater then 100').waitFor();
    expect(page.url()).toMatch(/\/admin\/promoCodes\/create$/);
    await page.getByRole('spinbutton', { name: /^Discount/ }).fill('15');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Voucher Created Successfully.').waitFor();
    await page.waitForURL('**/admin/promoCodes');
    await searchList(code);
    expect(await rowWith(code).innerText()).toContain(onSiteName);
    const toggle = rowWith(code).getByRole('switch', { name: 'Status' });
    const before = await toggle.isChecked();
    await toggle.click();
    await page.getByText('Voucher status updated successfully.').waitFor();
    await page.reload();
    await searchList(code);
    expect(await rowWith(code).getByRole('switch', { name: 'Status' }).isChecked()).toBe(!before);
  });
});
