/**
 * Issue 18 in the browser: a member changed is seen in Activity and in the member's History; a CSV with good
 * and bad rows is previewed, imported, and its rows not imported downloaded.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createMemberThroughApi } from './apiMembers';
import { signedInPage, type SignedInPage } from './harness';

let page: Page;
let api: SignedInPage['api'];

interface ApiPackage {
  uuid: string;
  name: string;
  isActive: boolean;
}

const suffix = randomUUID().slice(0, 6);
let activePackage: ApiPackage;

signedInPage((session) => ({ page, api } = session));
beforeAll(async () => {
  const packages = await api<{ list: ApiPackage[] }>('/admin/package/list?page=1&limit=100');
  activePackage = packages.list.find((p) => p.isActive)!;
});

describe('activity log', () => {
  const name = `Activity Person${suffix}`;

  it("shows a member's change in Activity and in the member's History", async () => {
    const uuid = await createMemberThroughApi(api, name, activePackage.uuid, `activity.${suffix}@e2e.test`);

    await page.goto(`/admin/members/${uuid}`);
    await page.getByText('Update Member').first().waitFor();
    await expect.poll(() => page.getByLabel(/^City/).inputValue()).toBe('Austin');
    await page.getByLabel(/^City/).fill('Lisbon');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Member updated successfully').waitFor();

    await page.goto('/admin/activity');
    const row = page.getByRole('row').filter({ hasText: name }).filter({ hasText: 'Updated' });
    await row.first().waitFor();
    expect(await row.first().innerText()).toContain('City: Austin → Lisbon');
    // The entry links to the member's edit screen, where History shows the same change.
    await row.first().getByRole('link', { name }).click();
    await page.waitForURL(`**/admin/members/${uuid}`);
    await page.getByRole('button', { name: 'History' }).click();
    await page
      .getByText(/^Updated by .+ on /)
      .first()
      .waitFor();
    // One change in the panel: the field's own line.
    const change = page.getByRole('listitem').filter({ hasText: /^City: Austin → Lisbon$/ });
    await change.waitFor();
    expect(await change.count()).toBe(1);
  });
});

describe('member import', () => {
  const header = 'Name,Email,Phone No,Gender,Membership,City,Country,Age Group';
  const good = (n: number) =>
    `Imported Person${suffix}${n},import${n}.${suffix}@e2e.test,(+91) 9876543210,Female,${activePackage.name},Pune,India,30-50`;

  it('previews good and bad rows, imports the good ones and downloads the rows not imported', async () => {
    await page.goto('/admin/members');
    await page.getByRole('link', { name: 'Import' }).click();
    await page.waitForURL('**/admin/members/import');
    const csv = [
      header,
      good(1),
      good(2),
      `Bad Mail${suffix},not-an-email,(+91) 9876543210,Female,${activePackage.name},Pune,India,30-50`,
      `No Plan${suffix},noplan.${suffix}@e2e.test,(+91) 9876543210,Male,Platinum Nowhere,Pune,India,20-30`,
    ].join('\r\n');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('4 rows: 2 ready to import, 2 with problems (not imported).').waitFor();
    await page.getByText('No membership package is named "Platinum Nowhere"').waitFor();

    await page.getByRole('button', { name: 'Import 2 valid rows' }).click();
    await page
      .getByText(
        '2 imported, 0 failed, 2 not imported because of problems, 0 not imported because the import was cancelled.',
      )
      .waitFor();
    const members = await api<{ list: { email: string }[] }>('/admin/members/list?page=1&limit=10000');
    expect(members.list.filter((m) => m.email.endsWith(`.${suffix}@e2e.test`)).length).toBe(2 + 1);

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download rows not imported' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe('Members not imported.csv');
    const rows = Papa.parse<string[]>((await readFile(await file.path(), 'utf8')).trim()).data;
    expect(rows[0]?.at(-1)).toBe('Reason');
    expect(rows.slice(1).map((row) => row[0])).toEqual([`Bad Mail${suffix}`, `No Plan${suffix}`]);
    expect(rows[2]?.at(-1)).toBe('No membership package is named "Platinum Nowhere"');

    // The same file again: every good row is refused as already imported.
    await page.getByRole('button', { name: 'Import another file' }).click();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('4 rows: 0 ready to import, 4 with problems (not imported).').waitFor();
  });
});
