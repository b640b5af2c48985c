/**
 * Browser tests: the built UI and the reference server (fresh seeded database, random port) in one process, driven
 * by Debian's Chromium through playwright-core.
 */
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../contract/harness';

export const E2E_UI_DIR = path.resolve('.tmp/e2e-dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface E2E {
  server: TestServer;
  browser: Browser;
  /** A fresh browser context (own storage) and page. */
  newPage(): Promise<{ context: BrowserContext; page: Page }>;
  /** Signs in through the login form and waits for the dashboard. */
  signIn(page: Page): Promise<void>;
  close(): Promise<void>;
}

export async function startE2E(): Promise<E2E> {
  // The password test reads the reset link from the log (LOG_RESET_LINKS=1).
  const server = await startTestServer({ uiDir: E2E_UI_DIR, config: { logResetLinks: true } });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  return {
    server,
    browser,
    async newPage() {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: 1440, height: 900 },
      });
      const page = await context.newPage();
      return { context, page };
    },
    async signIn(page) {
      await page.goto('/login');
      await page.getByLabel(/email/i).fill(server.admin.email);
      await page
        .getByLabel(/password/i)
        .first()
        .fill(server.admin.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL('**/admin/dashboard');
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** One call to the reference server's /v1 API with `token` (the seeded admin's); answers the body's `data`. */
export async function callApi<T = unknown>(
  apiUrl: string,
  token: string,
  path: string,
  init: RequestInit = {},
): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, ...init.headers },
  });
  const body = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}
