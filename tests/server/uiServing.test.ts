/**
 * Issue 28: the built UI was sent uncompressed with `cache-control: public, max-age=0`, and `HEAD /login` answered
 * 404. Real requests over HTTP here: the brotli or gzip file written at build time goes to a browser that
 * accepts it, hashed assets are cached for a year, index.html is revalidated, and HEAD answers wherever GET does.
 */
import { request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAreaServer, type AreaServer } from './areaFixture';

const INDEX =
  '<!doctype html><html><head><title>Wellness Admin</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const ASSET = '/assets/index-Abc123.js';

let uiDir: string;
let server: AreaServer;
let base: string;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One real HTTP request, its body as received (not decompressed). */
const call = (method: 'GET' | 'HEAD', url: string, acceptEncoding?: string) =>
  new Promise<Answer>((resolve, reject) => {
    const req = request(
      `${base}${url}`,
      { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });

/** A build as Vite writes it: each file beside its .br and .gz. */
async function writeBuild(dir: string) {
  const files: Record<string, string> = {
    'index.html': INDEX,
    [ASSET.slice(1)]: SCRIPT,
    'favicon.svg': '<svg/>',
  };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
    await writeFile(`${file}.br`, brotliCompressSync(text));
    await writeFile(`${file}.gz`, gzipSync(text));
  }
}

beforeAll(async () => {
  uiDir = await mkdtemp(path.join(tmpdir(), 'wa-ui-'));
  await writeBuild(uiDir);
  server = await startAreaServer({ config: { uiDir } });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await server.close();
  await rm(uiDir, { recursive: true, force: true });
});

describe('serving the built UI', () => {
  it('sends the brotli file to a browser that accepts it, else gzip, else the file itself', async () => {
    const br = await call('GET', ASSET, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.body.length).toBeLessThan(SCRIPT.length / 10);

    const gz = await call('GET', ASSET, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await call('GET', ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('caches hashed assets for a year, immutable; revalidates index.html and the other files', async () => {
    expect((await call('GET', ASSET, 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const url of ['/', '/login', '/admin/members', '/favicon.svg']) {
      expect((await call('GET', url, 'br')).headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("answers the single-page app's routes with index.html, compressed too", async () => {
    const page = await call('GET', '/admin/members', 'br');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(page.body).toString()).toBe(INDEX);
  });

  it('answers HEAD wherever GET answers: the app, its routes, assets, uploads and /v1', async () => {
    for (const url of [
      '/',
      '/login',
      '/admin/members',
      ASSET,
      '/favicon.svg',
      '/v1/health',
      '/v1/country/list',
      '/public/assets/images/palceholder.jpg',
    ]) {
      const [get, head] = [await call('GET', url, 'br'), await call('HEAD', url, 'br')];
      expect(get.status, url).toBe(200);
      expect(head.status, `HEAD ${url}`).toBe(200);
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
      expect(head.body.length, url).toBe(0);
    }
    expect((await call('HEAD', '/v1/no-such')).status).toBe(404);
  });

  it("sends an app address with a stray '%' to its escaped form, the app's page; an API's gets its 400", async () => {
    const page = await call('GET', '/reset/garbled$$%%..');
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe('/reset/garbled$$%25%25..');
    const escaped = await call('GET', String(page.headers.location));
    expect(escaped.status).toBe(200);
    expect(escaped.body.toString()).toBe(INDEX);
    expect(escaped.headers['x-frame-options']).toBe('DENY');
    // Never to another site: a path a browser reads as another host ('//host/…', '/\\host/…') is refused.
    for (const url of ['//evil.example/x%%', '/\\evil.example/x%%', '///evil.example/%%']) {
      const refused = await call('GET', url);
      expect(refused.status, url).toBe(400);
      expect(refused.headers.location, url).toBeUndefined();
    }
    const api = await call('GET', '/v1/admin/package/view/%%');
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body.toString())).toEqual({
      status: 400,
      message: 'Error!',
      error: 'The address is not valid.',
    });
  });
});
