/**
 * Issue 30 in the browser: rows selected by their named checkboxes and changed together (undoable: sent once the
 * toast with Undo has gone, nothing sent after Undo); every matching member selected across pages after a
 * confirmation naming how many, changed with progress; pending group requests approved together, each with its
 * own activity entry, one that failed listed with the server's reason.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createMemberThroughApi } from './apiMembers';
import { signedInPage, type E2E, type SignedInPage } from './harness';

let page: Page;
let api: SignedInPage['api'];
let e2e: E2E;
let token: string;

signedInPage((session) => ({ page, api, e2e, token } = session));

interface ApiMember {
  uuid: string;
  name: string;
  isActive: boolean;
}

const prefix = `Bulk ${randomUUID().slice(0, 6)}`;
const names = [`${prefix} Ada`, `${prefix} Ben`, `${prefix} Cy`];
/** More than a page (25) of members sharing one name, for 'Select all'. */
const manyPrefix = `Many ${randomUUID().slice(0, 6)}`;
const MANY = 27;

const membersNamed = async (start: string) =>
  (await api<{ list: ApiMember[] }>('/admin/members/list?page=1&limit=10000')).list.filter((member) =>
    member.name.startsWith(start),
  );

const searchMembers = async (text: string) => {
  await page.goto(`/admin/members?filter=${encodeURIComponent('{}')}`);
  await page.getByPlaceholder('Search').fill(text);
};

const status = (name: string) => page.getByRole('switch', { name: `Status: ${name}` });

/** The activity log's entries (GET /v1/admin/activity, ra-data-simple-rest's bare array). */
async function activity(filter: Record<string, unknown>): Promise<unknown[]> {
  const query = new URLSearchParams({ filter: JSON.stringify(filter), range: '[0,999]' });
  const response = await fetch(`${e2e.server.apiUrl}/admin/activity?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as unknown[];
}

describe('bulk actions', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    const packages = await api<{ list: { uuid: string; isActive: boolean }[] }>(
      '/admin/package/list?page=1&limit=100',
    );
    const activePackage = packages.list.find((p) => p.isActive)!;
    for (const name of names) await createMemberThroughApi(api, name, activePackage.uuid);
    for (let index = 0; index < MANY; index += 1) {
      await createMemberThroughApi(
        api,
        `${manyPrefix} ${String(index).padStart(2, '0')}`,
        activePackage.uuid,
      );
    }
  });

  it('selects members by their named checkboxes, deactivates them together and shows the change', async () => {
    expect((await membersNamed(prefix)).map((member) => member.isActive)).toEqual([true, true, true]);
    await searchMembers(prefix);
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
        async () =>
          Object.fromEntries((await membersNamed(prefix)).map((member) => [member.name, member.isActive])),
        { timeout: 20000 },
      )
      .toEqual({ [names[0]!]: false, [names[1]!]: false, [names[2]!]: true });
    // Read again from the server: the rows show what it holds.
    await page.reload();
    await status(names[2]!).waitFor();
    expect(await status(names[0]!).isChecked()).toBe(false);
    expect(await status(names[1]!).isChecked()).toBe(false);
    expect(await status(names[2]!).isChecked()).toBe(true);
  });

  it('sends nothing after Undo: the rows return and the server keeps them as they were', async () => {
    await searchMembers(prefix);
    await status(names[2]!).waitFor();
    const sent: string[] = [];
    const watch = (request: { url: () => string }) => {
      if (request.url().includes('/members/status/update')) sent.push(request.url());
    };
    page.on('request', watch);
    try {
      await page.getByRole('checkbox', { name: `Select: ${names[2]}` }).check();
      await page.getByRole('button', { name: 'Deactivate' }).click();
      await expect.poll(() => status(names[2]!).isChecked()).toBe(false);
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect.poll(() => status(names[2]!).isChecked()).toBe(true);
      // Past the toast's time (4 s): an undone change would have been sent by now.
      await page.waitForTimeout(6000);
      expect(sent).toEqual([]);
      expect((await membersNamed(names[2]!))[0]?.isActive).toBe(true);
    } finally {
      page.off('request', watch);
    }
  });

  it('selects every matching member across pages after a confirmation naming how many, and changes them all with progress', async () => {
    await searchMembers(manyPrefix);
    await page.getByRole('switch', { name: `Status: ${manyPrefix} 00` }).waitFor();
    await page.getByRole('checkbox', { name: 'Select all members on page 1' }).check();
    await page.getByText('25 items selected').waitFor();
    await page.getByRole('button', { name: `Select all ${MANY} members` }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain(`Select all ${MANY} members?`);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.getByText(`${MANY} items selected`).waitFor();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    // The toast with Undo closes (Escape), then the run shows its progress: more than ten rows.
    await page.getByRole('button', { name: 'Undo' }).waitFor();
    await page.keyboard.press('Escape');
    await page
      .getByText(new RegExp(`\\d+ of ${MANY}`))
      .first()
      .waitFor({ timeout: 20000 });
    await expect
      .poll(async () => (await membersNamed(manyPrefix)).filter((member) => member.isActive).length, {
        timeout: 60000,
      })
      .toBe(0);
    expect(await membersNamed(manyPrefix)).toHaveLength(MANY);
  });

  it("approves a group's pending requests together, each with its own activity entry; one already decided is listed with the server's reason", async () => {
    const groups = await api<{ list: { uuid: string; name: string }[] }>(
      '/admin/supportGroup/list?page=1&limit=100',
    );
    type PendingRow = { userUuid: string; User: { name?: string }[] };
    let target: { uuid: string; name: string } | undefined;
    let pending: PendingRow[] = [];
    for (const group of groups.list) {
      pending = await api<PendingRow[]>('/admin/members/listPending/request', {
        method: 'POST',
        json: { supportGroupUuid: group.uuid },
      });
      if (pending.length >= 3 && pending.every((row) => row.User[0]?.name)) {
        target = group;
        break;
      }
    }
    expect(target).toBeDefined();
    const before = (await activity({ action: 'approve', recordId: target!.uuid })).length;
    await page.goto(`/admin/groups/${target!.uuid}/pending`);
    const first = pending[0]!.User[0]!.name!;
    await page.getByRole('checkbox', { name: `Select: ${first}` }).waitFor();
    await page.getByRole('checkbox', { name: 'Select all group requests on page 1' }).check();
    // Decided meanwhile by someone else: the server refuses it again.
    await api('/admin/members/approve', {
      method: 'PATCH',
      json: { userUuid: pending[0]!.userUuid, supportGroupUuid: target!.uuid },
    });
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain(`Approve ${pending.length} requests?`);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    const outcome = page
      .getByRole('alert')
      .filter({ hasText: `${pending.length - 1} of ${pending.length} done.` });
    await outcome.waitFor({ timeout: 20000 });
    expect(await outcome.getByRole('listitem').allTextContents()).toEqual([
      `${first}: This join request is not pending.`,
    ]);
    // One entry per approval: the one made through the API and each one of the bulk run that went through.
    await expect
      .poll(async () => (await activity({ action: 'approve', recordId: target!.uuid })).length, {
        timeout: 10000,
      })
      .toBe(before + pending.length);
    const stillPending = await api<PendingRow[]>('/admin/members/listPending/request', {
      method: 'POST',
      json: { supportGroupUuid: target!.uuid },
    });
    expect(stillPending).toEqual([]);
  });
});
