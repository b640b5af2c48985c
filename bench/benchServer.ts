/**
 * The server the benchmarks measure: `npm start`'s entry point as a separate process, on a data directory seeded
 * to a chosen size (default 10 000 members, 50 000 transactions) with `npm run seed`. A named `dataDir` is seeded
 * once and reused by later runs (seeding 100 000 members takes a minute); without one, a fresh directory is used and
 * removed afterwards.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface BenchServer {
  url: string;
  token: string;
  /** The pid of the process started for the server (npx; the server's node process is below it). */
  pid: number;
  /**
   * Stops the server and starts it again on the same data and port: its memory is gone, and with `forgetAnswers`
   * the answers its runs kept on disk too (DATA_DIR/kept-answers), as on a server's first start. Resolves with the
   * milliseconds from the new process's start to its first answer.
   */
  restart(options?: { forgetAnswers?: boolean }): Promise<number>;
  /** Seconds spent seeding; 0 when a seeded data directory was reused. */
  seedSeconds: number;
  stop(): Promise<void>;
}

export const ADMIN = { email: 'admin@example.com', password: 'admin1234' };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startBenchServer(
  options: { uiDir?: string; members?: number; transactions?: number; dataDir?: string } = {},
): Promise<BenchServer> {
  const members = options.members ?? 10000;
  const transactions = options.transactions ?? 50000;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'wa-bench-'));
  const seededMark = path.join(dataDir, `seeded-${members}-members-${transactions}-transactions`);
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'error',
    // The login benchmarks hash every attempt, as a flood from many addresses would be (one address is limited).
    AUTH_FAILURES_PER_ADDRESS: '1000000000',
    AUTH_FAILURES_PER_ACCOUNT: '1000000000',
  };
  const started = Date.now();
  if (!existsSync(seededMark)) {
    mkdirSync(dataDir, { recursive: true });
    const seed = spawnSync(
      'npx',
      [
        'tsx',
        'server/src/seed/cli.ts',
        '--reset',
        '--members',
        String(members),
        '--transactions',
        String(transactions),
      ],
      { env, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (seed.status !== 0) throw new Error('seeding failed');
    if (options.dataDir) writeFileSync(seededMark, new Date().toISOString());
  }
  const seedSeconds = (Date.now() - started) / 1000;
  const port = await freePort();
  const url = url0(port);
  let child = await launch(env, port, options.uiDir ?? path.join(dataDir, 'no-ui'));
  const login = await fetch(`${url}/v1/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error('bench login failed');
  return {
    url,
    token,
    get pid() {
      return child.pid ?? 0;
    },
    seedSeconds,
    async restart({ forgetAnswers = false } = {}) {
      await stopProcess(child);
      if (forgetAnswers) rmSync(path.join(dataDir, 'kept-answers'), { recursive: true, force: true });
      const started = Date.now();
      child = await launch(env, port, options.uiDir ?? path.join(dataDir, 'no-ui'));
      return Date.now() - started;
    },
    async stop() {
      await stopProcess(child);
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const url0 = (port: number) => `http://127.0.0.1:${port}`;

/**
 * Starts `npm start`'s entry point on `port` and waits until it answers, asking every 25 ms: a visit begun then is
 * one that came as soon as the server listened.
 */
async function launch(env: NodeJS.ProcessEnv, port: number, uiDir: string): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', 'server/src/main.ts'], {
    env: { ...env, PORT: String(port), UI_DIR: uiDir },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (let i = 0; i < 4800; i++) {
    try {
      if ((await fetch(`${url0(port)}/v1/health`)).ok) return child;
    } catch {
      /* not listening yet */
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`the bench server did not start on port ${port}`);
}

/**
 * Ends the server's process group and waits until every process of it has exited (the data directory's lock
 * released, so another server or the seed may take the directory).
 */
async function stopProcess(child: ChildProcess) {
  const group = child.pid;
  if (child.exitCode !== null || !group) return;
  process.kill(-group, 'SIGTERM');
  const alive = () => {
    try {
      process.kill(-group, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (let i = 0; i < 300 && alive(); i++) await new Promise((r) => setTimeout(r, 100));
}
