/**
 * Uploads: ten 200 MB videos sent at once to the server process; its resident memory is sampled from /proc
 * (Linux) while they stream, and the rise over the idle figure is held to the goal (uploads go to disk, not
 * memory). A server of its own with a small seed, so the figure is not mixed with the list benchmarks.
 */
import type { Figure } from './figures';
import { MP4_HEAD, streamUpload } from './multipartUpload';
import { startBenchServer } from './benchServer';
import { serverRss } from './processMemory';

const SECTION = 'uploads';
const MB = 1_000_000;
const PARALLEL = 10;
const SIZE = 200 * MB;

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
