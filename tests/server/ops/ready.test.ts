/**
 * GET /v1/ready (issue 28, Operable): whether this instance can serve, the database and the file storage both
 * answering; 503 naming the part that failed. /v1/health stays what it was: the database check.
 */
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAreaServer, type AreaServer } from '../areaFixture';

let server: AreaServer;

beforeAll(async () => {
  server = await startAreaServer();
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

const ready = async () => {
  const answer = await server.app.inject({ method: 'GET', url: '/v1/ready' });
  return { statusCode: answer.statusCode, body: answer.json<Record<string, unknown>>() };
};

describe('GET /v1/ready', () => {
  it('answers 200 without a token when the database and the file storage answer', async () => {
    expect(await ready()).toEqual({
      statusCode: 200,
      body: { status: 200, message: 'Success', data: { database: 'up', storage: 'up' } },
    });
  });

  it('answers 503 naming the database when it fails, while the storage stays up', async () => {
    vi.spyOn(server.ctx.db, 'query').mockRejectedValue(new Error('connection refused'));
    const answer = await ready();
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toMatchObject({
      status: 503,
      error: 'Not ready: the database does not answer.',
      data: { database: 'down', storage: 'up' },
    });
  });

  it(
    'counts a database that does not answer in time as down (the probe does not hang)',
    { timeout: 30_000 },
    async () => {
      vi.spyOn(server.ctx.db, 'query').mockReturnValue(new Promise(() => undefined));
      const answer = await ready();
      expect(answer.statusCode).toBe(503);
      expect(answer.body).toMatchObject({ data: { database: 'down', storage: 'up' } });
    },
  );

  it('answers 503 naming the file storage when no file can be written where uploads arrive', async () => {
    // A file where the temporary upload folder should be: nothing can be written there (root or not).
    const tempDir = path.join(server.dataDir, 'upload-tmp');
    await rm(tempDir, { recursive: true, force: true });
    await writeFile(tempDir, 'not a folder');
    try {
      const answer = await ready();
      expect(answer.statusCode).toBe(503);
      expect(answer.body).toMatchObject({
        error: 'Not ready: the file storage does not answer.',
        data: { database: 'up', storage: 'down' },
      });
      // /v1/health is about the database only.
      expect((await server.app.inject({ method: 'GET', url: '/v1/health' })).statusCode).toBe(200);
    } finally {
      await rm(tempDir, { force: true });
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('leaves no probe file behind', async () => {
    await ready();
    expect(await readdir(path.join(server.dataDir, 'upload-tmp'))).toEqual([]);
  });
});
