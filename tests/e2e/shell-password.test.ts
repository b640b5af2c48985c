/**
 * The whole password reset in a real browser (spec 1 §2, §8): the link the server issues, the new password,
 * then a login with it. Its own server, since it changes the admin's password.
 */
import { sessionClaims } from '../../server/src/services/sessions';
import { TOKEN_KEY } from '../contract/harness';
import { startE2E, type E2E } from './harness';
import { FAILED_REQUEST, watchConsole } from './consoleWatch';

let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

it('resets the password through the link the server issues, then signs in with the new one', async () => {
  const { context, page } = await e2e.newPage();
  const console_ = watchConsole(page);
  const { email } = e2e.server.admin;
  // This server sends no mail: it logs the link (the database keeps only a digest of its token).
  const log = vi.spyOn(console, 'log');

  await page.goto('/forgetPassword');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText('A verification link has been sent to your account').waitFor();

  const link = log.mock.calls.map(([line]) => String(line)).find((line) => line.includes('/reset/'));
  log.mockRestore();
  const resetPath = new URL(link!.split(': ').pop()!).pathname;
  await page.goto(resetPath);
  const submit = page.getByRole('button', { name: 'Reset Password' });
  await page.getByLabel('New Password').first().fill('brand-new-pass');
  await page.getByLabel('Confirm Password').first().fill('brand-new-pas');
  await page.getByText('Passwords must match').waitFor();
  expect(await submit.isDisabled()).toBe(true);
  await page.getByLabel('Confirm Password').first().fill('brand-new-pass');
  await submit.click();
  await page.waitForURL('**/login');
  await page.getByText('Password Reset Successful').waitFor();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').first().fill('brand-new-pass');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard');

  // A used link is spent.
  await page.goto(resetPath);
  await page.getByLabel('New Password').first().fill('another-pass-1');
  await page.getByLabel('Confirm Password').first().fill('another-pass-1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.waitForURL('**/forgetPassword');
  await page.getByText('Session Expired! Please Retry Again').waitFor();

  console_.expectClean(FAILED_REQUEST);
  await context.close();
});

it('a visitor already signed in who opens /login goes straight to the dashboard', async () => {
  const { context, page } = await e2e.newPage();
  const console_ = watchConsole(page);
  // A token as sign-in issues it: with the admin's token version, which the reset above moved on.
  const [admin] = await e2e.server.db.query<{ uuid: string; token_version: number }>(
    'SELECT uuid, token_version FROM admins',
  );
  const token = await e2e.server.ctx.tokens.sign(sessionClaims(admin!));
  await page.goto('/login');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  await page.goto('/login');
  await page.waitForURL('**/admin/dashboard');
  await page.getByText('Logged in with JWT').waitFor();
  console_.expectClean();
  await context.close();
});
