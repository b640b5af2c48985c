/**
 * Behind a reverse proxy every admin has the proxy's address, so 30 failed sign-ins from anyone would hold up
 * everyone's: TRUST_PROXY names the proxies whose X-Forwarded-For gives the client's address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/src/config';
import { startAreaServer, type AreaServer } from '../areaFixture';

const PROXY = '10.9.0.1';
let server: AreaServer;

/** A failed sign-in sent through the proxy for `client` (or straight from `client` with a forged header). */
const failedLogin = (remoteAddress: string, client: string) =>
  server.app.inject({
    method: 'POST',
    url: '/v1/admin/login',
    payload: { email: 'nobody@test.example', password: 'wrong-password' },
    remoteAddress,
    headers: { 'x-forwarded-for': client },
  });

beforeAll(async () => {
  server = await startAreaServer({ config: { trustProxy: [PROXY], authFailuresPerAddress: 3 } });
});
afterAll(() => server.close());

describe('TRUST_PROXY', () => {
  it('counts each client behind the proxy by its own address', async () => {
    for (let i = 0; i < 3; i++) expect((await failedLogin(PROXY, '203.0.113.1')).statusCode).not.toBe(429);
    expect((await failedLogin(PROXY, '203.0.113.1')).statusCode).toBe(429);
    expect((await failedLogin(PROXY, '203.0.113.2')).statusCode).not.toBe(429);
  });

  it('ignores X-Forwarded-For from any other address', async () => {
    for (let i = 0; i < 3; i++) await failedLogin('198.51.100.7', `192.0.2.${i}`);
    expect((await failedLogin('198.51.100.7', '192.0.2.99')).statusCode).toBe(429);
  });

  it('takes addresses and CIDR ranges, and refuses anything else (true would trust every client)', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, ::1 ' }).trustProxy).toEqual(['10.0.0.0/8', '::1']);
    expect(loadConfig({ TRUST_PROXY: '::ffff:10.0.0.1,fd00::/8' }).trustProxy).toEqual([
      '::ffff:10.0.0.1',
      'fd00::/8',
    ]);
    for (const wrong of ['true', 'loopback', '1', 'ff', '1.2.3', '10.0.0.0/33', '::1/129', '10.0.0.0/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
    }
  });
});
