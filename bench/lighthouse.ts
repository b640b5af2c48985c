/**
 * Lighthouse's own scores (issues 27 and 28): accessibility (goal 100) and desktop performance (goal ≥ 90) of
 * /login and /admin/members, the latter signed in (a stored session, as a returning administrator has one), on
 * the demo data and the built UI. Lighthouse is not a dependency of the project (it weighs 176 MB): install it
 * for a run with `npm i --no-save lighthouse`; without it the section says so and measures nothing.
 *
 * Lighthouse drives its own tab over the DevTools protocol, in a Chromium profile that holds the session for
 * /admin/members (`disableStorageReset`); it throttles as its desktop preset does (simulated 10 Mbit/s, 40 ms).
 * Performance is a timing: each page is measured three times and the median kept, with the load at the start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ACCESS_TOKEN_KEY } from '../src/auth/session';
import { CHROMIUM } from './browser';
import { median, type Figure } from './figures';
import { loadNow } from './machine';

const PAGES = [
  { path: '/login', signedIn: false },
  { path: '/admin/members', signedIn: true },
];
const RUNS = 3;
const PORT = 9333;

interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null }>;
    audits: Record<
      string,
      { numericValue?: number; score: number | null; details?: { items?: Record<string, unknown>[] } }
    >;
    finalDisplayedUrl: string;
    runtimeError?: { message: string };
  };
}
type Lighthouse = (url: string, flags: object, config?: object) => Promise<LighthouseResult | undefined>;

/** Lighthouse and its desktop configuration, if installed; the specifiers are variables so tsc does not ask for them. */
async function loadLighthouse(): Promise<{ run: Lighthouse; desktop: object } | undefined> {
  const main = 'lighthouse';
  const desktopConfig = 'lighthouse/core/config/desktop-config.js';
  try {
    const run = ((await import(main)) as { default: Lighthouse }).default;
    const desktop = ((await import(desktopConfig)) as { default: object }).default;
    return { run, desktop };
  } catch {
    return undefined;
  }
}

const score = (result: LighthouseResult | undefined, category: string) => {
  const value = result?.lhr.categories[category]?.score;
  if (value === undefined || value === null) {
    throw new Error(
      `Lighthouse gave no ${category} score: ${result?.lhr.runtimeError?.message ?? 'no result'}`,
    );
  }
  return Math.round(value * 100);
};

/** The metrics the performance score is made of, each with its own score: what to work on. */
const METRICS = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['speed-index', 'SI', 'ms'],
] as const;

const metricsOf = (result: LighthouseResult | undefined) =>
  METRICS.map(([id, name, unit]) => {
    const audit = result?.lhr.audits[id];
    const value = audit?.numericValue ?? NaN;
    const shown = unit ? `${Math.round(value)} ${unit}` : value.toFixed(3);
    return `${name} ${shown} (${Math.round((audit?.score ?? 0) * 100)})`;
  }).join(', ') + `; main thread: ${mainThreadOf(result)}; longest tasks: ${longTasksOf(result)}`;

/** Where the main thread's time went (script evaluation, style and layout…), largest first. */
const mainThreadOf = (result: LighthouseResult | undefined) =>
  (result?.lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
    .map((item) => ({ group: String(item.groupLabel ?? item.group), ms: Number(item.duration) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 4)
    .map(({ group, ms }) => `${group} ${Math.round(ms)} ms`)
    .join(', ');

/** The main thread's longest tasks (what Total Blocking Time is made of): duration, start and script, longest first. */
const longTasksOf = (result: LighthouseResult | undefined) =>
  (result?.lhr.audits['long-tasks']?.details?.items ?? [])
    .map((item) => ({ ms: Number(item.duration), at: Number(item.startTime), url: String(item.url ?? '') }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 4)
    .map(({ ms, at, url }) => `${Math.round(ms)} ms at ${Math.round(at)} ms (${url.split('/').pop() || url})`)
    .join(', ');

/** Debian's Chromium, headless, with the DevTools port Lighthouse connects to; not launched by Playwright, whose
 * own connection holds every new tab until it lets it go (Lighthouse's tab then never navigates). */
async function launchForLighthouse(profile: string): Promise<ChildProcess> {
  const browser = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      `--remote-debugging-port=${PORT}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`http://127.0.0.1:${PORT}/json/version`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return browser;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  browser.kill();
  throw new Error('Chromium did not open its DevTools port');
}

/** Stores the session in the profile, as a returning administrator has it; the connection is closed after. */
async function storeSession(baseURL: string, token: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${PORT}`);
  try {
    const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
    await page.goto(`${baseURL}/login`);
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key as string, value as string),
      [ACCESS_TOKEN_KEY, token],
    );
    await page.close();
  } finally {
    await browser.close();
  }
}

export async function benchLighthouse(baseURL: string, token: string): Promise<Figure[]> {
  const lighthouse = await loadLighthouse();
  if (!lighthouse) {
    console.log('lighthouse: not installed, nothing measured (npm i --no-save lighthouse)');
    return [];
  }
  const profile = await mkdtemp(path.join(tmpdir(), 'wa-lighthouse-'));
  const browser = await launchForLighthouse(profile);
  const figures: Figure[] = [];
  try {
    for (const { path: pagePath, signedIn } of PAGES) {
      // /login first, signed out (signed in, it leads to the dashboard); then the session for the list.
      if (signedIn) await storeSession(baseURL, token);
      const performance: number[] = [];
      let accessibility = 100;
      let load = 0;
      for (let run = 0; run < RUNS; run++) {
        load = Math.max(load, loadNow());
        const result = await lighthouse.run(
          `${baseURL}${pagePath}`,
          {
            port: PORT,
            output: 'json',
            logLevel: process.env.LIGHTHOUSE_LOG === 'info' ? 'info' : 'error',
            onlyCategories: ['performance', 'accessibility'],
            disableStorageReset: true,
          },
          lighthouse.desktop,
        );
        // A lost session would score the sign-in page under the list's name.
        const shown = result ? new URL(result.lhr.finalDisplayedUrl).pathname : '';
        if (shown !== pagePath) throw new Error(`Lighthouse measured ${shown}, not ${pagePath}`);
        performance.push(score(result, 'performance'));
        console.log(
          `lighthouse ${pagePath}: performance ${score(result, 'performance')}; ${metricsOf(result)}`,
        );
        // Accessibility is not a timing: every run must score it the same; keep the lowest.
        accessibility = Math.min(accessibility, score(result, 'accessibility'));
      }
      figures.push(
        {
          section: 'lighthouse',
          name: `${pagePath} accessibility`,
          value: accessibility,
          unit: '',
          goal: 100,
          atLeast: true,
        },
        {
          section: 'lighthouse',
          name: `${pagePath} desktop performance (median of ${RUNS})`,
          value: median(performance),
          unit: '',
          goal: 90,
          atLeast: true,
          load,
          note: `runs: ${performance.join(', ')}`,
        },
      );
    }
  } finally {
    // Chromium writes its profile until it has exited.
    const exited = browser.exitCode === null ? once(browser, 'exit') : Promise.resolve();
    browser.kill();
    await exited;
    await rm(profile, { recursive: true, force: true, maxRetries: 5 });
  }
  return figures;
}
