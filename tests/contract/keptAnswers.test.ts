/**
 * The kept members and payments answers over HTTP, on the test database (PGlite, or PostgreSQL in CI): fresh after
 * any write to a table they read, however it was made, and kept across writes to other tables (issues 24, 26).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
});
afterAll(() => server.close());

const get = async (path: string) => {
  const response = await fetch(`${server.apiUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: unknown }).data;
};
const send = async (method: 'PATCH' | 'POST', path: string, body: object) => {
  const response = await fetch(`${server.apiUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(await response.json()).toMatchObject({ status: 200 });
};

type Member = { uuid: string; city: string };
const firstPage = async () => ((await get('/admin/members/list?page=1&limit=20')) as { list: Member[] }).list;
const cityOf = async (uuid: string) => (await firstPage()).find((member) => member.uuid === uuid)?.city;

/** Runs SQL as another tool would: its own connection on PostgreSQL; PGlite has one, the server's. */
async function outsideTheServer(sql: string, params: unknown[]) {
  const url = server.databaseUrl;
  if (!url) return server.db.query(sql, params);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

describe('kept list answers', () => {
  it('are fresh after a row is changed outside the server: plain SQL, a data-modifying CTE, a function', async () => {
    const [member] = await firstPage();
    const uuid = (member as Member).uuid;
    await outsideTheServer('UPDATE users SET city = $1 WHERE uuid = $2', ['Plain SQL City', uuid]);
    expect(await cityOf(uuid)).toBe('Plain SQL City');
    await outsideTheServer(
      'WITH moved AS (UPDATE users SET city = $1 WHERE uuid = $2 RETURNING uuid) SELECT count(*) FROM moved',
      ['CTE City', uuid],
    );
    expect(await cityOf(uuid)).toBe('CTE City');
    await outsideTheServer(
      `CREATE FUNCTION test_move_member(member text, town text) RETURNS void LANGUAGE sql AS
       $$ UPDATE users SET city = town WHERE uuid = member $$`,
      [],
    );
    await outsideTheServer('SELECT test_move_member($1, $2)', [uuid, 'Function City']);
    expect(await cityOf(uuid)).toBe('Function City');
  });

  it('keep the members answer across a write to another table (an FAQ edit), not across a member edit', async () => {
    await firstPage();
    const query = vi.spyOn(server.ctx.db, 'query');
    const membersRead = () => query.mock.calls.filter(([sql]) => /FROM users\b/.test(sql)).length;
    try {
      const faqs = (await get('/admin/faqs/list')) as { uuid: string; question: string }[];
      const faq = faqs[0] as { uuid: string; question: string };
      await send('PATCH', '/admin/faqs/update', { uuid: faq.uuid, question: faq.question, answer: 'Edited' });
      query.mockClear();
      await firstPage();
      expect(membersRead()).toBe(0);

      const [member] = await firstPage();
      await send('PATCH', '/admin/members/status/update', { uuid: (member as Member).uuid, isActive: false });
      query.mockClear();
      await firstPage();
      expect(membersRead()).toBeGreaterThan(0);
    } finally {
      query.mockRestore();
    }
  });

  it('rebuild the payments answer when a payment is written', async () => {
    const before = (await get('/admin/all/payment/list')) as { uuid: string; remarks: string | null }[];
    const payment = before[0] as { uuid: string };
    await outsideTheServer('UPDATE payments SET remarks = $1 WHERE uuid = $2', [
      'Refunded by hand',
      payment.uuid,
    ]);
    const after = (await get('/admin/all/payment/list')) as { uuid: string; remarks: string | null }[];
    expect(after.find((one) => one.uuid === payment.uuid)?.remarks).toBe('Refunded by hand');
  });
});
