/**
 * High finding: uploads were buffered whole in memory (200 MB a file, 4 files a request). They now stream to a
 * temporary file in DATA_DIR, checked on the way, and move in place only when the write commits: to
 * DATA_DIR/uploads, or (the server-s3 project) to a bucket in a streamed multipart upload.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MP4_HEAD, streamUpload } from '../../../bench/multipartUpload';
import { startAreaServer, type AreaServer } from '../areaFixture';

let server: AreaServer;
let base: string;
let token: string;
let videoUuid: string;

const MB = 1_000_000;
const filesIn = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).map((name) => path.join(dir, name)) : [];
const tempDir = () => path.join(server.dataDir, 'upload-tmp');
const storedContent = async () => (await server.storedFiles('content')).length;

const saveMedia = (size: number, extra: Partial<Parameters<typeof streamUpload>[0]> = {}) =>
  streamUpload({
    url: `${base}/v1/admin/contentLibrary/video/saveMedia`,
    method: 'PATCH',
    token,
    fields: { uuid: videoUuid },
    field: 'upload',
    filename: 'talk.mp4',
    head: MP4_HEAD,
    size,
    ...extra,
  });

beforeAll(async () => {
  server = await startAreaServer();
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const [admin] = await server.db.query<{ uuid: string }>('SELECT uuid FROM admins');
  token = await server.ctx.tokens.sign({ id: admin?.uuid });
  const packageUuid = await server.insertPackage();
  videoUuid = randomUUID();
  await server.db.query(
    `INSERT INTO content_items (uuid, title, type, description, membership_type) VALUES ($1, 'Talk', 'video', 'd', $2)`,
    [videoUuid, packageUuid],
  );
});
afterAll(() => server.close());

describe('uploads stream to disk, then to the store', () => {
  it('writes a large upload to a temporary file in DATA_DIR while it arrives, then moves it in place', async () => {
    let seenWhileSending = -1;
    const answer = await saveMedia(60 * MB, {
      onProgress: async (sent) => {
        if (sent < 40 * MB || seenWhileSending >= 0) return;
        // Give the server a moment to write what it has received.
        await new Promise((r) => setTimeout(r, 300));
        seenWhileSending = Math.max(0, ...filesIn(tempDir()).map((file) => statSync(file).size));
      },
    });
    expect(answer.status).toBe(200);
    expect(seenWhileSending).toBeGreaterThan(10 * MB);
    expect(filesIn(tempDir())).toEqual([]);
    const [row] = await server.db.query<{ upload: string }>(
      'SELECT upload FROM content_items WHERE uuid = $1',
      [videoUuid],
    );
    expect(await server.storedSize(row?.upload ?? '')).toBe(60 * MB);
  });

  it('keeps memory flat: a 200 MB upload raises the resident set by well under 100 MB', async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    try {
      const answer = await saveMedia(200 * MB);
      expect(answer.status).toBe(200);
    } finally {
      clearInterval(sampler);
    }
    expect((peak - before) / MB).toBeLessThan(100);
  });

  it('refuses a file over the limit, a wrong signature and a wrong extension, keeping no file anywhere', async () => {
    const storedBefore = await storedContent();
    const refusals: [Partial<Parameters<typeof streamUpload>[0]>, RegExp][] = [
      [{ size: 200 * MB + 1 }, /larger than 200000000 bytes|too large/],
      [{ head: Buffer.from('<html><script>alert(1)</script>') }, /not a valid mp4/],
      [{ filename: 'page.html' }, /must be a file of type/],
    ];
    for (const [extra, message] of refusals) {
      const answer = await saveMedia(extra.size ?? 3 * MB, extra);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatch(message);
    }
    expect(filesIn(tempDir())).toEqual([]);
    expect(await storedContent()).toBe(storedBefore);
  });

  it('deletes the temporary file when the write fails, and moves nothing in place', async () => {
    const storedBefore = await storedContent();
    await server.db.query(`UPDATE content_items SET type = 'audio' WHERE uuid = $1`, [videoUuid]);
    const answer = await saveMedia(3 * MB);
    await server.db.query(`UPDATE content_items SET type = 'video' WHERE uuid = $1`, [videoUuid]);
    expect(answer.status).not.toBe(200);
    expect(filesIn(tempDir())).toEqual([]);
    expect(await storedContent()).toBe(storedBefore);
  });
});
