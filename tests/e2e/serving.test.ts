/**
 * Issue 28: the production build, as `npm start` serves it, over real HTTP: every script is written brotli- and
 * gzip-compressed at build time and the compressed file goes to a browser that accepts it; hashed assets are
 * cached for a year, index.html revalidated; HEAD answers the app's routes.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../contract/harness';
import { E2E_UI_DIR } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ uiDir: E2E_UI_DIR });
});
afterAll(() => server?.close());

it('ships every script of the build over 1 KB with its brotli and gzip files', () => {
  // A few tiny chunks compress to no less than they are: those are sent as they are.
  const assets = readdirSync(path.join(E2E_UI_DIR, 'assets')).filter(
    (name) => /\.(js|css)$/.test(name) && statSync(path.join(E2E_UI_DIR, 'assets', name)).size > 1024,
  );
  expect(assets.length).toBeGreaterThan(10);
  for (const name of assets) {
    for (const ext of ['.br', '.gz'])
      expect(existsSync(path.join(E2E_UI_DIR, 'assets', name + ext)), name + ext).toBe(true);
  }
});

it("serves the page's main script brotli-compressed and immutable, the page itself revalidated", async () => {
  const page = await fetch(`${server.url}/login`, { headers: { 'accept-encoding': 'br' } });
  expect(page.status).toBe(200);
  expect(page.headers.get('content-encoding')).toBe('br');
  expect(page.headers.get('cache-control')).toBe('no-cache');
  const main = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(main).toBeTruthy();
  const script = await fetch(`${server.url}${main}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(script.status).toBe(200);
  expect(script.headers.get('content-encoding')).toBe('br');
  expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect((await script.text()).length).toBeGreaterThan(1000);
});

it('answers HEAD for the routes of the app', async () => {
  for (const url of ['/', '/login', '/admin/members', '/forgetPassword']) {
    const head = await fetch(`${server.url}${url}`, { method: 'HEAD' });
    expect(head.status, url).toBe(200);
    expect(head.headers.get('content-type'), url).toMatch(/text\/html/);
  }
});
