import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../server/src/db/migrate';
import { withWriteVersion } from '../../server/src/db/writeVersion';
import { answerKey, createAnswerCache } from '../../server/src/http/answerCache';
import { openEmptyPglite } from '../contract/template';

describe('kept answers of heavy lists', () => {
  it('builds once per database version and rebuilds after any write, in or out of a transaction', async () => {
    const raw = await openEmptyPglite();
    await migrate(raw);
    const db = withWriteVersion(raw);
    await db.exec('CREATE TABLE items (n int)');
    const answers = createAnswerCache(db.version);
    let builds = 0;
    const build = async () => {
      builds++;
      return db.query<{ n: number }>('SELECT n FROM items ORDER BY n');
    };

    expect(JSON.parse((await answers.get('items', build)).json.toString())).toEqual({
      status: 200,
      message: 'Success',
      data: [],
    });
    await answers.get('items', build);
    await db.query('SELECT count(*) FROM items');
    await answers.get('items', build);
    expect(builds).toBe(1);

    await db.query('INSERT INTO items (n) VALUES ($1)', [1]);
    expect(JSON.parse((await answers.get('items', build)).json.toString()).data).toEqual([{ n: 1 }]);
    await db.transaction((tx) => tx.query('UPDATE items SET n = 2'));
    expect(JSON.parse((await answers.get('items', build)).json.toString()).data).toEqual([{ n: 2 }]);
    expect(builds).toBe(3);

    // A transaction that only reads leaves kept answers valid.
    await db.transaction((tx) => tx.query('SELECT n FROM items FOR UPDATE'));
    await answers.get('items', build);
    expect(builds).toBe(3);
    await db.close();
  });

  it('shares one build between concurrent requests and forgets a failed one', async () => {
    const answers = createAnswerCache(() => 0);
    let builds = 0;
    const slow = () => new Promise((resolve) => setTimeout(() => resolve(++builds), 10));
    await Promise.all([answers.get('k', slow), answers.get('k', slow)]);
    expect(builds).toBe(1);

    await expect(answers.get('bad', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(JSON.parse((await answers.get('bad', async () => 'fine')).json.toString()).data).toBe('fine');
  });

  it('gzips a kept answer once, to the same JSON', async () => {
    const answer = await createAnswerCache(() => 0).get('k', async () => [{ name: 'Ann' }]);
    const gzipped = await answer.gzip();
    expect(await answer.gzip()).toBe(gzipped);
    expect(gunzipSync(gzipped).equals(answer.json)).toBe(true);
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
