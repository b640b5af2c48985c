/**
 * Activity log (issue #18): GET /v1/admin/activity as the Activity page and the History panel read it, over a log
 * of BENCH_ACTIVITY_ENTRIES entries (default 1 000 000) spread over the last 300 days (inside the retention, so the
 * start's pruning keeps them). The entries are written straight into the server's database while it is stopped,
 * once, and the data directory is kept in .tmp/bench-data and reused.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDb } from '../server/src/db/index';
import { startBenchServer, type BenchServer } from './benchServer';
import { median, type Figure } from './figures';

const SECTION = 'activity';
const ENTRIES = Number(process.env.BENCH_ACTIVITY_ENTRIES ?? 1_000_000);
const RUNS = 15;
/** The goal of every read but the deep page: the page's list must feel immediate. */
const GOAL_MS = 100;
const SEED = { members: 200, transactions: 200 };

async function waitForUnlock(dataDir: string) {
  for (let i = 0; i < 100 && existsSync(path.join(dataDir, 'server.lock')); i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Fills the log up to ENTRIES: members, packages and events records, four actions, ten admins' emails. */
async function fillLog(dataDir: string): Promise<number> {
  const db = await openDb({ dataDir: path.join(dataDir, 'pgdata') });
  try {
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM activity');
    const missing = ENTRIES - n;
    const started = performance.now();
    // A log grows a few rows at a time, vacuumed as it goes (PostgreSQL's autovacuum); one bulk insert is not, so
    // its visibility map is set here: without it every count reads the table's pages too.
    const settle = () => db.exec('VACUUM ANALYZE activity');
    if (missing <= 0) {
      await settle();
      return 0;
    }
    await db.query(
      `INSERT INTO activity (at, admin_uuid, admin_email, action, resource, record_id, label, changes)
       SELECT now() - (i * interval '300 days') / $1,
              'admin-' || (i % 10), 'admin' || (i % 10) || '@example.com',
              (ARRAY['create', 'update', 'status', 'update'])[1 + i % 4],
              (ARRAY['members', 'packages', 'events'])[1 + i % 3],
              'record-' || (i % 50000), 'Record ' || (i % 50000),
              jsonb_build_array(jsonb_build_object('field', 'city', 'before', 'Pune', 'after', 'Mumbai'))
       FROM generate_series(1, $2::int) AS i`,
      [ENTRIES, missing],
    );
    await settle();
    return (performance.now() - started) / 1000;
  } finally {
    await db.close();
  }
}

/** The median time of one GET of the log with these simple-rest parameters, and the rows it answered. */
async function timedRead(server: BenchServer, params: Record<string, unknown>) {
  const query = new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)]),
  );
  const url = `${server.url}/v1/admin/activity?${query}`;
  const headers = { Authorization: `Bearer ${server.token}` };
  const times: number[] = [];
  let rows = 0;
  let range = '';
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const answer = await fetch(url, { headers });
    const body = (await answer.json()) as unknown[];
    times.push(performance.now() - started);
    if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
    rows = body.length;
    range = answer.headers.get('content-range') ?? '';
  }
  return { ms: median(times), rows, range };
}

export async function benchActivity(): Promise<Figure[]> {
  const dataDir = path.resolve(`.tmp/bench-data/activity-${ENTRIES}`);
  // A first start seeds the small demo and migrates; the log is then filled while the server is stopped.
  const first = await startBenchServer({ ...SEED, dataDir });
  await first.stop();
  await waitForUnlock(dataDir);
  const fillSeconds = await fillLog(dataDir);
  const server = await startBenchServer({ ...SEED, dataDir });
  const size = ENTRIES.toLocaleString('en-US').replace(/,/g, ' ');
  try {
    const day = new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10);
    const reads: [string, Record<string, unknown>, number | undefined][] = [
      ['first page, newest first', { sort: ['at', 'DESC'], range: [0, 24] }, GOAL_MS],
      [
        'filter area + action',
        { filter: { resource: 'members', action: 'status' }, range: [0, 24] },
        GOAL_MS,
      ],
      ['filter admin email', { filter: { adminEmail: 'admin3@example.com' }, range: [0, 24] }, GOAL_MS],
      ['filter one day', { filter: { at_gte: day, at_lte: day }, range: [0, 24] }, GOAL_MS],
      [
        "one record's History (50)",
        { filter: { resource: 'members', recordId: 'record-42' }, sort: ['at', 'DESC'], range: [0, 49] },
        GOAL_MS,
      ],
      ['page 400, newest first', { sort: ['at', 'DESC'], range: [10000, 10024] }, undefined],
    ];
    const figures: Figure[] = [];
    if (fillSeconds > 0) {
      figures.push({ section: SECTION, name: `write ${size} entries (once)`, value: fillSeconds, unit: 's' });
    }
    for (const [name, params, goal] of reads) {
      const read = await timedRead(server, params);
      figures.push({
        section: SECTION,
        name: `${name}, ${size} entries`,
        value: Math.round(read.ms * 10) / 10,
        unit: 'ms',
        goal,
        note: `median of ${RUNS}; ${read.rows} rows, Content-Range ${read.range}`,
      });
    }
    return figures;
  } finally {
    await server.stop();
  }
}
