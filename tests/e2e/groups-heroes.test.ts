/**
 * Issue 15 in the browser, groups and heroes: a group with a leader, a pending join request approved and
 * another rejected, a member added (and refused when already in the group or when the group is full); a hero
 * created and a session request approved; a spotlight video uploaded and deleted. Seeded data
 * (server/src/modules/groups/seed.ts, heroes/seed.ts) provides the requests and the full group.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { generatePng } from '../../server/src/seed/images';
import { watchConsole, type ConsoleWatch } from './consoleWatch';
import { signedInPage, type SignedInPage } from './harness';
import { searchList } from './listSearch';

/** The spec's member autocomplete (spec 3 §2), on the group's Add New Member page. */
const MEMBER_PICKER = 'Enter at least 3 letters to fetch the members list';

let page: Page;
let api: SignedInPage['api'];
let consoleWatch: ConsoleWatch;

interface ApiMember {
  uuid: string;
  name: string | null;
  email: string | null;
}
interface ApiRow {
  userUuid: string;
  User: { name?: string; email?: string }[];
}

const listOf = <T>(data: { list: T[] } | T[]): T[] => (Array.isArray(data) ? data : data.list);
const named = async () =>
  listOf(await api<{ list: ApiMember[] }>('/admin/members/list?page=1&limit=10000')).filter(
    (member) => member.name && member.email,
  );
const groupsList = async () =>
  listOf(
    await api<{
      list: {
        uuid: string;
        name: string;
        groupLeader: string | null;
        members: string[];
        numberOfMembers: number;
      }[];
    }>('/admin/supportGroup/list?page=1&limit=100'),
  );
const heroesList = async () =>
  listOf(
    await api<{ list: { uuid: string; userUuid: string; name: string; isActive: boolean }[] }>(
      '/admin/healthHero/list?page=1&limit=100',
    ),
  );

/** Picks `option` in the MUI select labelled `label`. */
async function choose(label: RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

const rowWith = (text: string) => page.getByRole('row').filter({ hasText: text });

signedInPage((session) => {
  ({ page, api } = session);
  consoleWatch = watchConsole(page);
});

describe('wellness support groups', () => {
  const groupName = `E2E Walkers ${randomUUID().slice(0, 6)}`;
  let groupUuid = '';

  it('creates a group with a leader picked by keyboard in the member autocomplete', async () => {
    const [leader] = await named();
    await page.goto('/admin/groups');
    await page.getByText('WSGs List').first().waitFor();
    await page.getByRole('link', { name: 'Add New Group' }).click();
    await page.waitForURL('**/admin/groups/create');
    await page.getByText('Add New Group Information').first().waitFor();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: generatePng('#43a047', 24) });
    await page.getByLabel(/^Group Name/).fill(groupName);
    await page.getByLabel(/^Description/).fill('Evening walks, every Tuesday.');
    // The leader by keyboard only: nothing before 3 letters, Escape closes the suggestions, arrows and Enter pick.
    const leaderBox = page.getByLabel('Enter at least 3 letters to fetch the members list');
    await leaderBox.pressSequentially(leader.email!.slice(0, 2));
    expect(await page.getByRole('listbox').count()).toBe(0);
    await leaderBox.pressSequentially(leader.email!.slice(2));
    await page.getByRole('option', { name: `${leader.name} (${leader.email})` }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    // The first ArrowDown reopens the suggestions (the email matches one member), the second highlights it.
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: `${leader.name} (${leader.email})` }).waitFor();
    expect(await page.getByRole('option').count()).toBe(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await leaderBox.inputValue()).toBe(`${leader.name} (${leader.email})`);
    await page.getByLabel(/^Number of Members/).fill('10');
    await choose(/^Category/, 'Heart Health');
    await choose(/^Country/, 'India (+91)');
    await page.getByLabel(/^City/).fill('Pune');
    await page.getByRole('combobox', { name: /^Membership Package/ }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Group added successfully').waitFor();
    await page.waitForURL('**/admin/groups');
    await searchList(page, groupName);
    await rowWith(groupName).waitFor();

    const created = (await groupsList()).find((group) => group.name === groupName);
    expect(created?.groupLeader).toBe(leader.uuid);
    groupUuid = created!.uuid;
  });

  it('approves one pending request and rejects another', async () => {
    let target: { uuid: string; name: string } | undefined;
    let pending: ApiRow[] = [];
    for (const group of await groupsList()) {
      pending = await api<ApiRow[]>('/admin/members/listPending/request', {
        method: 'POST',
        json: { supportGroupUuid: group.uuid },
      });
      if (pending.length >= 2 && pending.every((row) => row.User[0]?.name)) {
        target = group;
        break;
      }
    }
    expect(target).toBeDefined();
    const [approved, rejected] = pending.map((row) => row.User[0].name!);

    await page.goto('/admin/groups');
    await searchList(page, target!.name);
    await rowWith(target!.name).getByRole('link', { name: 'View List' }).click();
    await page.waitForURL(`**/admin/groups/${target!.uuid}/pending`);
    await page.getByText(`Pending Request of ${target!.name} Group`).waitFor();

    await rowWith(approved).getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Are you sure you want to approve this request ?').waitFor();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('WSGs request accepted successfully').waitFor();
    await rowWith(approved).waitFor({ state: 'detached' });

    await rowWith(rejected).getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Are you sure you want to reject this request ?').waitFor();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('WSGs request rejected successfully').waitFor();
    await rowWith(rejected).waitFor({ state: 'detached' });

    const joined = await api<ApiRow[]>('/admin/members/listApproved/request', {
      method: 'POST',
      json: { supportGroupUuid: target!.uuid },
    });
    expect(joined.map((row) => row.User[0]?.name)).toContain(approved);
    expect(joined.map((row) => row.User[0]?.name)).not.toContain(rejected);
  });

  it('adds a member to the new group', async () => {
    const members = await named();
    const newcomer = members[members.length - 1];
    await page.goto(`/admin/groups/${groupUuid}/members`);
    await page.getByText(`Wellness Support Group of ${groupName}`).waitFor();
    await page.getByRole('link', { name: 'Add New Member' }).click();
    await page.waitForURL(`**/admin/groups/${groupUuid}/members/add`);
    await page.getByRole('combobox', { name: MEMBER_PICKER }).fill(newcomer.email!);
    await page.getByRole('option', { name: `${newcomer.name} - ${newcomer.email}` }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Member added successfully').waitFor();
    await page.waitForURL(`**/admin/groups/${groupUuid}/members`);
    await rowWith(newcomer.email!).waitFor();
  });

  it('never offers a member already in the group, and refuses any member of a full group', async () => {
    const members = await named();
    const newcomer = members[members.length - 1];
    await page.goto(`/admin/groups/${groupUuid}/members/add`);
    await page.getByRole('combobox', { name: MEMBER_PICKER }).fill(newcomer.email!);
    await page.getByText('No result found!').waitFor();

    // The seed fills one group to its number of members (server/src/modules/groups/seed.ts).
    const full = (await groupsList()).find((group) => group.members.length >= group.numberOfMembers)!;
    const outsider = members.find((member) => !full.members.includes(member.uuid))!;
    await page.goto(`/admin/groups/${full.uuid}/members/add`);
    await page.getByText(`Wellness Support Group of ${full.name}`).waitFor();
    await page.getByRole('combobox', { name: MEMBER_PICKER }).fill(outsider.email!);
    await page.getByRole('option', { name: `${outsider.name} - ${outsider.email}` }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The group is full: raise its number of members to add another.').waitFor();
    expect(page.url()).toContain(`/admin/groups/${full.uuid}/members/add`);
  });
});

describe('health heroes', () => {
  it('creates a hero from a member who is not one yet', async () => {
    const heroUsers = new Set((await heroesList()).map((hero) => hero.userUuid));
    const member = (await named()).reverse().find((one) => !heroUsers.has(one.uuid))!;
    await page.goto('/admin/heroes/create');
    await page.getByText('Add New Health Hero').first().waitFor();
    await page.getByLabel('Enter at least 3 letters to fetch the members list').fill(member.email!);
    await page.getByRole('option', { name: `${member.name} (${member.email})` }).click();
    await page.getByLabel(/^Experience/).fill('Eight years in remission.');
    for (const [label, option] of [
      [/^Disease Type/, 'Cancer'],
      [/^Area of Mentoring/, 'Diet'],
      [/^Preferrable Days/, 'Monday'],
    ] as const) {
      await choose(label, option);
      await page.keyboard.press('Escape');
    }
    await choose(/^Age Bracket/, 'Senior');
    await choose(/^Category/, 'Exemplary');
    await page.getByLabel(/^Number of Hours/).fill('4');
    await choose(/^Mentoring Channel/, 'Online');
    await page.getByRole('combobox', { name: /^Membership Package/ }).click();
    await page.getByRole('option').first().click();
    await page.getByLabel(/^Reason for Mentoring/).fill('To show it can be done.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Health Hero added successfully').waitFor();
    await page.waitForURL('**/admin/heroes');
    expect((await heroesList()).some((hero) => hero.userUuid === member.uuid)).toBe(true);
  });

  it("approves a hero's pending session request", async () => {
    let target: { uuid: string; name: string } | undefined;
    let requests: { name: string | null; email: string }[] = [];
    for (const hero of await heroesList()) {
      const page1 = await api<{ list: typeof requests } | typeof requests>(
        '/admin/user/healthhero/list/pending?page=1&limit=9',
        { method: 'POST', json: { healthHeroUuid: hero.uuid } },
      );
      requests = listOf(page1);
      if (requests.length > 0) {
        target = hero;
        break;
      }
    }
    expect(target).toBeDefined();
    const request = requests[0];
    await page.goto(`/admin/heroes/${target!.uuid}/pending`);
    await page.getByText(`${target!.name} Pending Request List`).waitFor();
    await rowWith(request.email).getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Are you sure you want to approve this request ?').waitFor();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Health Hero request accepted successfully').waitFor();
    await rowWith(request.email).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Registered Users' }).click();
    await page.getByText(`${target!.name} Registered User List`).waitFor();
    await rowWith(request.email).first().waitFor();
  });
});

describe('spotlight videos', () => {
  const title = `E2E story ${randomUUID().slice(0, 6)}`;

  it('uploads a video for an active hero, then deletes it', async () => {
    const hero = (await heroesList()).find((one) => one.isActive)!;
    await page.goto('/admin/spotlightVideos');
    await page.getByText('Spotlight Videos').first().waitFor();
    await page.getByRole('link', { name: 'Upload New Spotlight Video' }).click();
    await page.waitForURL('**/admin/spotlightVideos/create');
    await page.getByRole('combobox', { name: /^Health Hero/ }).fill(hero.name);
    await page
      .getByRole('option', { name: new RegExp(`^${hero.name} \\(`) })
      .first()
      .click();
    await page.getByLabel(/^Title/).fill(title);
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(4096)]);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'story.mp4', mimeType: 'video/mp4', buffer: mp4 });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Spotlight Video uploaded successfully').waitFor();
    await page.waitForURL('**/admin/spotlightVideos');
    await searchList(page, title);
    const row = rowWith(title);
    await row.waitFor();
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Are you sure you want to delete this Spotlight Video ?').waitFor();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Spotlight Video deleted successfully.').waitFor();
    await row.waitFor({ state: 'detached' });
    consoleWatch.expectClean();
  });
});
