/**
 * Low finding: the forgot-password route printed every reset link, token included, to the log. It now logs
 * only that a link was sent, unless LOG_RESET_LINKS=1 asks for the link (development).
 */
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../server/src/config';
import { startAreaServer, type AreaServer } from '../areaFixture';

let server: AreaServer | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await server?.close();
  server = undefined;
});

/** Asks for a link and returns everything the server wrote to the console meanwhile. */
async function logsOfForgotPassword(config: { logResetLinks?: boolean }) {
  server = await startAreaServer({ config });
  const lines: string[] = [];
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
    });
  }
  const answer = await server.call('POST', '/admin/forgotPassword', { email: 'admin@test.example' }, false);
  expect(answer.statusCode).toBe(200);
  const [row] = await server.db.query<{ token: string }>('SELECT token FROM password_resets');
  return { lines, digest: row?.token as string };
}

describe('reset links in the log', () => {
  it('logs that a link was sent, never the link or its token', async () => {
    const { lines } = await logsOfForgotPassword({});
    expect(lines.join('\n')).toMatch(/reset link was issued for admin@test\.example/);
    expect(lines.join('\n')).not.toMatch(/\/reset\//);
    expect(lines.join('\n')).not.toMatch(/[\w-]{40,}/);
  });

  it('logs the link, whose token matches the stored digest, only with LOG_RESET_LINKS=1', async () => {
    const { lines, digest } = await logsOfForgotPassword({ logResetLinks: true });
    const token = /\/reset\/([\w-]+)/.exec(lines.join('\n'))?.[1] ?? '';
    expect(createHash('sha256').update(token).digest('hex')).toBe(digest);
  });

  it('reads the setting from the environment', () => {
    expect(loadConfig({}).logResetLinks).toBe(false);
    expect(loadConfig({ LOG_RESET_LINKS: '0' }).logResetLinks).toBe(false);
    expect(loadConfig({ LOG_RESET_LINKS: '1' }).logResetLinks).toBe(true);
  });
});
