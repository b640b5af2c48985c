/**
 * The members list's kept answers over HTTP (issue 26): a write to one member rebuilds only the page that shows
 * it; the other pages are served as kept, since what they were built from is unchanged (http/answerCache.ts,
 * modules/members/pages.ts). A member added changes every page (each carries the count).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createServer } from '../../server/src/server';
import { startAreaServer, type AreaServer } from './areaFixture';

const TOKEN = 'member-answers-metrics-token-0123';

let server: AreaServer;

beforeAll(async () => {
  server = await startAreaServer({ config: { metricsToken: TOKEN } });
});
afterAll(() => server.close());

/** The kept-answer look-ups so far, from /metrics (of `app`, the fixture's server unless told). */
async function lookups(app: FastifyInstance = server.app) {
  const text = (
    await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
  ).body;
  const count = (result: string) =>
    Number(
      new RegExp(`^answer_cache_lookups_total\\{result="${result}"\\} (\\S+)$`, 'm').exec(text)?.[1] ?? 0,
    );
  return { hits: count('hit'), misses: count('miss') };
}

const pages = () =>
  Promise.all(
    [1, 2, 3].map(
      async (page) => (await server.call('GET', `/admin/members/list?page=${page}&limit=3`)).text,
    ),
  );

/** The same pages from another server started on the fixture's data directory and database (a restart). */
async function pagesAfterARestart() {
  const { app, ctx } = await createServer(server.ctx.config, { db: server.db, seed: false });
  try {
    const authorization = `Bearer ${await ctx.tokens.sign({ id: server.adminUuid })}`;
    const texts = await Promise.all(
      [1, 2, 3].map(async (page) => {
        const url = `/v1/admin/members/list?page=${page}&limit=3`;
        return (await app.inject({ method: 'GET', url, headers: { authorization } })).body;
      }),
    );
    return { texts, lookups: await lookups(app) };
  } finally {
    await app.close();
  }
}

describe('the members list after a write', () => {
  it('rebuilds the page whose member changed and serves the others as kept', async () => {
    for (const name of ['Ann', 'Ben', 'Cem', 'Dia', 'Eda', 'Fay', 'Gus', 'Hal', 'Ida'])
      await server.insertMember(name);
    const before = await pages();
    const onPage2 = (JSON.parse(before[1]!).data.list as { uuid: string; name: string }[])[1]!;
    expect(onPage2.name).toBe('Eda');

    const counted = await lookups();
    const update = await server.call('PATCH', '/admin/members/status/update', {
      uuid: onPage2.uuid,
      isActive: false,
    });
    expect(update.body.status).toBe(200);
    const after = await pages();
    expect([after[0] === before[0], after[1] === before[1], after[2] === before[2]]).toEqual([
      true,
      false,
      true,
    ]);
    expect(JSON.parse(after[1]!).data.list[1]).toMatchObject({ name: 'Eda', isActive: false });
    expect(await lookups()).toEqual({ hits: counted.hits + 2, misses: counted.misses + 1 });

    await server.insertMember('Zed');
    const afterInsert = await pages();
    expect(afterInsert.map((text) => JSON.parse(text).data.next?.count)).toEqual([10, 10, 10]);
    expect(await lookups()).toEqual({ hits: counted.hits + 2, misses: counted.misses + 4 });
  });

  it('serves the pages its last run wrote once started again, and rebuilds only a page written since', async () => {
    const before = await pages();
    await server.ctx.answers.written();
    expect(await pagesAfterARestart()).toEqual({ texts: before, lookups: { hits: 3, misses: 0 } });

    const firstOnPage3 = (JSON.parse(before[2]!).data.list as { uuid: string }[])[0]!;
    await server.db.query('UPDATE users SET is_active = NOT is_active WHERE uuid = $1', [firstOnPage3.uuid]);
    const restarted = await pagesAfterARestart();
    expect(restarted.texts.slice(0, 2)).toEqual(before.slice(0, 2));
    expect(restarted.texts[2]).not.toBe(before[2]);
    expect(restarted.lookups).toEqual({ hits: 2, misses: 1 });
  });
});

describe('members pages asked for together', () => {
  it('sends each page once it is read, before the next one is read', async () => {
    // Enough members for four full pages of 4; a limit no other test asks for: every page is built, none is kept.
    for (let n = 0; n < 16; n++) await server.insertMember(`Together ${String(n).padStart(2, '0')}`);
    const events: string[] = [];
    const db = server.ctx.db;
    const query = db.query.bind(db);
    const reads = vi.spyOn(db, 'query').mockImplementation((sql, params) => {
      // A page's rows as JSON: the one statement that builds a page.
      if (sql.includes('row_to_json')) events.push('read');
      return query(sql, params);
    });
    const pageOf = (page: number) =>
      server
        .call('GET', `/admin/members/list?page=${page}&limit=4`, undefined, true, {
          'accept-encoding': 'gzip',
        })
        .then((answer) => {
          expect(answer.statusCode).toBe(200);
          events.push(`sent ${page}`);
        });
    try {
      await pageOf(1);
      await Promise.all([2, 3, 4].map(pageOf));
    } finally {
      reads.mockRestore();
    }
    // As the app reads the collection: page 1, then the next pages together (read in the order their requests
    // reach the database). Each leaves before the next is read.
    expect(events.map((event) => event.split(' ')[0])).toEqual([
      'read',
      'sent',
      'read',
      'sent',
      'read',
      'sent',
      'read',
      'sent',
    ]);
    expect(events.filter((event) => event.startsWith('sent')).sort()).toEqual([
      'sent 1',
      'sent 2',
      'sent 3',
      'sent 4',
    ]);
  });
});
