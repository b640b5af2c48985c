/**
 * Issue 29 in the browser, administrators signed in in browser contexts of their own: the list one has open shows
 * the other's change without a reload and marks its row, and the dashboard's counts follow; both edit the same
 * package, and the second save, made at the version read before the first, gets the conflict view and loses
 * nothing; an open form says at once who changed its record and when, and who else has it open, until they leave,
 * close the tab or sign out. axe finds nothing on the form with both notices nor on a list with a marked row, in
 * English and Arabic (E2E_SCREENSHOTS=<dir> keeps pictures of them at 1280 and 390 px).
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { hashPassword } from '../../server/src/http/password';
import { violationsOn } from './axeScreens';
import { callApi, startE2E, type E2E } from './harness';

interface ApiPackage {
  uuid: string;
  name: string;
  annualCost: number;
}

let e2e: E2E;
let token: string;
const contexts: BrowserContext[] = [];

/** A second administrator, with a name of their own. */
const BOB = { email: 'bob.builder@example.com', password: 'bob-builds-1', name: 'Bob Builder' };
let adminName: string;

async function signedIn(as?: { email: string; password: string }): Promise<Page> {
  const { context, page } = await e2e.newPage({ changeStream: true });
  contexts.push(context);
  page.setDefaultTimeout(15000);
  // Signed in once its change stream answers: a write before that would not be heard (no id to resume from yet).
  const streaming = page.waitForResponse((response) => response.url().endsWith('/v1/admin/changes'));
  await e2e.signIn(page, as);
  await streaming;
  return page;
}

beforeAll(async () => {
  e2e = await startE2E();
  token = await e2e.server.login();
  const { db } = e2e.server;
  await db.query('INSERT INTO admins (uuid, name, email, password) VALUES ($1, $2, $3, $4)', [
    randomUUID(),
    BOB.name,
    BOB.email,
    await hashPassword(BOB.password),
  ]);
  const [admin] = await db.query<{ name: string }>('SELECT name FROM admins WHERE email = $1', [
    e2e.server.admin.email,
  ]);
  adminName = admin!.name;
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await e2e?.close();
});

const api = <T>(path: string, json?: unknown) =>
  callApi<T>(e2e.server.apiUrl, token, path, json === undefined ? {} : { method: 'POST', json });

describe('two administrators editing one record', () => {
  it('refuses the stale save with the conflict view; what was typed is kept and saved on request', async () => {
    const [first, second] = await Promise.all([signedIn(), signedIn()]);
    const { list } = await api<{ list: ApiPackage[] }>('/admin/package/list?page=1&limit=100');
    const target = list[0]!;
    const name = (page: Page) => page.getByLabel(/^Package Name/);
    const cost = (page: Page) => page.getByLabel(/^Annual Cost/);
    for (const page of [first, second]) {
      await page.goto(`/admin/packages/${target.uuid}`);
      await expect.poll(() => name(page).inputValue()).toBe(target.name);
    }

    // The second administrator types while the first saves.
    await name(second).fill(`${target.name} (second)`);
    await cost(second).fill('4321');
    await name(first).fill(`${target.name} (first)`);
    await first.getByRole('button', { name: 'Save' }).click();
    await first.waitForURL(/\/admin\/packages$/);

    await second.getByRole('button', { name: 'Save' }).click();
    const dialog = second.getByRole('dialog', { name: 'Changed by another administrator' });
    await dialog.waitFor();
    const row = dialog.getByRole('row').filter({ hasText: 'Package Name' });
    await expect.poll(() => row.textContent()).toContain(`${target.name} (first)`);
    expect(await row.textContent()).toContain(`${target.name} (second)`);
    // Nothing was written, and nothing typed is lost.
    const stored = await api<ApiPackage>('/admin/package/view', { uuid: target.uuid });
    expect(stored).toMatchObject({ name: `${target.name} (first)`, annualCost: target.annualCost });
    expect(second.url()).toContain(`/admin/packages/${target.uuid}`);

    await dialog.getByRole('button', { name: 'Keep my changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await name(second).inputValue()).toBe(`${target.name} (second)`);
    expect(await cost(second).inputValue()).toBe('4321');
    await second.getByRole('button', { name: 'Save' }).click();
    await second.waitForURL(/\/admin\/packages$/);
    const saved = await api<ApiPackage>('/admin/package/view', { uuid: target.uuid });
    expect(saved).toMatchObject({ name: `${target.name} (second)`, annualCost: 4321 });
  });
});

interface ApiFaq {
  uuid: string;
  question: string;
}

describe('live lists', () => {
  it("shows another administrator's change in an open list within 2 s, without a reload, and marks its row", async () => {
    const [watcher, editor] = await Promise.all([signedIn(), signedIn(BOB)]);
    const faqs = await callApi<ApiFaq[]>(e2e.server.apiUrl, token, '/admin/faqs/list');
    const target = faqs[0]!;
    await watcher.goto('/admin/faqs');
    await watcher.getByText(target.question).first().waitFor();
    // A page that reloads loses this.
    await watcher.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

    const edited = `${target.question} (edited live)`;
    await editor.goto(`/admin/faqs/${target.uuid}`);
    const question = editor.getByLabel(/^Question/);
    await expect.poll(() => question.inputValue()).toBe(target.question);
    await question.fill(edited);
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitForURL(/\/admin\/faqs$/);
    const saved = Date.now();

    await watcher.getByText(edited).first().waitFor({ timeout: 5000 });
    expect(Date.now() - saved).toBeLessThan(2000);
    expect(await watcher.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

    // The row is marked (a bar, not a colour alone) and named to screen readers; the mark goes after a while.
    const row = watcher.getByRole('row').filter({ hasText: edited });
    expect(await row.getAttribute('data-changed')).toBe('true');
    const cells = row.locator('td');
    expect(await cells.first().evaluate((cell) => getComputedStyle(cell).boxShadow)).toMatch(/inset/);
    expect(await cells.first().evaluate((cell) => cell.getAnimations().length)).toBe(1);
    const announced = watcher.getByRole('status').filter({ hasText: `Updated by ${BOB.name}: ${edited}` });
    expect(await announced.count()).toBe(1);
    await expect.poll(() => row.getAttribute('data-changed'), { timeout: 10_000 }).toBeNull();

    // With less motion asked for, the tint stands still until the mark goes; axe finds nothing on the marked list.
    await watcher.emulateMedia({ reducedMotion: 'reduce' });
    await callApi(e2e.server.apiUrl, await loginAs(BOB), '/admin/faqs/update', {
      method: 'PATCH',
      json: { uuid: target.uuid, answer: 'Changed again.' },
    });
    await expect.poll(() => row.getAttribute('data-changed')).toBe('true');
    expect(await cells.first().evaluate((cell) => cell.getAnimations().length)).toBe(0);
    expect(await cells.first().evaluate((cell) => getComputedStyle(cell).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
  });
});

describe('the dashboard', () => {
  it("follows another administrator's write: its count changes within 2 s, without a reload", async () => {
    const watcher = await signedIn();
    const members = watcher.getByTestId('dashboard-count-members');
    await expect.poll(() => members.textContent()).toMatch(/^\d+$/);
    const before = Number(await members.textContent());
    await watcher.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

    const { list } = await api<{ list: { uuid: string; isActive: boolean }[] }>(
      '/admin/package/list?page=1&limit=100',
    );
    const form = new FormData();
    const fields = {
      name: 'Dana Live',
      email: `dana.live.${randomUUID().slice(0, 8)}@example.com`,
      gender: 'Female',
      ageGroup: '30-50',
      city: 'Leeds',
      country: 'United Kingdom',
      membershipPackage: list.find((one) => one.isActive)!.uuid,
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    await callApi(e2e.server.apiUrl, await loginAs(BOB), '/admin/members/create', {
      method: 'POST',
      body: form,
    });
    const saved = Date.now();

    await expect.poll(() => members.textContent(), { timeout: 5000 }).toBe(String(before + 1));
    expect(Date.now() - saved).toBeLessThan(2000);
    expect(await watcher.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  });
});

interface ApiFaqFull extends ApiFaq {
  answer: string;
}

/** An FAQ of its own for each test, so that no test sees another's presence or changes. */
async function newFaq(question: string): Promise<ApiFaqFull> {
  return api<ApiFaqFull>('/admin/faqs/create', { question, answer: 'At first.' });
}

const openForm = async (page: Page, faq: ApiFaq) => {
  await page.goto(`/admin/faqs/${faq.uuid}`);
  await expect.poll(() => page.getByLabel(/^Question/).inputValue()).toBe(faq.question);
};

/** The presence notice ('Also open by …'): polite, so a status. */
const presence = (page: Page) => page.getByRole('status').filter({ hasText: /Also open by|مفتوح أيضًا/ });

/** Isolated names, as the notices write them (FSI … PDI). */
const isolated = (name: string) => `\u2068${name}\u2069`;

describe('an open edit form', () => {
  it('says at once who changed its record and when, keeps what was typed, and shows their changes', async () => {
    const faq = await newFaq('Who changed this?');
    const [mine, theirs] = await Promise.all([signedIn(), signedIn(BOB)]);
    await openForm(mine, faq);
    await mine.getByLabel(/^Answer/).fill('Mine, typed before their save.');

    await openForm(theirs, faq);
    await theirs.getByLabel(/^Question/).fill('Who changed this? (Bob)');
    await theirs.getByRole('button', { name: 'Save' }).click();
    await theirs.waitForURL(/\/admin\/faqs$/);
    const saved = Date.now();

    const notice = mine.getByRole('alert').filter({ hasText: `Changed by ${isolated(BOB.name)} at` });
    await notice.waitFor({ timeout: 5000 });
    expect(Date.now() - saved).toBeLessThan(2000);
    expect(await mine.getByLabel(/^Answer/).inputValue()).toBe('Mine, typed before their save.');
    expect(await mine.getByLabel(/^Question/).inputValue()).toBe('Who changed this?');

    await notice.getByRole('button', { name: 'Show their changes' }).click();
    const dialog = mine.getByRole('dialog', { name: 'Changed by another administrator' });
    const row = dialog.getByRole('row').filter({ hasText: 'Question' });
    expect(await row.textContent()).toContain('Who changed this? (Bob)');
    await dialog.getByRole('button', { name: 'Take theirs' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Shown their version, the save is made at it: theirs and mine together, no conflict.
    await mine.getByRole('button', { name: 'Save' }).click();
    await mine.waitForURL(/\/admin\/faqs$/);
    const stored = (await api<ApiFaqFull[]>('/admin/faqs/list')).find((one) => one.uuid === faq.uuid);
    expect(stored).toMatchObject({
      question: 'Who changed this? (Bob)',
      answer: 'Mine, typed before their save.',
    });
  });

  it('shows who else has its record open, until they leave, close the tab or sign out', async () => {
    const faq = await newFaq('Who is here?');
    const [mine, theirs] = await Promise.all([signedIn(), signedIn(BOB)]);
    await openForm(mine, faq);
    // Timed from the other's form on screen, and from their leaving done: the presence itself, not the page load.
    const appears = async (page: Page) => {
      await openForm(page, faq);
      const since = Date.now();
      await presence(mine)
        .filter({ hasText: isolated(BOB.name) })
        .waitFor({ timeout: 5000 });
      expect(Date.now() - since).toBeLessThan(2000);
    };
    const disappears = async (leave: () => Promise<unknown>) => {
      await leave();
      const since = Date.now();
      await presence(mine).waitFor({ state: 'detached', timeout: 5000 });
      expect(Date.now() - since).toBeLessThan(2000);
    };

    await appears(theirs);
    expect(await presence(theirs).textContent()).toContain(`Also open by ${isolated(adminName)}`);
    // Leaves: the menu to the list (the form closes in the page).
    await disappears(() => theirs.getByRole('navigation').getByRole('link', { name: 'FAQs' }).click());
    await appears(theirs);
    // Closes the tab.
    await disappears(() => theirs.close({ runBeforeUnload: true }));
    const again = await signedIn(BOB);
    await appears(again);
    // Signs out.
    await disappears(async () => {
      await again.getByRole('button', { name: 'User menu' }).click();
      await again.getByRole('menuitem', { name: 'Logout' }).click();
      await again.waitForURL(/\/login/);
    });
  });

  it.each([
    ['English', 'en'],
    ['العربية', 'ar'],
  ])('has no axe violation with both notices shown (%s)', async (language, code) => {
    const faq = await newFaq(`Checked in ${code}?`);
    const [mine, theirs] = await Promise.all([signedIn(), signedIn(BOB)]);
    if (code !== 'en') {
      await mine.getByRole('button', { name: 'English' }).click();
      await mine.getByRole('menuitem', { name: language }).click();
      await expect.poll(() => mine.evaluate(() => document.documentElement.lang)).toBe(code);
    }
    await mine.goto(`/admin/faqs/${faq.uuid}`);
    await mine.locator('input[name="question"]').waitFor();
    await openForm(theirs, faq);
    await presence(mine).waitFor();
    // Bob changes it through the API while his form stays open (so both notices show).
    const bobToken = await loginAs(BOB);
    await callApi(e2e.server.apiUrl, bobToken, '/admin/faqs/update', {
      method: 'PATCH',
      json: { uuid: faq.uuid, answer: `Changed while open (${code}).` },
    });
    await mine
      .getByRole('alert')
      .filter({ hasText: isolated(BOB.name) })
      .waitFor();
    expect(await violationsOn(mine, `FAQ form with notices (${code})`)).toEqual([]);
    const folder = process.env.E2E_SCREENSHOTS;
    for (const width of [1280, 390]) {
      await mine.setViewportSize({ width, height: 900 });
      if (width === 390)
        expect(await violationsOn(mine, `FAQ form with notices (${code}, 390 px)`)).toEqual([]);
      if (folder)
        await mine.screenshot({ path: path.join(folder, `notices-${code}-${width}.png`), fullPage: true });
    }

    // The list, with the row Bob changes marked (held still: reduced motion), at both widths.
    await mine.emulateMedia({ reducedMotion: 'reduce' });
    await mine.setViewportSize({ width: 1280, height: 900 });
    await mine.goto('/admin/faqs');
    const row = mine.getByRole('row').filter({ hasText: faq.question });
    await row.waitFor();
    await callApi(e2e.server.apiUrl, bobToken, '/admin/faqs/update', {
      method: 'PATCH',
      json: { uuid: faq.uuid, answer: `Changed again (${code}).` },
    });
    await expect.poll(() => row.getAttribute('data-changed')).toBe('true');
    expect(await violationsOn(mine, `FAQ list with a marked row (${code})`)).toEqual([]);
    for (const width of [1280, 390]) {
      await mine.setViewportSize({ width, height: 900 });
      if (folder) await mine.screenshot({ path: path.join(folder, `marked-row-${code}-${width}.png`) });
    }
  });
});

/** Signs `as` in through the API; answers the token. */
async function loginAs(as: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${e2e.server.apiUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: as.email, password: as.password }),
  });
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}
