/**
 * Bulk status change (issue 30), in Chromium against a fresh server seeded with 1 333 members, of whom 1 000 have
 * a package (the active members list): the list's page selected, then 'Select all 1,000 members', then Deactivate
 * (the toast with Undo closed at once, so the calls start). Figures:
 *  - the run: from its first status call to its last answer (four at a time, one call per member: the real backend
 *    has no bulk route), and the /v1 requests it sent, counted by kind (status calls, list reads);
 *  - the list while it runs: a page change timed in the middle of the run (input → the first row shows another
 *    member), and the main thread's long tasks (over 50 ms) from the click on Deactivate to the run's end.
 * Timings on a shared machine are noisy (the load average is printed beside them); the request counts are not.
 */
import { performance } from 'node:perf_hooks';
import type { Request } from 'playwright-core';
import { startBenchServer } from './benchServer';
import { launchChromium, REAL_ROW, signIn, timeUntilRowsChange } from './browser';
import type { Figure } from './figures';
import { loadNow } from './machine';
import { PAGE_MARKS, type Marks } from './pageMarks';

const SECTION = 'bulk';
/** i % 4 === 3 registered themselves and have no package (server/src/seed/members.ts): 1 000 of 1 333 have one. */
const SEEDED = 1333;
const CHANGED = 1000;
/** The page change is timed once this many calls have been answered. */
const PAGE_CHANGE_AFTER = 300;
/** Goals: a lunch-break wait at most for the run; the list keeps answering a click within a second meanwhile. */
const RUN_GOAL_S = 120;
const PAGE_CHANGE_GOAL_MS = 1000;
const LONGEST_TASK_GOAL_MS = 200;

export async function benchBulk(uiDir: string): Promise<Figure[]> {
  const server = await startBenchServer({ uiDir, members: SEEDED, transactions: 100 });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    await context.addInitScript(PAGE_MARKS);
    const page = await context.newPage();
    page.setDefaultTimeout(60000);
    await signIn(page);
    await page.goto('/admin/members');
    await page.locator(REAL_ROW).first().waitFor();
    await page.getByRole('checkbox', { name: 'Select all members on page 1' }).check();
    await page.getByRole('button', { name: `Select all ${CHANGED.toLocaleString('en-US')} members` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByText(`${CHANGED.toLocaleString('en-US')} items selected`).waitFor();

    const statusCalls: Request[] = [];
    const otherCalls: string[] = [];
    let answered = 0;
    let firstSentAt = 0;
    let lastAnsweredAt = 0;
    page.on('request', (request) => {
      if (!request.url().includes('/v1/')) return;
      if (request.url().includes('/members/status/update')) {
        if (statusCalls.length === 0) firstSentAt = performance.now();
        statusCalls.push(request);
      } else otherCalls.push(new URL(request.url()).pathname);
    });
    page.on('requestfinished', (request) => {
      if (!request.url().includes('/members/status/update')) return;
      answered += 1;
      lastAnsweredAt = performance.now();
    });
    const load = loadNow();
    const runStartedAt = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('button', { name: 'Undo' }).waitFor();
    await page.keyboard.press('Escape');
    while (answered < PAGE_CHANGE_AFTER) await page.waitForTimeout(50);
    const pageChangeMs = await timeUntilRowsChange(page, () =>
      page.getByRole('button', { name: 'Go to next page' }).click(),
    );
    while (answered < CHANGED) await page.waitForTimeout(100);
    const runEndedAt = await page.evaluate(() => performance.now());
    const longTasks = (await page.evaluate(() => (window as unknown as Marks).longTasks)).filter(
      ([start]) => start >= runStartedAt && start <= runEndedAt,
    );
    const stillActive = (
      await fetch(`${server.url}/v1/admin/members/list?page=1&limit=10000`, {
        headers: { Authorization: `Bearer ${server.token}` },
      }).then(
        (response) =>
          response.json() as Promise<{ data: { list: { isActive: boolean; package: { name: string } }[] } }>,
      )
    ).data.list.filter((member) => member.package.name && member.isActive).length;
    const runSeconds = (lastAnsweredAt - firstSentAt) / 1000;
    const longest = Math.round(Math.max(0, ...longTasks.map(([, duration]) => duration)));
    const blocked = Math.round(longTasks.reduce((sum, [, duration]) => sum + duration, 0));
    return [
      {
        section: SECTION,
        name: `deactivate ${CHANGED} members (select all), 4 at a time: first call → last answer`,
        value: Math.round(runSeconds * 10) / 10,
        unit: 's',
        goal: RUN_GOAL_S,
        load,
        note: `${Math.round(CHANGED / runSeconds)} members/s; ${stillActive} left active`,
      },
      {
        section: SECTION,
        name: 'status calls sent by the run (one per member)',
        value: statusCalls.length,
        unit: 'requests',
        goal: CHANGED,
      },
      {
        section: SECTION,
        name: 'other /v1 requests during the run (list reads)',
        value: otherCalls.length,
        unit: 'requests',
        note: summarise(otherCalls),
      },
      {
        section: SECTION,
        name: `page change in the middle of the run (after ${PAGE_CHANGE_AFTER} answers)`,
        value: pageChangeMs,
        unit: 'ms',
        goal: PAGE_CHANGE_GOAL_MS,
        load,
      },
      {
        section: SECTION,
        name: 'longest main-thread task during the run',
        value: longest,
        unit: 'ms',
        goal: LONGEST_TASK_GOAL_MS,
        load,
        note: `${longTasks.length} long tasks, ${blocked} ms in all`,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** '3 × /v1/admin/members/list' for each path requested. */
function summarise(paths: string[]): string {
  const counts = new Map<string, number>();
  for (const path of paths) counts.set(path, (counts.get(path) ?? 0) + 1);
  return [...counts].map(([path, count]) => `${count} × ${path}`).join(', ');
}
