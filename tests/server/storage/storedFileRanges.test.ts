/**
 * Stored files are served with range requests (a video seeks: 206 and Content-Range), HEAD and conditional
 * requests, from DATA_DIR/uploads and (the server-s3 project) from the bucket alike, with the per-type headers
 * and nosniff of every stored file.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MP4, startAreaServer, type AreaServer } from '../areaFixture';

let server: AreaServer;
let url: string;
/** An MP4 signature, then bytes that differ along the file, so a wrong slice shows. */
const VIDEO = Buffer.concat([MP4, Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7) % 256))]);

const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET', at = url) =>
  server.app.inject({ method, url: at, headers });

beforeAll(async () => {
  server = await startAreaServer();
  const video = randomUUID();
  await server.db.query(
    `INSERT INTO content_items (uuid, title, type, description, membership_type) VALUES ($1, 'Talk', 'video', 'd', $2)`,
    [video, await server.insertPackage()],
  );
  const saved = await server.upload('PATCH', '/admin/contentLibrary/video/saveMedia', {
    uuid: video,
    upload: { name: 'talk.mp4', content: VIDEO },
  });
  expect(saved.statusCode).toBe(200);
  const [row] = await server.db.query<{ upload: string }>(
    'SELECT upload FROM content_items WHERE uuid = $1',
    [video],
  );
  url = `/${row?.upload}`;
});
afterAll(() => server.close());

describe('a stored video', () => {
  it('is served whole with its type, its length, nosniff and that it takes ranges', async () => {
    const answer = await get();
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(VIDEO)).toBe(true);
    expect(answer.headers['content-type']).toBe('video/mp4');
    expect(answer.headers['content-length']).toBe(String(VIDEO.length));
    expect(answer.headers['accept-ranges']).toBe('bytes');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toMatch(/(^|; )sandbox(;|$)/);
  });

  it('answers a range with 206, Content-Range and exactly those bytes', async () => {
    const answer = await get({ range: 'bytes=100-1099' });
    expect(answer.statusCode).toBe(206);
    expect(answer.headers['content-range']).toBe(`bytes 100-1099/${VIDEO.length}`);
    expect(answer.headers['content-length']).toBe('1000');
    expect(answer.rawPayload.equals(VIDEO.subarray(100, 1100))).toBe(true);
    expect(answer.headers['content-type']).toBe('video/mp4');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an open-ended range and a range of the last bytes', async () => {
    const tail = await get({ range: `bytes=${VIDEO.length - 300}-` });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(
      `bytes ${VIDEO.length - 300}-${VIDEO.length - 1}/${VIDEO.length}`,
    );
    expect(tail.rawPayload.equals(VIDEO.subarray(-300))).toBe(true);
    const last = await get({ range: 'bytes=-16' });
    expect(last.statusCode).toBe(206);
    expect(last.rawPayload.equals(VIDEO.subarray(-16))).toBe(true);
  });

  it('answers a range past the end with 416 and the length', async () => {
    const answer = await get({ range: `bytes=${VIDEO.length + 10}-${VIDEO.length + 20}` });
    expect(answer.statusCode).toBe(416);
    expect(answer.headers['content-range']).toBe(`bytes */${VIDEO.length}`);
  });

  it('answers HEAD with the length and no body, and a known version with 304', async () => {
    const head = await get({}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(VIDEO.length));
    expect(head.payload).toBe('');
    const etag = (await get()).headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await get({ 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('answers 404 for a file that is not there, however the path is spelled', async () => {
    for (const at of ['/public/uploads/content/nothing.mp4', '/public/uploads/../pgdata/PG_VERSION']) {
      const answer = await get({}, 'GET', at);
      expect(`${at} ${answer.statusCode}`).toBe(`${at} 404`);
    }
  });
});
