/**
 * Issue 25: ordinary answers are compressed by @fastify/compress when the client accepts it; the kept list
 * answers (http/answerCache.ts), which are gzipped once when kept, are sent as they are, never compressed twice.
 */
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAreaServer, type AreaServer } from '../areaFixture';

let server: AreaServer;
let token: string;

const get = (url: string, encoding?: string) =>
  server.app.inject({
    method: 'GET',
    url: `/v1${url}`,
    headers: { authorization: `Bearer ${token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });

beforeAll(async () => {
  server = await startAreaServer();
  const [admin] = await server.db.query<{ uuid: string }>('SELECT uuid FROM admins');
  token = await server.ctx.tokens.sign({ id: admin?.uuid });
  for (let i = 0; i < 40; i++) await server.insertMember(`Member ${i}`);
});
afterAll(() => server.close());

describe('compression', () => {
  it('gzips or brotli-compresses an ordinary answer the client accepts, and not one it does not', async () => {
    const plain = await get('/country/list');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzipped = await get('/country/list', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
    const brotli = await get('/country/list', 'br, gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a kept list answer gzipped once, as kept', async () => {
    const plain = await get('/admin/members/list?page=1&limit=100');
    const gzipped = await get('/admin/members/list?page=1&limit=100', 'gzip, br');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
  });
});
