/**
 * SIGTERM (issue 28, Operable): the real server, started as its own process, stops accepting connections,
 * finishes the upload in flight (answered, stored, committed), closes the database, releases the data-directory
 * lock and exits 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MP4_HEAD, streamUpload } from '../../../bench/multipartUpload';
import { LOCK_FILE } from '../../../server/src/db/dataDirLock';
import { uploadTempDir } from '../../../server/src/http/uploadStream';
import { migrate } from '../../../server/src/db/migrate';
import { openPglite } from '../../../server/src/db/pglite';
import { createTokenService } from '../../../server/src/http/jwt';
import { openEmptyPglite } from '../../contract/template';

const SECRET = 'shutdown-test-secret';
const MB = 1_000_000;

let dataDir: string;
let adminUuid: string;
let videoUuid: string;
let child: ChildProcess | undefined;

/** A data directory with an admin and a video to upload to (no demo data: the server starts in seconds). */
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'wa-shutdown-'));
  const db = await openEmptyPglite(path.join(dataDir, 'pgdata'));
  await migrate(db);
  adminUuid = randomUUID();
  await db.query(
    `INSERT INTO admins (uuid, name, email, password) VALUES ($1, 'Ops', 'ops@test.example', 'x')`,
    [adminUuid],
  );
  const packageUuid = randomUUID();
  await db.query(
    `INSERT INTO packages (uuid, name, image, colour, annual_cost, benefits) VALUES ($1, 'Gold', 'x.png', '#fa0', 100, '{a}')`,
    [packageUuid],
  );
  videoUuid = randomUUID();
  await db.query(
    `INSERT INTO content_items (uuid, title, type, description, membership_type) VALUES ($1, 'Talk', 'video', 'd', $2)`,
    [videoUuid, packageUuid],
  );
  await db.close();
});
afterAll(async () => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/** Starts `server/src/main.ts` as its own process; resolves with its address once it listens. */
function startServer(output: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      UI_DIR: path.join(dataDir, 'no-ui'),
      HOST: '127.0.0.1',
      PORT: '0',
      JWT_SECRET: SECRET,
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output.push(chunk.toString());
      const address = /running at (http:\/\/[\d.:]+)/.exec(output.join(''))?.[1];
      if (address) resolve(address);
    };
    child?.stdout?.on('data', read);
    child?.stderr?.on('data', read);
    child?.once('exit', (code) => reject(new Error(`the server exited (${code}): ${output.join('')}`)));
  });
}

const exited = (process: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (process.exitCode !== null) resolve(process.exitCode);
    else process.once('exit', (code) => resolve(code));
  });

/** Polls `condition` every 50 ms, up to 600 times (30 s: a loaded machine answers slowly). */
async function until(condition: () => boolean | Promise<boolean>, what: string) {
  for (let i = 0; i < 600; i++) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * True once the server is writing the upload to its temporary file. Bytes the client has "sent" may still sit in
 * the kernel's socket buffers, unread: a signal then comes before the request and it is rightly answered 503.
 */
const serverIsReceiving = () => {
  const dir = uploadTempDir(dataDir);
  const size = (name: string) => statSync(path.join(dir, name), { throwIfNoEntry: false })?.size ?? 0;
  return existsSync(dir) && readdirSync(dir).some((name) => size(name) > 0);
};

const refusesConnections = (base: string) =>
  fetch(`${base}/v1/health`).then(
    () => false,
    () => true,
  );

/**
 * Uploads a video of `size` bytes to the test's content item; `halfway` runs once, when half of it is sent, and
 * holds the rest back until it returns.
 */
async function uploadVideo(base: string, size: number, halfway: () => Promise<void>) {
  const token = await createTokenService(new TextEncoder().encode(SECRET), 3600).sign({ id: adminUuid });
  let reached = false;
  return streamUpload({
    url: `${base}/v1/admin/contentLibrary/video/saveMedia`,
    method: 'PATCH',
    token,
    fields: { uuid: videoUuid },
    field: 'upload',
    filename: 'talk.mp4',
    head: MP4_HEAD,
    size,
    onProgress: async (sent) => {
      if (reached || sent < size / 2) return;
      reached = true;
      await halfway();
    },
  });
}

describe('SIGTERM', { timeout: 120_000 }, () => {
  it('finishes the upload in flight, refuses new connections, closes the database, frees the lock, exits 0', async () => {
    const output: string[] = [];
    // A grace far beyond the upload's time even on a loaded machine: this test is about finishing, not cutting.
    const base = await startServer(output, { SHUTDOWN_GRACE: '100' });
    const lockFile = path.join(dataDir, LOCK_FILE);
    expect(existsSync(lockFile)).toBe(true);
    let refusedWhileUploading = false;
    const size = 6 * MB;
    // Halfway through the upload: SIGTERM, then wait until the server no longer accepts connections.
    const answer = await uploadVideo(base, size, async () => {
      await until(serverIsReceiving, 'the server to receive the upload');
      child?.kill('SIGTERM');
      await until(() => output.join('').includes('"signal":"SIGTERM"'), 'the stopping line');
      await until(() => refusesConnections(base), 'new connections to be refused');
      refusedWhileUploading = true;
    });

    expect(refusedWhileUploading).toBe(true);
    expect(answer.status).toBe(200);
    expect(await exited(child as ChildProcess)).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
    expect(output.join('')).toMatch(/"msg":"stopped"/);

    // The upload was committed before the database closed, and its file is in place.
    const db = await openPglite(path.join(dataDir, 'pgdata'));
    const [row] = await db.query<{ upload: string }>('SELECT upload FROM content_items WHERE uuid = $1', [
      videoUuid,
    ]);
    await db.close();
    const stored = path.join(dataDir, 'uploads', (row?.upload ?? '').replace('public/uploads/', ''));
    expect(row?.upload).toMatch(/^public\/uploads\/.+\.mp4$/);
    expect(statSync(stored).size).toBe(size);
  });

  it('cuts what still runs after SHUTDOWN_GRACE, and still closes the database and frees the lock (exit 1)', async () => {
    const output: string[] = [];
    const base = await startServer(output, { SHUTDOWN_GRACE: '1' });
    // A client that stops sending halfway: it resumes only once the server is gone.
    const stalled = uploadVideo(base, 4 * MB, async () => {
      await until(serverIsReceiving, 'the server to receive the upload');
      child?.kill('SIGTERM');
      await exited(child as ChildProcess);
    });
    await expect(stalled).rejects.toThrow();
    expect(await exited(child as ChildProcess)).toBe(1);
    expect(output.join('')).toMatch(/requests still running after 1 s are cut/);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });
});
