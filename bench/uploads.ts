/**
 * Uploads: ten 200 MB videos sent at once to the server process; its resident memory is sampled from /proc
 * (Linux) while they stream, and the rise over the idle figure is held to the goal (uploads go to disk, not
 * memory). A server of its own with a small seed, so the figure is not mixed with the list benchmarks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Figure } from './figures';
import { MP4_HEAD, streamUpload } from './multipartUpload';
import { startBenchServer } from './benchServer';

const SECTION = 'uploads';
const MB = 1_000_000;
const PARALLEL = 10;
const SIZE = 200 * MB;

/** The pids of `root` and every process below it (npx → tsx → node). */
function processTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      /* the process ended meanwhile */
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) {
    for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  }
  return tree;
}

/** The resident set of the largest process in the tree: the server's node process. */
function serverRss(root: number): number {
  let largest = 0;
  for (const pid of processTree(root)) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      largest = Math.max(largest, Number(match?.[1] ?? 0) * 1024);
    } catch {
      /* gone */
    }
  }
  return largest;
}

export async function benchUploads(): Promise<Figure[]> {
  const server = await startBenchServer({ members: 200, transactions: 200 });
  try {
    const headers = { Authorization: `Bearer ${server.token}` };
    const list = (await (
      await fetch(`${server.url}/v1/admin/contentLibrary/list?page=1&limit=50`, { headers })
    ).json()) as { data?: { list?: { uuid: string; type: string }[] } };
    const video = list.data?.list?.find((item) => item.type === 'video');
    if (!video) throw new Error('the seed has no video to upload to');
    await new Promise((r) => setTimeout(r, 1000));
    const idle = serverRss(server.pid);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, serverRss(server.pid))), 100);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        streamUpload({
          url: `${server.url}/v1/admin/contentLibrary/video/saveMedia`,
          method: 'PATCH',
          token: server.token,
          fields: { uuid: video.uuid },
          field: 'upload',
          filename: 'talk.mp4',
          head: MP4_HEAD,
          size: SIZE,
        }),
      ),
    );
    const seconds = (Date.now() - started) / 1000;
    clearInterval(sampler);
    const failed = answers.filter((a) => a.status !== 200).length;
    return [
      { section: SECTION, name: 'server memory at rest', value: Math.round(idle / MB), unit: 'MB' },
      {
        section: SECTION,
        name: `server memory rise during ${PARALLEL} parallel ${SIZE / MB} MB uploads`,
        value: Math.round((peak - idle) / MB),
        unit: 'MB',
        goal: 100,
        note: failed ? `${failed} failed` : undefined,
      },
      {
        section: SECTION,
        name: 'upload throughput (all together)',
        value: Math.round((PARALLEL * SIZE) / MB / seconds),
        unit: 'MB/s',
      },
    ];
  } finally {
    await server.stop();
  }
}
