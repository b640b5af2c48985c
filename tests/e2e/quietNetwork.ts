/**
 * Waiting for a page's network to go quiet. Playwright's `networkidle` never comes to the app once it is signed
 * in: the change stream (issue 29) stays open for as long as the app does.
 */
import type { Page, Request } from 'playwright-core';

/** Requests that last as long as the app does, which no screen waits for: the change stream (issue 29). */
const lastsForever = (request: Request) => new URL(request.url()).pathname === '/v1/admin/changes';

/** How long the network must have had nothing in flight for a screen to count as loaded. */
const QUIET_MS = 300;

/** Longest wait for a quiet network: Playwright's own timeout for a navigation. */
const QUIET_TIMEOUT_MS = 30_000;

/**
 * The page's requests in flight, followed from Playwright's request events: `quiet()` resolves once none has
 * been in flight for QUIET_MS (as `waitUntil: 'networkidle'`, which only a navigation can wait for).
 */
function followRequests(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    if (lastsForever(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    /** Resolves once nothing has been in flight for QUIET_MS, counted from now at the earliest. */
    async quiet(): Promise<void> {
      lastChange = Math.max(lastChange, Date.now());
      const deadline = Date.now() + QUIET_TIMEOUT_MS;
      while (inFlight.size > 0 || Date.now() - lastChange < QUIET_MS) {
        if (Date.now() > deadline)
          throw new Error(
            `the network did not go quiet in ${QUIET_TIMEOUT_MS} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

const requestsOf = new WeakMap<Page, ReturnType<typeof followRequests>>();

/**
 * The page's requests, followed from the first time they are asked for: ask before the navigation whose requests
 * `quiet()` is to wait for.
 */
export function requestsIn(page: Page) {
  let requests = requestsOf.get(page);
  if (!requests) {
    requests = followRequests(page);
    requestsOf.set(page, requests);
  }
  return requests;
}
