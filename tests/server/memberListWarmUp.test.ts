/**
 * The members list's pages built when the server starts (modules/members/warm.ts, issue 26): the app's first visit
 * after a start is answered from what the warm-up built, in the page size the app asks for.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEMBER_LIST_PAGE_SIZE } from '../../shared/memberListPageSize';
import { createServer } from '../../server/src/server';
import { startAreaServer, type AreaServer } from './areaFixture';

let server: AreaServer;

beforeAll(async () => {
  server = await startAreaServer();
  for (const name of ['Ann', 'Ben', 'Cem']) await server.insertMember(name);
});
afterAll(() => server.close());

describe('the members list warmed at start', () => {
  it('is built before the app asks, in the pages the app asks for', async () => {
    // Another server on the fixture's database and data directory, as after a restart (nothing kept in memory).
    const started = await createServer(server.ctx.config, { db: server.db, seed: false });
    try {
      await started.warmUp();
      const reads = vi.spyOn(started.ctx.db, 'query');
      const authorization = `Bearer ${await started.ctx.tokens.sign({ id: server.adminUuid })}`;
      const answer = await started.app.inject({
        method: 'GET',
        url: `/v1/admin/members/list?page=1&limit=${MEMBER_LIST_PAGE_SIZE}`,
        headers: { authorization },
      });
      const pageReads = reads.mock.calls.filter(([sql]) => sql.includes('row_to_json'));
      expect(pageReads).toEqual([]);
      const { data } = JSON.parse(answer.body) as { data: { list: { name: string }[] } };
      expect(data.list.map(({ name }) => name)).toEqual(['Ann', 'Ben', 'Cem']);
    } finally {
      await started.app.close();
    }
  });
});
