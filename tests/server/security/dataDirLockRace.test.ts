/**
 * Issue 24: six processes taking over a stale data-directory lock at once gave two owners in 4 of 8 trials (the
 * lock file was created empty and the pid written after, so a racer read it empty, took it for stale and
 * replaced it). Real processes race for it many times here: exactly one owns it each time, and every other one
 * is refused naming that owner.
 */
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../../server/src/db/dataDirLock';

const PROCESSES = 6;
const TRIALS = 30;

interface Answer {
  owner?: boolean;
  pid?: number;
  refusal?: string;
  released?: boolean;
  ready?: boolean;
}

let dataDir: string;
let workers: ChildProcess[] = [];

const next = (worker: ChildProcess) => new Promise<Answer>((resolve) => worker.once('message', resolve));
const ask = (message: object) =>
  Promise.all(
    workers.map((worker) => {
      const answer = next(worker);
      worker.send(message);
      return answer;
    }),
  );

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'wa-lock-race-'));
  workers = Array.from({ length: PROCESSES }, () =>
    fork(path.resolve('tests/server/security/dataDirLockWorker.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  await Promise.all(workers.map(next));
});
afterAll(async () => {
  for (const worker of workers) worker.disconnect();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the data-directory lock under a race of real processes', { timeout: 120_000 }, () => {
  it(`has exactly one owner each time ${PROCESSES} processes take over a stale lock at once (${TRIALS} trials)`, async () => {
    const dead = Number(
      spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout,
    );
    const lockFile = path.join(dataDir, LOCK_FILE);
    const owners: number[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      // A crashed server's lock, or (every other trial) one left empty by a crash while it was written.
      await writeFile(lockFile, trial % 2 ? `${dead}\n` : '');
      const answers = await ask({ take: dataDir });
      const won = answers.filter((answer) => answer.owner);
      owners.push(won.length);
      if (won.length === 1) {
        const owner = won[0]!.pid;
        expect((await readFile(lockFile, 'utf8')).trim()).toBe(String(owner));
        for (const answer of answers.filter((a) => !a.owner))
          expect(answer.refusal).toBe(`locked by ${owner}`);
      }
      await ask({ release: true });
    }
    expect(owners).toEqual(Array(TRIALS).fill(1));
  });
});
