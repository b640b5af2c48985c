/**
 * A load of `clients` concurrent keep-alive connections, each a curl process fetching `url` `perClient` times in a
 * row. Used for the 10 000-member list: its ~0.8 MB gzip answers saturate autocannon's single JavaScript thread
 * (it reads every byte) long before the server, so autocannon would measure itself. curl is C and reads cheaply.
 */
import { spawn } from 'node:child_process';
import { median } from './figures';

export interface LoadResult {
  p50: number;
  p99: number;
  requestsPerSecond: number;
  failed: number;
}

function runClient(url: string, headers: Record<string, string>, count: number): Promise<string> {
  const args = ['-s', '-w', '%{http_code} %{time_total}\\n'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  // One process, `count` transfers of the same URL over one kept-alive connection.
  for (let i = 0; i < count; i++) args.push('-o', '/dev/null', url);
  return new Promise((resolve, reject) => {
    const child = spawn('curl', args);
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', () => resolve(out));
  });
}

export async function curlLoad(
  url: string,
  headers: Record<string, string>,
  clients = 10,
  perClient = 30,
): Promise<LoadResult> {
  const started = Date.now();
  const outputs = await Promise.all(
    Array.from({ length: clients }, () => runClient(url, headers, perClient)),
  );
  const seconds = (Date.now() - started) / 1000;
  const lines = outputs.join('').trim().split('\n');
  const times = lines.map((line) => Number(line.split(' ')[1]) * 1000).sort((a, b) => a - b);
  return {
    p50: median(times),
    p99: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? 0,
    requestsPerSecond: lines.length / seconds,
    failed: lines.filter((line) => !line.startsWith('200')).length,
  };
}
