/**
 * Medium finding: the kept list answers (members, all payments) were invalidated only by the same instance's
 * writes; with two instances on one database, one showed stale members for over a minute. Both instances now
 * read the versions of the tables an answer was built from (bumped by the database's triggers on every write)
 * before answering from the cache.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/src/config';
import { migrate } from '../../../server/src/db/migrate';
import type { PgliteDb } from '../../../server/src/db/pglite';
import { openEmptyPglite } from '../../contract/template';
import { createServer, type StartedServer } from '../../../server/src/server';

/** Two server instances on one database, as two processes on one PostgreSQL server would be. */
let database: PgliteDb;
let one: StartedServer;
let two: StartedServer;
const dataDirs: string[] = [];
let token: string;

async function instance(): Promise<StartedServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wa-instance-'));
  dataDirs.push(dataDir);
  const config = {
    ...loadConfig({}),
    dataDir,
    uiDir: path.join(dataDir, 'no-ui'),
    jwtSecret: 'shared-secret',
  };
  return createServer(config, { db: database, seed: false });
}

const call = (app: FastifyInstance, method: 'GET' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url: `/v1${url}`, headers: { authorization: `Bearer ${token}` }, payload });

const memberStates = async (app: FastifyInstance) => {
  const answer = await call(app, 'GET', '/admin/members/list?page=1&limit=50');
  expect(answer.statusCode).toBe(200);
  const list = (answer.json().data as { list: { uuid: string; isActive: boolean }[] }).list;
  return Object.fromEntries(list.map((member) => [member.uuid, member.isActive]));
};

beforeAll(async () => {
  database = await openEmptyPglite();
  await migrate(database);
  const admin = randomUUID();
  await database.query(
    `INSERT INTO admins (uuid, name, email, password) VALUES ($1, 'A', 'a@test.example', 'x')`,
    [admin],
  );
  for (const name of ['Ann', 'Bob']) {
    await database.query(
      `INSERT INTO users (uuid, name, email, city, country, mobile, password) VALUES ($1, $2, $3, 'Pune', 'India', '5550001', 'h')`,
      [randomUUID(), name, `${name}@test.example`],
    );
  }
  [one, two] = [await instance(), await instance()];
  token = await one.ctx.tokens.sign({ id: admin });
});
afterAll(async () => {
  await one.app.close();
  await two.app.close();
  await database.close();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

describe('kept list answers across instances', () => {
  it("rebuilds one instance's kept members list as soon as the other instance writes", async () => {
    const before = await memberStates(one.app);
    const [ann] = Object.keys(before);
    expect(before[ann as string]).toBe(true);
    // Kept now; the other instance deactivates Ann.
    await memberStates(one.app);
    const update = await call(two.app, 'PATCH', '/admin/members/status/update', {
      uuid: ann,
      isActive: false,
    });
    expect(update.json()).toMatchObject({ status: 200 });
    expect((await memberStates(one.app))[ann as string]).toBe(false);
    expect((await memberStates(two.app))[ann as string]).toBe(false);
  });

  it("sees the other instance's writes in the table's version, and not its reads", async () => {
    const start = await one.ctx.tableVersions(['users']);
    await two.db.transaction(async (tx) => {
      await tx.query('UPDATE users SET city = $1', ['Mumbai']);
      await tx.query('UPDATE users SET country = $1', ['India']);
    });
    const written = await one.ctx.tableVersions(['users']);
    expect(written).not.toBe(start);
    await two.db.query('SELECT count(*) FROM users');
    await two.db.transaction((tx) => tx.query('SELECT * FROM users FOR UPDATE'));
    expect(await one.ctx.tableVersions(['users'])).toBe(written);
  });

  it('leaves the version alone when a write transaction rolls back', async () => {
    const start = await one.ctx.tableVersions(['users']);
    await expect(
      two.db.transaction(async (tx) => {
        await tx.query('UPDATE users SET city = $1', ['Delhi']);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await one.ctx.tableVersions(['users'])).toBe(start);
  });
});
