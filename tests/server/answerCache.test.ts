import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../server/src/db/migrate';
import { tableVersionReader } from '../../server/src/db/tableVersions';
import { answerKey, createAnswerCache, Fingerprinted } from '../../server/src/http/answerCache';
import { textOf } from './keptAnswerText';
import { openMigratedDatabase } from './migratedDatabase';

const source = (key: string) => ({ key, tables: ['items'] });

describe('kept answers of heavy lists', () => {
  it('builds once per version of the tables it reads: a write to another table keeps it', async () => {
    const { db, drop } = await openMigratedDatabase();
    await db.exec('CREATE TABLE items (n int); CREATE TABLE unrelated_scratch (text text)');
    await migrate(db);
    const answers = createAnswerCache(tableVersionReader(db));
    const items = { key: 'items', tables: ['items'] };
    let builds = 0;
    const build = async () => {
      builds++;
      return db.query<{ n: number }>('SELECT n FROM items ORDER BY n');
    };
    const data = async () => JSON.parse(await textOf(answers.get(items, build))).data;

    expect(JSON.parse(await textOf(answers.get(items, build)))).toEqual({
      status: 200,
      message: 'Success',
      data: [],
    });
    await answers.get(items, build);
    await db.query('SELECT count(*) FROM items');
    await db.query("INSERT INTO unrelated_scratch (text) VALUES ('unrelated')");
    await answers.get(items, build);
    expect(builds).toBe(1);

    await db.query('INSERT INTO items (n) VALUES ($1)', [1]);
    expect(await data()).toEqual([{ n: 1 }]);
    await db.transaction((tx) => tx.query('UPDATE items SET n = 2'));
    expect(await data()).toEqual([{ n: 2 }]);
    // Writes no SQL text announces: a data-modifying CTE under a SELECT.
    await db.query('WITH changed AS (UPDATE items SET n = 3 RETURNING n) SELECT n FROM changed');
    expect(await data()).toEqual([{ n: 3 }]);
    expect(builds).toBe(4);
    await drop();
  });

  it('shares one build between concurrent requests and forgets a failed one', async () => {
    const answers = createAnswerCache(async () => 'v');
    let builds = 0;
    const slow = () => new Promise((resolve) => setTimeout(() => resolve(++builds), 10));
    await Promise.all([answers.get(source('k'), slow), answers.get(source('k'), slow)]);
    expect(builds).toBe(1);

    await expect(answers.get(source('bad'), () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(JSON.parse(await textOf(answers.get(source('bad'), async () => 'fine'))).data).toBe('fine');
  });

  it('serves a kept answer at a new version while its fingerprint is the same, and rebuilds once it differs', async () => {
    let version = 1;
    let rows = 'a';
    const lookups: boolean[] = [];
    const answers = createAnswerCache(
      async () => `v${version}`,
      (hit) => lookups.push(hit),
    );
    let builds = 0;
    const build = async () => new Fingerprinted({ rows, build: ++builds }, `rows:${rows}`);
    const fingerprinted = { key: 'page', tables: ['items'], fingerprint: async () => `rows:${rows}` };
    const data = async () => JSON.parse(await textOf(answers.get(fingerprinted, build))).data;

    expect(await data()).toEqual({ rows: 'a', build: 1 });
    version = 2; // a write that left these rows alone
    expect(await data()).toEqual({ rows: 'a', build: 1 });
    expect(await data()).toEqual({ rows: 'a', build: 1 });
    version = 3;
    rows = 'b';
    expect(await data()).toEqual({ rows: 'b', build: 2 });
    expect(lookups).toEqual([false, true, true, false]);

    // A source without a fingerprint, or a build that could not tell one, is built again at every version.
    version = 4;
    const unfingerprinted = { key: 'page', tables: ['items'] };
    expect(JSON.parse(await textOf(answers.get(unfingerprinted, build))).data.build).toBe(3);
    const untoldPage = { ...fingerprinted, key: 'untold' };
    const untold = async () => new Fingerprinted({ build: ++builds }, undefined);
    await answers.get(untoldPage, untold);
    version = 5;
    expect(JSON.parse(await textOf(answers.get(untoldPage, untold))).data.build).toBe(5);
  });

  it('gzips a kept answer once, to the same JSON', async () => {
    const answer = await createAnswerCache(async () => 'v').get(source('k'), async () => [{ name: 'Ann' }]);
    const gzipped = await answer.gzip();
    expect(await answer.gzip()).toBe(gzipped);
    expect(gunzipSync(gzipped).equals(await answer.json())).toBe(true);
  });

  it('keys answers by route and query, whatever the query order', () => {
    expect(answerKey('members', { page: '1', limit: '10' })).toBe(
      answerKey('members', { limit: '10', page: '1' }),
    );
    expect(answerKey('members', { page: '2', limit: '10' })).not.toBe(
      answerKey('members', { page: '1', limit: '10' }),
    );
  });
});
