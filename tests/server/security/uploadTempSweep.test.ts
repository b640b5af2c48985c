/**
 * Issue 24: temporary files of uploads cut off by a crash stayed in DATA_DIR/upload-tmp (swept only at start, and
 * only after a day). A running server now sweeps them every 10 minutes once idle for an hour, and never deletes
 * the file of an upload still in progress, however long it takes.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MP4_HEAD, streamUpload } from '../../../bench/multipartUpload';
import {
  sweepUploadTemps,
  UPLOAD_TEMP_MAX_IDLE_MS,
  UPLOAD_TEMP_SWEEP_MS,
  uploadTempDir,
} from '../../../server/src/http/uploadStream';
import { startAreaServer, type AreaServer } from '../areaFixture';

const MB = 1_000_000;
let server: AreaServer;
let base: string;
let token: string;
let videoUuid: string;

const temps = () => (existsSync(tempDir()) ? readdirSync(tempDir()) : []);
const tempDir = () => uploadTempDir(server.dataDir);
/** A file in upload-tmp last written `idleMs` ago. */
async function leftover(idleMs: number): Promise<string> {
  await mkdir(tempDir(), { recursive: true });
  const file = path.join(tempDir(), `${randomUUID()}.part`);
  await writeFile(file, 'cut off');
  const then = new Date(Date.now() - idleMs);
  await utimes(file, then, then);
  return path.basename(file);
}

beforeAll(async () => {
  // The server's sweep timer is faked (until the first test has moved it on by ten minutes at once).
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  server = await startAreaServer();
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const [admin] = await server.db.query<{ uuid: string }>('SELECT uuid FROM admins');
  token = await server.ctx.tokens.sign({ id: admin?.uuid });
  videoUuid = randomUUID();
  await server.db.query(
    `INSERT INTO content_items (uuid, title, type, description, membership_type) VALUES ($1, 'Talk', 'video', 'd', $2)`,
    [videoUuid, await server.insertPackage()],
  );
});
afterEach(() => vi.useRealTimers());
afterAll(() => server.close());

describe('temporary upload files', () => {
  it('are swept while the server runs, once idle for an hour; younger ones stay', async () => {
    const old = await leftover(UPLOAD_TEMP_MAX_IDLE_MS + 60_000);
    const young = await leftover(UPLOAD_TEMP_MAX_IDLE_MS - 60_000);
    expect(temps()).toEqual(expect.arrayContaining([old, young]));
    vi.advanceTimersByTime(UPLOAD_TEMP_SWEEP_MS);
    vi.useRealTimers();
    await vi.waitFor(() => expect(temps()).not.toContain(old));
    expect(temps()).toContain(young);
    await unlink(path.join(tempDir(), young));
  });

  it('never deletes the file of an upload in progress, even one idle for longer than an hour', async () => {
    let swept = -1;
    let seen: string[] = [];
    const answer = await streamUpload({
      url: `${base}/v1/admin/contentLibrary/video/saveMedia`,
      method: 'PATCH',
      token,
      fields: { uuid: videoUuid },
      field: 'upload',
      filename: 'talk.mp4',
      head: MP4_HEAD,
      size: 6 * MB,
      onProgress: async (sent) => {
        if (sent < 3 * MB || swept >= 0) return;
        await vi.waitFor(() => expect(temps().length).toBeGreaterThan(0));
        seen = temps();
        // As if the client had stalled for two hours: only being in progress keeps it.
        const then = new Date(Date.now() - 2 * UPLOAD_TEMP_MAX_IDLE_MS);
        for (const name of seen) await utimes(path.join(tempDir(), name), then, then);
        swept = await sweepUploadTemps(server.dataDir);
        expect(temps()).toEqual(seen);
      },
    });
    expect(swept).toBe(0);
    expect(answer.status).toBe(200);
    expect(temps()).toEqual([]);
    // Once done (moved in place), the sweep no longer protects it: the next leftover of that name would go.
    const old = await leftover(2 * UPLOAD_TEMP_MAX_IDLE_MS);
    expect(await sweepUploadTemps(server.dataDir)).toBe(1);
    expect(temps()).not.toContain(old);
  });
});
