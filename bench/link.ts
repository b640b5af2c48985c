/**
 * The first visit and the next one over a slow link (issue 28): Chromium emulates Lighthouse's desktop link,
 * 10 Mbit/s both ways and 40 ms of round trip (CDP Network.emulateNetworkConditions), against the server with the
 * built UI and the demo data, signed in (a stored session, as a returning administrator has one).
 *  - cold: /admin/members in a browser with an empty cache: navigation → the first real row (a row showing an
 *    email, not react-admin's skeleton), and what it transferred;
 *  - warm: the same address again in that browser (its cache kept): navigation → the first real row, and the bytes
 *    of JavaScript it transferred (goal 0: hashed assets are immutable and come from the cache unasked; index.html
 *    is revalidated, which is fine).
 * Five visits of each, median and slowest, with the load average at their start.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { ACCESS_TOKEN_KEY } from '../src/auth/session';
import { medianAndSlowest, median, type Figure } from './figures';
import { loadNow } from './machine';
import { PAGE_MARKS, type Marks } from './pageMarks';
import { requestsIn } from '../tests/e2e/quietNetwork';

/** Lighthouse's desktop throttling: 10,240 kbit/s, 40 ms round trip. */
const LINK = { latency: 40, throughput: (10 * 1024 * 1024) / 8 };
const RUNS = 5;
const COLD_GOAL_MS = 1200;
const WARM_GOAL_MS = 500;

/** What crossed the link during one visit: every response's bytes and the scripts' among them. */
interface Transfer {
  bytes: number;
  scriptBytes: number;
  /** Scripts asked of the server (sent again or revalidated) rather than taken from the cache. */
  scriptRequests: number;
}

/** Counts what the page transfers from now on (CDP's encoded lengths: headers and bodies as on the wire). */
async function watchTransfer(cdp: CDPSession): Promise<() => Transfer> {
  const transfer: Transfer = { bytes: 0, scriptBytes: 0, scriptRequests: 0 };
  const scripts = new Set<string>();
  const cached = new Set<string>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.requestServedFromCache', (event) => cached.add(event.requestId));
  cdp.on('Network.responseReceived', (event) => {
    if (event.response.fromDiskCache || event.response.fromPrefetchCache) cached.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (cached.has(event.requestId)) return;
    transfer.bytes += event.encodedDataLength;
    if (scripts.has(event.requestId)) {
      transfer.scriptBytes += event.encodedDataLength;
      transfer.scriptRequests++;
    }
  });
  await cdp.send('Network.enable');
  return () => ({ ...transfer });
}

/** Opens `path` and answers the page's time from navigation to its first real row (bench/pageMarks.ts). */
async function firstRealRow(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await page.waitForFunction(() => (window as unknown as Marks).firstRealRowAt !== undefined, undefined, {
    timeout: 60000,
    polling: 100,
  });
  return Math.round(await page.evaluate(() => (window as unknown as Marks).firstRealRowAt as number));
}

export async function benchLink(browser: Browser, baseURL: string, token: string): Promise<Figure[]> {
  const cold: number[] = [];
  const warm: number[] = [];
  const coldTransfers: Transfer[] = [];
  const warmTransfers: Transfer[] = [];
  const loads: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ baseURL, viewport: { width: 1350, height: 940 } });
    try {
      await context.addInitScript(
        ([key, value]) => localStorage.setItem(key, value),
        [ACCESS_TOKEN_KEY, token],
      );
      await context.addInitScript(PAGE_MARKS);
      const page = await context.newPage();
      const network = requestsIn(page);
      const cdp = await context.newCDPSession(page);
      const transferred = await watchTransfer(cdp);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: LINK.latency,
        downloadThroughput: LINK.throughput,
        uploadThroughput: LINK.throughput,
      });
      loads.push(loadNow());
      cold.push(await firstRealRow(page, '/admin/members'));
      await network.quiet();
      const afterCold = transferred();
      coldTransfers.push(afterCold);
      await page.goto('about:blank');
      warm.push(await firstRealRow(page, '/admin/members'));
      await network.quiet();
      const afterWarm = transferred();
      warmTransfers.push({
        bytes: afterWarm.bytes - afterCold.bytes,
        scriptBytes: afterWarm.scriptBytes - afterCold.scriptBytes,
        scriptRequests: afterWarm.scriptRequests - afterCold.scriptRequests,
      });
    } finally {
      await context.close();
    }
  }
  const kb = (bytes: number) => Math.round(bytes / 1024);
  console.log(
    `link (10 Mbit/s, 40 ms): cold first real row ${cold.join(', ')} ms; warm ${warm.join(', ')} ms; ` +
      `warm JS ${warmTransfers.map((t) => `${t.scriptBytes} B in ${t.scriptRequests}`).join(', ')}`,
  );
  const section = 'link 10 Mbit/s';
  const ms = { section, unit: 'ms' };
  return [
    ...medianAndSlowest(
      { ...ms, goal: COLD_GOAL_MS },
      'cold /admin/members: navigation → first real row',
      cold,
      loads,
    ),
    {
      section,
      name: 'cold /admin/members: transferred until idle (median), of which JS',
      value: kb(median(coldTransfers.map((t) => t.bytes))),
      unit: 'KB',
      note: `${kb(median(coldTransfers.map((t) => t.scriptBytes)))} KB of it JS, as sent (gzip: Chromium asks for brotli over HTTPS only)`,
    },
    ...medianAndSlowest(
      { ...ms, goal: WARM_GOAL_MS },
      'warm /admin/members: navigation → first real row',
      warm,
      loads,
    ),
    {
      section,
      name: `warm /admin/members: JS transferred (most of ${RUNS})`,
      value: Math.max(...warmTransfers.map((t) => t.scriptBytes)),
      unit: 'B',
      goal: 0,
      note: `${Math.max(...warmTransfers.map((t) => t.scriptRequests))} scripts asked of the server; ${kb(
        median(warmTransfers.map((t) => t.bytes)),
      )} KB in all (median)`,
    },
  ];
}
