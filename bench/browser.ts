/**
 * In Chromium against the server with the built UI:
 *  - bundle per route: the gzip size of the JS the browser downloads to show /login, /admin/dashboard and
 *    /admin/members (fresh browser context each time), with the list of chunks;
 *  - members at scale: time from navigating to /admin/members to the first rows, then for page changes, sorts
 *    and searches the median time until the rows change and the /v1 requests they made; the JS heap after loading.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ADMIN, type BenchServer } from './benchServer';
import { median, type Figure } from './figures';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Where the app keeps its session token (src/api/requestParts.ts). */
const TOKEN_KEY = 'jwt_access_token';

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(ADMIN.email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard');
}

/**
 * The JS a fresh browser (empty cache) downloads to show `route`. Signed-in routes get the token the way a stored
 * session provides it, so their load is the route's own and not a login page's first.
 */
async function jsDownloadedFor(browser: Browser, server: BenchServer, route: string, signedIn: boolean) {
  const context = await browser.newContext({ baseURL: server.url });
  if (signedIn) {
    await context.addInitScript(
      ([key, token]) => localStorage.setItem(key, token),
      [TOKEN_KEY, server.token],
    );
  }
  const page = await context.newPage();
  const chunks = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => undefined);
    if (body) chunks.set(new URL(response.url()).pathname, gzipSync(body).length);
  });
  await page.goto(route, { waitUntil: 'networkidle' });
  await context.close();
  const total = [...chunks.values()].reduce((a, b) => a + b, 0);
  return { total, chunks };
}

const firstRowText = (page: Page) => page.locator('table tbody tr').first().innerText();

/**
 * Milliseconds from the user's input reaching the page (the first click or input event, seen in the capture phase)
 * to the first frame whose first row differs from `before`: Playwright's own work before it dispatches the event
 * (finding the element by role over the whole table, actionability checks) is not the application's.
 */
async function timeUntilRowsChange(page: Page, before: string, action: () => Promise<void>) {
  // A string, not a function: tsx would wrap a named inner function in its `__name` helper, unknown in the page.
  await page.evaluate(`{
    window.inputAt = undefined;
    const mark = () => (window.inputAt ??= performance.now());
    document.addEventListener('click', mark, { capture: true, once: true });
    document.addEventListener('input', mark, { capture: true, once: true });
  }`);
  await action();
  const changed = await page.waitForFunction(
    (previous) => {
      const row = document.querySelector('table tbody tr');
      const marks = window as unknown as { inputAt?: number };
      if (row === null || (row as HTMLElement).innerText === previous || marks.inputAt === undefined)
        return false;
      return performance.now() - marks.inputAt;
    },
    before,
    { timeout: 15000 },
  );
  return Math.round((await changed.jsonValue()) as number);
}

export async function benchBrowser(server: BenchServer): Promise<Figure[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const figures: Figure[] = [];
  try {
    for (const [route, signedIn, goal] of [
      ['/login', false, 250],
      ['/admin/dashboard', true, undefined],
      ['/admin/members', true, undefined],
    ] as const) {
      const { total, chunks } = await jsDownloadedFor(browser, server, route, signedIn);
      const list = [...chunks.entries()].sort((a, b) => b[1] - a[1]);
      console.log(`JS for ${route}: ${(total / 1024).toFixed(1)} KB gzip in ${list.length} chunks`);
      for (const [name, size] of list) console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${name}`);
      figures.push({
        section: 'bundle',
        name: `gzip JS to show ${route}`,
        value: Math.round(total / 1024),
        unit: 'KB',
        goal,
      });
    }

    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page);
    let requests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/v1/')) requests++;
    });
    const t0 = Date.now();
    await page.goto('/admin/members');
    await page.locator('table tbody tr').first().waitFor({ timeout: 30000 });
    figures.push({
      section: 'members',
      name: 'navigation → first rows (10 000 members)',
      value: Date.now() - t0,
      unit: 'ms',
      goal: 1500,
    });
    figures.push({
      section: 'members',
      name: 'requests to show the list',
      value: requests,
      unit: 'requests',
    });
    await page.waitForTimeout(500);

    // Each interaction is repeated and its median reported: one sample swings by tens of milliseconds with garbage
    // collection and the machine's other work. Every repetition changes the rows: the next page, the other order,
    // another name.
    const searches = ['Khan', 'Patel', 'Rossi', 'Sato', 'Iyer'];
    const interactions: { name: string; goal: number; runs: number; act: (run: number) => Promise<void> }[] =
      [
        {
          name: 'page change',
          goal: 150,
          runs: 7,
          act: () => page.getByRole('button', { name: /go to next page/i }).click(),
        },
        {
          name: 'sort (Email ID)',
          goal: 300,
          runs: 5,
          act: () =>
            page
              .getByRole('columnheader', { name: /email id/i })
              .getByRole('button')
              .click(),
        },
        {
          name: 'search (debounce included)',
          goal: 1000,
          runs: searches.length,
          act: (run) => page.getByRole('textbox', { name: /search/i }).fill(searches[run]!),
        },
      ];
    for (const { name, goal, runs, act } of interactions) {
      const requestsBefore = requests;
      const samples: number[] = [];
      for (let run = 0; run < runs; run++) {
        const before = await firstRowText(page);
        samples.push(await timeUntilRowsChange(page, before, () => act(run)));
        await page.waitForTimeout(300);
      }
      console.log(`${name}: ${samples.join(', ')} ms`);
      figures.push({
        section: 'members',
        name: `${name}: rows change (median of ${runs})`,
        value: median(samples),
        unit: 'ms',
        goal,
      });
      figures.push({
        section: 'members',
        name: `${name}: slowest of ${runs}`,
        value: Math.max(...samples),
        unit: 'ms',
      });
      figures.push({
        section: 'members',
        name: `${name}: /v1 requests (${runs} changes)`,
        value: requests - requestsBefore,
        unit: 'requests',
        goal: 0,
      });
    }

    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    figures.push({
      section: 'members',
      name: 'JS heap after the list has loaded',
      value: Math.round(heap.usedSize / 1048576),
      unit: 'MB',
    });
    await context.close();
  } finally {
    await browser.close();
  }
  return figures;
}
