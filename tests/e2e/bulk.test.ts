/**
 * Issue 30 in the browser: rows of the members list selected by their named checkboxes, deactivated together
 * (undoable: sent once the toast with Undo has gone), the server holding the change and the rows showing it.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createMemberThroughApi } from './apiMembers';
import { signedInPage, type SignedInPage } from './harness';

let page: Page;
let api: SignedInPage['api'];

signedInPage((session) => ({ page, api } = session));

interface ApiMember {
  uuid: string;
  name: string;
  isActive: boolean;
}

const prefix = `Bulk ${randomUUID().slice(0, 6)}`;
const names = [`${prefix} Ada`, `${prefix} Ben`, `${prefix} Cy`];

const ourMembers = async () =>
  (await api<{ list: ApiMember[] }>('/admin/members/list?page=1&limit=10000')).list.filter((member) =>
    member.name.startsWith(prefix),
  );

describe('bulk actions', () => {
  beforeAll(async () => {
    const packages = await api<{ list: { uuid: string; isActive: boolean }[] }>(
      '/admin/package/list?page=1&limit=100',
    );
    const activePackage = packages.list.find((p) => p.isActive)!;
    for (const name of names) await createMemberThroughApi(api, name, activePackage.uuid);
  });

  it('selects members by their named checkboxes, deactivates them together and shows the change', async () => {
    expect((await ourMembers()).map((member) => member.isActive)).toEqual([true, true, true]);
    await page.goto(`/admin/members?filter=${encodeURIComponent('{}')}`);
    await page.getByPlaceholder('Search').fill(prefix);
    const status = (name: string) => page.getByRole('switch', { name: `Status: ${name}` });
    await status(names[2]!).waitFor();
    await page.getByRole('checkbox', { name: `Select: ${names[0]}` }).check();
    await page.getByRole('checkbox', { name: `Select: ${names[1]}` }).check();
    await page.getByText('2 items selected').waitFor();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    // At once on screen, sent once the toast with Undo has gone.
    await expect.poll(() => status(names[0]!).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Undo' }).waitFor();
    await page.getByRole('button', { name: 'Undo' }).waitFor({ state: 'detached', timeout: 20000 });
    await expect
      .poll(
        async () => Object.fromEntries((await ourMembers()).map((member) => [member.name, member.isActive])),
        {
          timeout: 20000,
        },
      )
      .toEqual({ [names[0]!]: false, [names[1]!]: false, [names[2]!]: true });
    // Read again from the server: the rows show what it holds.
    await page.reload();
    await status(names[2]!).waitFor();
    expect(await status(names[0]!).isChecked()).toBe(false);
    expect(await status(names[1]!).isChecked()).toBe(false);
    expect(await status(names[2]!).isChecked()).toBe(true);
  });
});
