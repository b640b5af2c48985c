/**
 * Kept answers written for the next run (issue 26: the collection complete soon after a server start): a cache
 * started again over the same files serves them instead of building, only for the same database, and the files
 * stay bounded.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAnswerCache, Fingerprinted, type AnswerCache } from '../../../server/src/http/answerCache';
import { textOf } from '../keptAnswerText';
import { keptAnswerFiles } from '../../../server/src/http/keptAnswerFiles';

let dir: string;
let runs: AnswerCache[];
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'wa-kept-'));
  runs = [];
});
afterEach(async () => {
  await Promise.all(runs.map((answers) => answers.written()));
  await rm(dir, { recursive: true, force: true });
});

const page = (key = 'page') => ({ key, tables: ['items'] });

/** A server's run: its cache at the tables' `version`, over the files of database `database`. */
function run(state: { version: string; rows: string }, database = 'db-1', limit = 10) {
  const lookups: boolean[] = [];
  let builds = 0;
  const answers = createAnswerCache(
    async () => state.version,
    (hit) => lookups.push(hit),
    keptAnswerFiles(dir, database, limit),
  );
  const build = async () => new Fingerprinted({ rows: state.rows, build: ++builds }, `rows:${state.rows}`);
  const started = {
    lookups,
    answers,
    builds: () => builds,
    data: async (key?: string) => {
      const fingerprinted = { ...page(key), fingerprint: async () => `rows:${state.rows}` };
      return JSON.parse(await textOf(answers.get(fingerprinted, build))).data;
    },
  };
  runs.push(answers);
  return started;
}

describe('kept answers for the next run', () => {
  it('serves what the last run built: at the same version as it is, at another by its fingerprint', async () => {
    const state = { version: 'v1', rows: 'a' };
    const first = run(state);
    expect(await first.data()).toEqual({ rows: 'a', build: 1 });
    await first.answers.written();

    const second = run(state);
    expect(await second.data()).toEqual({ rows: 'a', build: 1 });
    expect(second.builds()).toBe(0);
    expect(second.lookups).toEqual([true]);

    state.version = 'v2'; // a write that left these rows alone
    const third = run(state);
    expect(await third.data()).toEqual({ rows: 'a', build: 1 });
    expect(third.builds()).toBe(0);
    await third.answers.written();

    state.version = 'v3';
    state.rows = 'b';
    const fourth = run(state);
    expect(await fourth.data()).toEqual({ rows: 'b', build: 1 });
    expect(fourth.lookups).toEqual([false]);
    await fourth.answers.written();
    const served = await run(state).answers.get(page(), async () => 'not built');
    expect(gunzipSync(await served.gzip()).equals(await served.json())).toBe(true);
  });

  it("never serves another database's answer, nor a file cut short", async () => {
    const state = { version: 'v1', rows: 'a' };
    const first = run(state, 'db-1');
    await first.data();
    await first.answers.written();

    const other = run(state, 'db-2');
    expect(await other.data()).toEqual({ rows: 'a', build: 1 });
    expect(other.lookups).toEqual([false]);
    await other.answers.written();

    const [file] = (await readdir(dir)).filter((name) => name.endsWith('.answer'));
    await writeFile(path.join(dir, file!), '{"database":"db-2","key":"page","version":"v1"}\n\x1f\x8b');
    const afterCut = run(state, 'db-2');
    expect(await afterCut.data()).toEqual({ rows: 'a', build: 1 });
    expect(afterCut.lookups).toEqual([false]);
  });

  it('keeps the newest answer when an earlier write of the same page finishes last', async () => {
    const state = { version: 'v1', rows: 'a' };
    const files = keptAnswerFiles(dir, 'db-1', 10);
    let secondWritten = () => undefined as void;
    const second = new Promise<void>((resolve) => (secondWritten = resolve));
    let writes = 0;
    // The first write ends after the second, were that one not queued behind it (when it is, after 100 ms).
    const firstEndsLast: typeof files = {
      read: files.read,
      write: async (key, answer) => {
        const nth = ++writes;
        if (nth === 1) await Promise.race([second, new Promise((resolve) => setTimeout(resolve, 100))]);
        await files.write(key, answer);
        if (nth === 2) secondWritten();
      },
    };
    const answers = createAnswerCache(async () => state.version, undefined, firstEndsLast);
    runs.push(answers);
    const build = async () => new Fingerprinted({ rows: state.rows }, `rows:${state.rows}`);
    const source = { ...page(), fingerprint: async () => `rows:${state.rows}` };
    await answers.get(source, build);
    state.version = 'v2';
    state.rows = 'b';
    await answers.get(source, build);
    await answers.written();

    const next = run(state);
    expect(await next.data()).toEqual({ rows: 'b' });
    expect(next.lookups).toEqual([true]);
  });

  it('keeps at most its limit of files, the newest, and clears writes cut short', async () => {
    await writeFile(path.join(dir, 'x.answer.123.tmp'), 'half');
    const state = { version: 'v1', rows: 'a' };
    const first = run(state, 'db-1', 3);
    for (const key of ['p1', 'p2', 'p3', 'p4', 'p5']) {
      await first.data(key);
      await first.answers.written();
    }
    expect(await readdir(dir)).toHaveLength(3);

    const second = run(state, 'db-1', 3);
    for (const key of ['p3', 'p4', 'p5']) await second.data(key);
    expect(second.lookups).toEqual([true, true, true]);
    await second.data('p1');
    expect(second.builds()).toBe(1);
  });
});
