/**
 * Issue 15 (marketplace and FAQs) in the browser: create, toggle and delete a partner; the legacy partner
 * URLs; a partner request and a vendor opened read-only; create, toggle and reopen an FAQ from its URL.
 */
import { randomUUID } from 'node:crypto';
import { format, addDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { generatePng } from '../../server/src/seed/images';
import { signedInPage, type SignedInPage } from './harness';

let page: Page;
let api: SignedInPage['api'];

interface ApiPartner {
  uuid: string;
  name: string;
  status: boolean;
  countryCode: string;
  type: number;
}
interface ApiFaq {
  uuid: string;
  question: string;
  answer: string;
  isActive: boolean;
}

const listPartners = () => api<ApiPartner[]>('/admin/business/list');
const listFaqs = () => api<ApiFaq[]>('/admin/faqs/list');

/** A row of the visible list holding `text`. */
const rowWith = (text: string) => page.getByRole('row').filter({ hasText: text });

/** Picks `option` in the MUI select labelled `label`. */
async function choose(label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

signedInPage((session) => ({ page, api } = session));

describe('partners', () => {
  const name = `E2E Wellness Shop ${randomUUID().slice(0, 6)}`;

  it('lists the seeded partners at the old URL', async () => {
    await page.goto('/admin/marketPlace/business/partners');
    await page.waitForURL(/\/admin\/partners$/);
    await page.getByText('Partners List').first().waitFor();
    const rows = page.getByRole('row').filter({ has: page.getByRole('switch', { name: 'Status' }) });
    await rows.first().waitFor();
    expect(await rows.count()).toBe((await listPartners()).length);
  });

  it('refuses a bad partner form with the spec messages and sends nothing', async () => {
    const before = (await listPartners()).length;
    await page.goto('/admin/partners/create');
    await page.getByText('Add New Partner').first().waitFor();
    await page.getByLabel(/^Business Name/).fill(name);
    await page.getByLabel(/^Phone Number/).fill('12345');
    await page.getByLabel(/^Store Link/).fill('shop.example.com');
    await page.getByLabel(/^Expiry Date/).fill(format(new Date(), 'MM/dd/yyyy'));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Must be more than 6 digits').waitFor();
    await page.getByText('Please enter a valid URL, including scheme').waitFor();
    await page.getByText('Expiry Date can only be in future.').waitFor();
    expect(page.url()).toMatch(/\/admin\/partners\/create$/);
    expect((await listPartners()).length).toBe(before);
  });

  // Issue 24: Chromium's URL parser takes a host with a space ('ex%20ample.com'); the form refuses it, as the server.
  it('refuses a store link with a space in its host', async () => {
    await page.goto('/admin/partners/create');
    await page.getByText('Add New Partner').first().waitFor();
    await page.getByLabel(/^Store Link/).fill('https://ex ample.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please enter a valid URL, including scheme').waitFor();
    expect(page.url()).toMatch(/\/admin\/partners\/create$/);
  });

  it('adds a partner with a logo and returns to the partners list', async () => {
    await page.goto('/admin/partners/create');
    await page.getByText('square 500*500 image').waitFor();
    await page.getByLabel(/^Business Name/).fill(name);
    await page.getByLabel(/^Email Id/).fill(`shop.${randomUUID().slice(0, 6)}@e2e.test`);
    await choose(/^Country Code/, 'India (+91)');
    await page.getByLabel(/^Phone Number/).fill('9876543210');
    await choose(/^Type/, 'Service');
    await page.getByLabel(/^Expiry Date/).fill(format(addDays(new Date(), 60), 'MM/dd/yyyy'));
    await page.getByLabel(/^Store Link/).fill('https://shop.e2e.test');
    await page.getByLabel(/^Description/).fill('Herbal teas for members.');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: generatePng('#2e7d32', 24) });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Partner added successfully').waitFor();
    await page.waitForURL(/\/admin\/partners$/);
    const row = rowWith(name);
    await row.waitFor();
    expect(await row.innerText()).toContain('Service');
    expect(await row.getByRole('link', { name }).getAttribute('target')).toBe('_blank');
    const saved = (await listPartners()).find((partner) => partner.name === name)!;
    expect(saved).toMatchObject({ countryCode: '+91', type: 1, status: true });
  });

  it('switches the partner off, and the server keeps it', async () => {
    const toggle = rowWith(name).getByRole('switch', { name: 'Status' });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    await page.getByText('Partner status updated successfully.').waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await expect
      .poll(async () => (await listPartners()).find((partner) => partner.name === name)?.status)
      .toBe(false);
  });

  it('deletes the partner after the confirmation', async () => {
    await rowWith(name).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete this Business Partner ?').waitFor();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Partner deleted successfully').waitFor();
    await rowWith(name).waitFor({ state: 'detached' });
    expect((await listPartners()).some((partner) => partner.name === name)).toBe(false);
  });

  it('sends the old onboarding URL to the partners list', async () => {
    await page.goto('/admin/partner/onboardings');
    await page.waitForURL(/\/admin\/partners$/);
    await page.getByText('Partners List').first().waitFor();
  });
});

/**
 * The value a read-only page shows under `label`: react-admin's show layout puts each field in a '.ra-field' box,
 * its label (RaLabeled-label) above the value.
 */
async function shownValue(on: Page, label: string) {
  const field = on.locator('.ra-field').filter({
    has: on.locator('.RaLabeled-label').getByText(label, { exact: true }),
  });
  return (await field.innerText()).replace(label, '').trim();
}

describe('partner requests and vendors', () => {
  it('opens a partner request read-only from the Business List', async () => {
    await page.goto('/admin/marketPlace/partners/request/list');
    await page.waitForURL(/\/admin\/partnerRequests$/);
    await page.getByText('Business List').first().waitFor();
    const first = page.getByRole('row').nth(1).getByRole('link').first();
    const requestName = (await first.innerText()).trim();
    await page.goto((await first.getAttribute('href'))!);
    await page.getByText('Partner Request Information').first().waitFor();
    await page.getByRole('heading', { name: requestName }).waitFor();
    expect(await shownValue(page, 'Address')).not.toBe('');
    expect(await page.getByRole('link', { name: 'Visit Website' }).getAttribute('target')).toBe('_blank');
  });

  it('opens a vendor from the Vendors List in a new tab', async () => {
    await page.goto('/admin/marketPlace/vendors/list');
    await page.waitForURL(/\/admin\/vendors$/);
    await page.getByText('Vendors List').first().waitFor();
    const first = page.getByRole('row').nth(1).getByRole('link');
    const vendorName = (await first.innerText()).trim();
    const [vendor] = await Promise.all([page.context().waitForEvent('page'), first.click()]);
    vendor.setDefaultTimeout(15000);
    await vendor.waitForURL(/\/admin\/vendors\/[^/]+\/show$/);
    await vendor.getByText('Vendor Information').first().waitFor();
    await vendor.getByRole('heading', { name: vendorName }).waitFor();
    await vendor.getByRole('heading', { name: 'Payment Details' }).waitFor();
    // Each value as text under its label (react-admin's show layout), not in a read-only input.
    expect(await shownValue(vendor, 'Swift Code')).not.toBe('');
    expect(await vendor.getByRole('textbox').count()).toBe(0);
    await vendor.close();
    await page.bringToFront();
  });
});

describe('FAQs', () => {
  const question = `Is the sauna open on Sundays ${randomUUID().slice(0, 6)}?`;

  it('adds an FAQ and lists it', async () => {
    await page.goto('/admin/faqs');
    await page.getByText('Questions List').waitFor();
    await page.getByRole('link', { name: 'Add New FAQ' }).click();
    await page.waitForURL(/\/admin\/faqs\/create$/);
    await page.getByLabel(/^Question/).fill(question);
    await page.getByLabel(/^Answer/).fill('Yes, from 9 to 5.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('FAQ added successfully').waitFor();
    await page.waitForURL(/\/admin\/faqs$/);
    await rowWith(question).waitFor();
  });

  it('switches the FAQ off, and the server keeps it', async () => {
    const toggle = rowWith(question).getByRole('switch', { name: 'Active' });
    expect(await toggle.isChecked()).toBe(true);
    // Clicking a switch beside a showing toast (bottom right) sometimes froze headless Chromium's page
    // entirely (cause not found; reported): the toast of the add goes first.
    await page.getByText('FAQ added successfully').waitFor({ state: 'detached' });
    await toggle.click();
    await page.getByText('FAQ status updated successfully.').waitFor();
    await expect
      .poll(async () => (await listFaqs()).find((faq) => faq.question === question)?.isActive)
      .toBe(false);
  });

  it('opens the FAQ edit form from its URL and saves a change', async () => {
    const faq = (await listFaqs()).find((one) => one.question === question)!;
    await page.goto(`/admin/faqs/${faq.uuid}`);
    await page.getByText('Update FAQ').first().waitFor();
    await expect.poll(() => page.getByLabel(/^Question/).inputValue()).toBe(question);
    await page.getByLabel(/^Answer/).fill('Yes, from 9 to 6.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('FAQ updated successfully').waitFor();
    await page.waitForURL(/\/admin\/faqs$/);
    await expect
      .poll(async () => (await listFaqs()).find((one) => one.uuid === faq.uuid)?.answer)
      .toBe('Yes, from 9 to 6.');
  });
});
