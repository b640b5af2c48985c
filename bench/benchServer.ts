/**
 * The server the benchmarks measure: `npm start`'s entry point as a separate process, on a fresh data directory
 * seeded to the organisation's size (10 000 members, 50 000 transactions) with `npm run seed`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface BenchServer {
  url: string;
  token: string;
  /** The pid of the process started for the server (npx; the server's node process is below it). */
  pid: number;
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
  options: { uiDir?: string; members?: number; transactions?: number } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wa-bench-'));
  const env = { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'error' };
  const started = Date.now();
  const seed = spawnSync(
    'npx',
    [
      'tsx',
      'server/src/seed/cli.ts',
      '--members',
      String(options.members ?? 10000),
      '--transactions',
      String(options.transactions ?? 50000),
    ],
    { env, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (seed.status !== 0) throw new Error('seeding failed');
  const seedSeconds = (Date.now() - started) / 1000;
  const port = await freePort();
  const child: ChildProcess = spawn('npx', ['tsx', 'server/src/main.ts'], {
    env: { ...env, PORT: String(port), UI_DIR: options.uiDir ?? path.join(dataDir, 'no-ui') },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}/v1/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
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
    pid: child.pid ?? 0,
    seedSeconds,
    async stop() {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
