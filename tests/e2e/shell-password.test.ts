/**
 * The whole password reset in a real browser (spec 1 §2, §8): the link the server mails (through an SMTP
 * server in this process), the new password, then a login with it; and a password change in the profile. Its own
 * server, since it changes the admin's password.
 */
import { sessionClaims } from '../../server/src/services/sessions';
import { TOKEN_KEY } from '../contract/harness';
import type { Page } from 'playwright-core';
import { startSmtpInbox, type SmtpInbox } from '../helpers/smtpInbox';
import { startE2E, type E2E } from './harness';
import { FAILED_REQUEST, watchConsole } from './consoleWatch';

let e2e: E2E;
let smtp: SmtpInbox;

beforeAll(async () => {
  smtp = await startSmtpInbox();
  e2e = await startE2E({ smtpUrl: smtp.url, mailFrom: 'Wellness Admin <no-reply@example.org>' });
});
afterAll(async () => {
  await e2e?.close();
  await smtp?.close();
});

/** Opens react-admin's language menu (its button shows the current language) and picks `language`. */
async function chooseLanguage(page: Page, current: string, language: string) {
  await page.getByRole('button', { name: current }).click();
  await page.getByRole('menuitem', { name: language }).click();
}

it('mails the reset link in the language of the page, and the link sets a new password', async () => {
  const { context, page } = await e2e.newPage();
  const console_ = watchConsole(page);
  const { email } = e2e.server.admin;

  await page.goto('/forgetPassword');
  await chooseLanguage(page, 'English', 'Türkçe');
  await page.locator('input[type="email"]').fill(email);
  await page.getByRole('button', { name: 'Şifreyi Sıfırla' }).click();
  await page.getByText('Hesabınıza bir doğrulama bağlantısı gönderildi').waitFor();

  // The mail as the SMTP server received it: in Turkish, plain text and HTML, the same link in both.
  const { to, mail } = await smtp.next();
  expect(to).toEqual([email]);
  expect(mail.subject).toBe('Sağlıklı Yaşam Yönetimi şifrenizi sıfırlayın');
  const link = /\S+\/reset\/[\w-]+/.exec(mail.text ?? '')?.[0] ?? '';
  expect(mail.html).toContain(`href="${link}"`);
  // The test server listens on a port of its own: the link's path is what leads to the page.
  const resetPath = new URL(link).pathname;
  await page.goto(resetPath);
  await chooseLanguage(page, 'Türkçe', 'English');
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

// Issue 24: the change ended on /login with its success message in an error-styled snackbar.
it('a password change in the profile keeps this browser signed in, says so as a success, and ends the other sessions', async () => {
  const { context, page } = await e2e.newPage();
  const console_ = watchConsole(page);
  const { email } = e2e.server.admin;
  const signIn = async (password: string) =>
    fetch(`${e2e.server.apiUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  const other = ((await (await signIn('brand-new-pass')).json()) as { data: { token: string } }).data.token;

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').first().fill('brand-new-pass');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard');
  await page.goto('/admin/profile/edit');
  await page.getByLabel('New Password').first().fill('changed-in-profile');
  await page.getByLabel('Confirm Password').first().fill('changed-in-profile');
  await page.getByLabel('Current Password').first().fill('brand-new-pass');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/admin\/profile$/);
  const notice = page.getByRole('alert').filter({ hasText: 'Password changed successfully' });
  await notice.waitFor();
  expect(await notice.getAttribute('class')).toMatch(/success/i);
  await page.screenshot({ path: '.tmp/e2e-profile-password-changed.png' });

  // Still signed in here, with the new token, after a reload too; the other session has ended.
  await page.reload();
  await page.getByRole('link', { name: 'Update' }).waitFor();
  expect(page.url()).toMatch(/\/admin\/profile$/);
  const view = (token: string) =>
    fetch(`${e2e.server.apiUrl}/admin/profile/view`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
  expect((await view(other)).status).toBe(401);
  expect((await signIn('changed-in-profile')).status).toBe(200);
  console_.expectClean();
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
