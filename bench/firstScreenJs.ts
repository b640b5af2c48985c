/**
 * The JavaScript a browser with an empty cache downloads before a screen shows, in gzip bytes as they crossed the
 * wire (issues 26 and 28: ≤ 250 KB for /login and for /admin/members). The browser asks for gzip only, so the
 * server sends the gzip files written at build time (a brotli-accepting browser gets smaller ones) and the count
 * is the same on every run: a count of bytes, not a timing, stable under load.
 *
 * "Before the screen shows": the scripts requested until the screen's mark is on the page (the login button, the
 * list's first real row). Code asked for after that (idle prefetches) is not the first screen's.
 */
import type { Browser } from 'playwright-core';
import { ACCESS_TOKEN_KEY } from '../src/auth/session';
import type { Figure } from './figures';

/** A screen of the app and what says it is shown. */
export interface Screen {
  path: string;
  signedIn: boolean;
  /** A selector present once the screen shows its content. */
  shown: string;
}

export const FIRST_SCREENS: Screen[] = [
  { path: '/login', signedIn: false, shown: 'button[type="submit"]' },
  // A real row, with an email: react-admin's skeleton rows do not count.
  { path: '/admin/members', signedIn: true, shown: 'table tbody tr:has-text("@")' },
];

/** The goal for each of FIRST_SCREENS, in bytes (250 KB). */
export const FIRST_SCREEN_JS_GOAL = 250 * 1024;

export interface ScreenJs {
  /** Gzip bytes of the scripts the screen needed (response bodies as transferred). */
  total: number;
  /** Each script's path and its transferred bytes, largest first. */
  chunks: [path: string, bytes: number][];
  /** Scripts that were not sent gzip-compressed (each one makes the count larger than it should be). */
  uncompressed: string[];
}

/**
 * Opens `screen` in a fresh browser context of `browser` against `baseURL`, `token` stored as a signed-in session
 * would have it, and counts the gzip bytes of the scripts requested before the screen showed.
 */
export async function firstScreenJs(
  browser: Browser,
  baseURL: string,
  screen: Screen,
  token: string,
): Promise<ScreenJs> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
  try {
    if (screen.signedIn) {
      await context.addInitScript(
        ([key, value]) => localStorage.setItem(key, value),
        [ACCESS_TOKEN_KEY, token],
      );
    }
    const page = await context.newPage();
    const scripts: Promise<[string, number, string | undefined]>[] = [];
    let shown = false;
    page.on('request', (request) => {
      if (shown || request.resourceType() !== 'script') return;
      scripts.push(
        request.response().then(async (response) => {
          await response?.finished();
          const sizes = await request.sizes();
          const encoding = await response?.headerValue('content-encoding');
          return [new URL(request.url()).pathname, sizes.responseBodySize, encoding ?? undefined];
        }),
      );
    });
    await page.goto(screen.path);
    await page.waitForSelector(screen.shown, { timeout: 60000 });
    shown = true;
    const done = await Promise.all(scripts);
    const chunks = done.map(([path, bytes]) => [path, bytes] as [string, number]).sort((a, b) => b[1] - a[1]);
    return {
      total: chunks.reduce((sum, [, bytes]) => sum + bytes, 0),
      chunks,
      uncompressed: done.filter(([, bytes, encoding]) => encoding !== 'gzip' && bytes > 1024).map(([p]) => p),
    };
  } finally {
    await context.close();
  }
}

/** The dashboard too, without a goal: what an administrator opens after signing in. */
const DASHBOARD: Screen = {
  path: '/admin/dashboard',
  signedIn: true,
  shown: '[data-testid^="dashboard-count-"]',
};

/** `npm run bench -- --only bundle`: each first screen's gzip JavaScript beside its goal, with its chunks. */
export async function benchFirstScreenJs(
  browser: Browser,
  baseURL: string,
  token: string,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const screen of [...FIRST_SCREENS, DASHBOARD]) {
    const { total, chunks, uncompressed } = await firstScreenJs(browser, baseURL, screen, token);
    console.log(`JS to show ${screen.path}: ${(total / 1024).toFixed(1)} KB gzip in ${chunks.length} chunks`);
    for (const [path, bytes] of chunks) console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${path}`);
    figures.push({
      section: 'bundle',
      name: `gzip JS to show ${screen.path}`,
      value: Math.round(total / 1024),
      unit: 'KB',
      goal: screen === DASHBOARD ? undefined : FIRST_SCREEN_JS_GOAL / 1024,
      note: uncompressed.length ? `sent uncompressed: ${uncompressed.join(', ')}` : undefined,
    });
  }
  return figures;
}
