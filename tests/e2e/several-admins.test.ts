/**
 * Issue 29 in the browser, two administrators signed in in two browser contexts: the list one has open shows the
 * other's change without a reload; both edit the same package, and the second save, made at the version read
 * before the first, gets the conflict view and loses nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { callApi, startE2E, type E2E } from './harness';

interface ApiPackage {
  uuid: string;
  name: string;
  annualCost: number;
}

let e2e: E2E;
let token: string;
const contexts: BrowserContext[] = [];

async function signedIn(): Promise<Page> {
  const { context, page } = await e2e.newPage({ changeStream: true });
  contexts.push(context);
  page.setDefaultTimeout(15000);
  await e2e.signIn(page);
  return page;
}

beforeAll(async () => {
  e2e = await startE2E();
  token = await e2e.server.login();
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

    await dialog.getByRole('button', { name: 'Keep mine' }).click();
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
  it("shows another administrator's change in an open list within 2 s, without a reload", async () => {
    const [watcher, editor] = await Promise.all([signedIn(), signedIn()]);
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
  });
});
