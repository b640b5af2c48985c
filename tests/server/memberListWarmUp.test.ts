/**
 * The members list's pages built when the server starts (modules/members/warm.ts, issue 26): the app's first visit
 * after a start is answered from what the warm-up built, in the page size the app asks for; the first page is in
 * when the warm-up is ready (npm start listens then), and each next build waits until no request has come for a
 * while.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEMBER_LIST_PAGE_SIZE } from '../../shared/memberListPageSize';
import { createServer, type StartedServer } from '../../server/src/server';
import { startAreaServer, type AreaServer } from './areaFixture';

let server: AreaServer;

beforeAll(async () => {
  server = await startAreaServer();
  for (const name of ['Ann', 'Ben', 'Cem']) await server.insertMember(name);
  // Two pages in all: a page of others after the three.
  await server.db.query(
    `INSERT INTO users (uuid, name, email, city, country, mobile, password)
     SELECT gen_random_uuid(), 'Zed ' || lpad(i::text, 5, '0'), 'zed' || i || '@test.example', 'Pune', 'India',
       '5550001', 'secret-hash'
     FROM generate_series(1, $1::int) i`,
    [MEMBER_LIST_PAGE_SIZE],
  );
});
afterAll(() => server.close());

/**
 * Another server on the fixture's database and data directory, as after a first start: nothing kept in memory, and
 * the answers earlier servers kept on disk removed.
 */
async function firstStart(quietMs?: number) {
  await rm(path.join(server.ctx.config.dataDir, 'kept-answers'), { recursive: true, force: true });
  return createServer(server.ctx.config, { db: server.db, seed: false, quietMs });
}

/** The members page reads `started` makes from now on. */
const pageReads = (started: StartedServer) => {
  const reads = vi.spyOn(started.ctx.db, 'query');
  return () => reads.mock.calls.filter(([sql]) => sql.includes('row_to_json')).length;
};

async function page(started: StartedServer, number: number) {
  const authorization = `Bearer ${await started.ctx.tokens.sign({ id: server.adminUuid })}`;
  const answer = await started.app.inject({
    method: 'GET',
    url: `/v1/admin/members/list?page=${number}&limit=${MEMBER_LIST_PAGE_SIZE}`,
    headers: { authorization },
  });
  return (JSON.parse(answer.body) as { data: { list: { name: string }[] } }).data.list;
}

describe('the members list warmed at start', () => {
  it('is built before the app asks, in the pages the app asks for', async () => {
    const started = await firstStart();
    try {
      await started.warmUp().done;
      const reads = pageReads(started);
      const [first, second] = [await page(started, 1), await page(started, 2)];
      expect(reads()).toBe(0);
      expect(first.slice(0, 3).map(({ name }) => name)).toEqual(['Ann', 'Ben', 'Cem']);
      expect(first).toHaveLength(MEMBER_LIST_PAGE_SIZE);
      expect(second).toHaveLength(3);
    } finally {
      await started.app.close();
    }
  });

  it('builds the first page at once, ready to listen then, and the next only once no request has come for a while', async () => {
    const started = await firstStart(3_600_000);
    const reads = pageReads(started);
    await started.app.inject({ method: 'GET', url: '/v1/health' });
    const warming = started.warmUp();
    await warming.ready;
    expect(reads()).toBe(1);
    expect((await page(started, 1))[0]?.name).toBe('Ann');
    expect(reads()).toBe(1);
    // Closing ends the wait for a quiet hour at once.
    await started.app.close();
    await warming.done;
    expect(reads()).toBe(1);
  });

  it('is never ready when the server closes before its first build is in (npm start then does not listen)', async () => {
    const started = await firstStart();
    const warming = started.warmUp();
    let ready = false;
    void warming.ready.then(() => (ready = true));
    await started.app.close();
    await warming.done;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ready).toBe(false);
  });
});
