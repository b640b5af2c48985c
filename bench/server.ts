/**
 * Server: requests per second and p50/p99 latency of the 10 000-member list and of login, under 10 concurrent
 * clients from other processes on loopback (curl for the large list answers, autocannon for login), and the
 * latency of a small signed-in call during a wrong-password login flood (loginFlood.ts).
 */
import autocannon from 'autocannon';
import type { BenchServer } from './benchServer';
import { ADMIN } from './benchServer';
import { curlLoad } from './curlLoad';
import { benchLoginFlood } from './loginFlood';
import type { Figure } from './figures';

const SECTION = 'server';

export async function benchServer(server: BenchServer, seconds = 10): Promise<Figure[]> {
  const membersUrl = `${server.url}/v1/admin/members/list?page=1&limit=10000`;
  // As a browser asks for it; the first request builds the kept answer, as any first visit after a write would.
  const headers = { Authorization: `Bearer ${server.token}`, 'Accept-Encoding': 'gzip, deflate, br' };
  const first = Date.now();
  await fetch(membersUrl, { headers });
  const firstMs = Date.now() - first;
  const members = await curlLoad(membersUrl, headers, 10, 30);
  const login = await autocannon({
    url: `${server.url}/v1/admin/login`,
    connections: 10,
    duration: seconds,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const loginFailed = login.errors + login.non2xx;
  const flood = await benchLoginFlood(server, seconds);
  return [
    { section: SECTION, name: 'members list (10 000), first answer after start', value: firstMs, unit: 'ms' },
    {
      section: SECTION,
      name: 'members list p50, 10 concurrent clients (curl)',
      value: members.p50,
      unit: 'ms',
      goal: 100,
      note: members.failed ? `${members.failed} failed` : undefined,
    },
    { section: SECTION, name: 'members list p99', value: members.p99, unit: 'ms' },
    { section: SECTION, name: 'members list throughput', value: members.requestsPerSecond, unit: 'req/s' },
    {
      section: SECTION,
      name: 'login p50, 10 clients (autocannon; scrypt)',
      value: login.latency.p50,
      unit: 'ms',
      note: loginFailed ? `${loginFailed} failed` : undefined,
    },
    { section: SECTION, name: 'login p99', value: login.latency.p99, unit: 'ms' },
    { section: SECTION, name: 'login throughput', value: login.requests.average, unit: 'req/s' },
    ...flood,
  ];
}
