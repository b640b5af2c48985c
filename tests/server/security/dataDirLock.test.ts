/**
 * High finding: two servers on one DATA_DIR corrupted the embedded database. The second one now refuses to
 * start, a lock left by a dead server is taken over, and closing the server frees the directory.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../../server/src/config';
import { DataDirLockedError, LOCK_FILE } from '../../../server/src/db/dataDirLock';
import { createServer } from '../../../server/src/server';
import { openEmptyPglite } from '../../contract/template';

let dataDir: string;
let config: Config;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'wa-lock-'));
  config = { ...loadConfig({}), dataDir, uiDir: path.join(dataDir, 'no-ui'), jwtSecret: 'lock-tests' };
  // The embedded database the servers open, as an empty cluster: PGlite's initdb would take seconds.
  await (await openEmptyPglite(path.join(dataDir, 'pgdata'))).close();
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const lockFile = () => path.join(dataDir, LOCK_FILE);

// Each case starts PGlite on a data directory (migrations included) up to three times: slow on a loaded machine.
describe('one server per embedded data directory', { timeout: 120_000 }, () => {
  it('refuses a second server on the same DATA_DIR with a message naming the way out, until the first closes', async () => {
    const first = await createServer(config, { seed: false });
    expect((await readFile(lockFile(), 'utf8')).trim()).toBe(String(process.pid));

    const second = createServer(config, { seed: false });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(/in use by another server \(pid \d+\).*DATABASE_URL/s);
    // The refused start left the first server's lock and database alone.
    expect((await first.app.inject({ method: 'GET', url: '/v1/health' })).statusCode).toBe(200);

    await first.app.close();
    expect(existsSync(lockFile())).toBe(false);
    const third = await createServer(config, { seed: false });
    await third.app.close();
  });

  it('refuses while another live process holds the lock', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      await writeFile(lockFile(), `${holder.pid}\n`);
      await expect(createServer(config, { seed: false })).rejects.toThrow(`pid ${holder.pid}`);
      expect((await readFile(lockFile(), 'utf8')).trim()).toBe(String(holder.pid));
    } finally {
      holder.kill();
    }
  });

  it('takes over a stale lock whose process is dead (a crashed server) or unreadable', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    for (const content of [`${dead.stdout.toString()}\n`, 'garbage']) {
      await writeFile(lockFile(), content);
      const server = await createServer(config, { seed: false });
      expect((await readFile(lockFile(), 'utf8')).trim()).toBe(String(process.pid));
      await server.app.close();
      expect(existsSync(lockFile())).toBe(false);
    }
  });

  it('does not lock a database the caller opened (the caller owns it)', async () => {
    const db = await openEmptyPglite();
    const a = await createServer(config, { db, seed: false });
    const b = await createServer(config, { db, seed: false });
    expect(existsSync(lockFile())).toBe(false);
    await a.app.close();
    await b.app.close();
    await db.close();
  });
});
