/**
 * Server: requests per second and p50/p99 latency of the 10 000-member list and of login, under 10 concurrent
 * clients from this (second) process on loopback.
 */
import autocannon from 'autocannon';
import type { BenchServer } from './benchServer';
import { ADMIN } from './benchServer';
import type { Figure } from './figures';

const SECTION = 'server';

export async function benchServer(server: BenchServer, seconds = 10): Promise<Figure[]> {
  const members = await autocannon({
    url: `${server.url}/v1/admin/members/list?page=1&limit=10000`,
    connections: 10,
    duration: seconds,
    // As a browser asks for it.
    headers: { Authorization: `Bearer ${server.token}`, 'Accept-Encoding': 'gzip, deflate, br' },
  });
  const login = await autocannon({
    url: `${server.url}/v1/admin/login`,
    connections: 10,
    duration: seconds,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const failed = (r: typeof members) =>
    r.errors + r.non2xx > 0 ? `${r.errors + r.non2xx} failed` : undefined;
  return [
    {
      section: SECTION,
      name: 'members list (10 000) p50, 10 clients',
      value: members.latency.p50,
      unit: 'ms',
      goal: 100,
      note: failed(members),
    },
    { section: SECTION, name: 'members list p99', value: members.latency.p99, unit: 'ms' },
    { section: SECTION, name: 'members list throughput', value: members.requests.average, unit: 'req/s' },
    {
      section: SECTION,
      name: 'login p50, 10 clients (scrypt)',
      value: login.latency.p50,
      unit: 'ms',
      note: failed(login),
    },
    { section: SECTION, name: 'login p99', value: login.latency.p99, unit: 'ms' },
    { section: SECTION, name: 'login throughput', value: login.requests.average, unit: 'req/s' },
  ];
}
