/**
 * The list machinery (issue #10): the page change of the members list's rows (10 000 members in memory, no server)
 * in react-admin's plain <List storeKey disableSyncWithLocation> with its default DataTable body, with each of the
 * app's pieces added alone, and as the app composes them (bench/lists/). For each: the median time from the click
 * reaching the page to the first frame showing the next page's rows (held to #16's page-change goal), and until
 * the page is idle again (the work a change leaves behind it, e.g. a transition's render). The variants are open
 * together and measured in turns, so that the shared machine's load weighs on each alike.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { REAL_ROW, timeUntilRowsChange } from './browser';
import { median, type Figure } from './figures';
import { VARIANT_KEYS } from './lists/variants';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OUT_DIR = path.resolve('.tmp/bench-lists');
const PAGE_CHANGES = 21;
const PAGE_CHANGE_GOAL = 100;

function buildBenchPage() {
  const result = spawnSync(
    'npx',
    ['vite', 'build', 'bench/lists', '--config', 'vite.config.ts', '--outDir', OUT_DIR, '--emptyOutDir'],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) throw new Error('building bench/lists failed');
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };

/** The built page, at every path that is not one of its files (the router's addresses). */
async function serve(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = pathname.startsWith('/assets/') ? pathname : '/index.html';
    readFile(path.join(OUT_DIR, path.normalize(file)))
      .then((body) => {
        response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
        response.end(body);
      })
      .catch(() => {
        response.writeHead(404);
        response.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server };
}

/** Milliseconds from the click reaching the page until the browser is idle again after it. */
const untilIdle = (page: Page) =>
  page.evaluate(
    `new Promise((resolve) => requestIdleCallback(() => resolve(Math.round(performance.now() - window.inputAt)), { timeout: 5000 }))`,
  ) as Promise<number>;

export async function benchListMachinery(): Promise<Figure[]> {
  buildBenchPage();
  const { url, server } = await serve();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const figures: Figure[] = [];
  try {
    // Every variant open at once, measured in turns (one page change of each, then the next round), so that the
    // machine's other work, which comes and goes, weighs on each variant alike.
    const pages: Page[] = [];
    for (const variant of VARIANT_KEYS) {
      const context = await browser.newContext({ baseURL: url, viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.goto(`/members?variant=${encodeURIComponent(variant)}`);
      await page.locator(REAL_ROW).first().waitFor({ timeout: 60000 });
      await page.waitForFunction(() => document.querySelector('[role="progressbar"]') === null);
      pages.push(page);
    }
    const rows = VARIANT_KEYS.map((): number[] => []);
    const idle = VARIANT_KEYS.map((): number[] => []);
    for (let run = 0; run < PAGE_CHANGES; run++) {
      for (const [index, page] of pages.entries()) {
        await page.bringToFront();
        await page.waitForTimeout(200);
        rows[index]!.push(
          await timeUntilRowsChange(page, () =>
            page.getByRole('button', { name: /go to next page/i }).click(),
          ),
        );
        idle[index]!.push(await untilIdle(page));
      }
    }
    for (const [index, variant] of VARIANT_KEYS.entries()) {
      console.log(`${variant}: rows ${rows[index]!.join(', ')} ms; idle ${idle[index]!.join(', ')} ms`);
      figures.push(
        {
          section: 'list machinery',
          name: `${variant}: page change → rows (median of ${PAGE_CHANGES})`,
          value: median(rows[index]!),
          unit: 'ms',
          goal: PAGE_CHANGE_GOAL,
        },
        {
          section: 'list machinery',
          name: `${variant}: page change → rows, fastest`,
          value: Math.min(...rows[index]!),
          unit: 'ms',
          note: 'the change alone, when nothing else ran',
        },
        {
          section: 'list machinery',
          name: `${variant}: page change → idle (median)`,
          value: median(idle[index]!),
          unit: 'ms',
        },
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
  return figures;
}
