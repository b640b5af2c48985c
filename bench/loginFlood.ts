/**
 * Login flood: 10 clients send wrong passwords as fast as they can (the bench server's sign-in limits are
 * raised, as if the flood came from many addresses, so every attempt is hashed) while one client reads a small
 * signed-in answer every 50 ms. The readers' latency shows whether hashing starves the other requests.
 */
import autocannon from 'autocannon';
import type { BenchServer } from './benchServer';
import { median, type Figure } from './figures';

const SECTION = 'server';

async function sampleLatency(url: string, token: string, until: () => boolean): Promise<number[]> {
  const samples: number[] = [];
  while (!until()) {
    const started = performance.now();
    await (await fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${token}` } })).arrayBuffer();
    samples.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 50));
  }
  return samples;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

export async function benchLoginFlood(server: BenchServer, seconds = 10): Promise<Figure[]> {
  const profileUrl = `${server.url}/v1/admin/profile/view`;
  const quiet = await sampleLatency(
    profileUrl,
    server.token,
    (
      (n) => () =>
        n-- <= 0
    )(20),
  );
  let flooding = true;
  const flood = autocannon({
    url: `${server.url}/v1/admin/login`,
    connections: 10,
    duration: seconds,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
  }).then((result) => {
    flooding = false;
    return result;
  });
  const during = await sampleLatency(profileUrl, server.token, () => !flooding);
  const result = await flood;
  return [
    { section: SECTION, name: 'profile view p50, quiet', value: median(quiet), unit: 'ms' },
    {
      section: SECTION,
      name: 'profile view p50 during a wrong-password login flood (10 clients)',
      value: median(during),
      unit: 'ms',
      goal: 100,
    },
    {
      section: SECTION,
      name: 'profile view p99 during the flood',
      value: percentile(during, 0.99),
      unit: 'ms',
    },
    { section: SECTION, name: 'flood logins answered', value: result.requests.average, unit: 'req/s' },
  ];
}
