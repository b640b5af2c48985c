/**
 * The shell in a real browser (issue 4): sign-in and its redirects, the session across reloads, forced
 * sign-outs (expired token, 401), logout (in this tab or another), the menu, legacy URLs, shortcuts, page search and
 * the profile.
 */
import type { Page } from 'playwright-core';
import { TOKEN_KEY } from '../contract/harness';
import { freshPageEachTest, type E2E } from './harness';
import { FAILED_REQUEST, LOGGED_UNAUTHORIZED, type ConsoleWatch } from './consoleWatch';

let e2e: E2E;
let page: Page;
let console_: ConsoleWatch;
freshPageEachTest((session) => ({ e2e, page, console: console_ } = session));

const adminUuid = async (): Promise<string> => {
  const [row] = await e2e.server.db.query<{ uuid: string }>('SELECT uuid FROM admins WHERE email = $1', [
    e2e.server.admin.email,
  ]);
  return row.uuid;
};

const storedToken = (p: Page) => p.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);

/** Opens the app with `token` stored, as if left there by an earlier visit. */
async function openWithToken(p: Page, token: string, path: string) {
  await p.goto('/login');
  await p.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  await p.goto(path);
}

/** The sidebar (react-admin's <Menu> is a role=menu list). */
const menu = (p: Page) => p.locator('.RaSidebar-fixed');

describe('sign-in', () => {
  it('sends a signed-out visitor to /login, and back to the page asked for after login', async () => {
    await page.goto('/admin/packages');
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(e2e.server.admin.email);
    await page.getByLabel('Password', { exact: false }).first().fill(e2e.server.admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/admin/packages');
    expect(await storedToken(page)).toBeTruthy();
    console_.expectClean();
  });

  it('keeps Login disabled until both fields are valid', async () => {
    await page.goto('/login');
    const login = page.getByRole('button', { name: 'Login' });
    await expect.poll(() => login.isDisabled()).toBe(true);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').first().fill('secret');
    expect(await login.isDisabled()).toBe(true);
    await page.getByLabel('Email').fill(e2e.server.admin.email);
    await expect.poll(() => login.isDisabled()).toBe(false);
    await page.getByLabel('Password').first().fill('');
    await expect.poll(() => login.isDisabled()).toBe(true);
    console_.expectClean();
  });

  it('says "Invalid Email ID or Password" for a wrong password and stays on /login', async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(e2e.server.admin.email);
    await page.getByLabel('Password').first().fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid Email ID or Password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await storedToken(page)).toBeNull();
    console_.expectClean(FAILED_REQUEST);
  });

  it('lands on /admin/dashboard after login, and a reload keeps the session', async () => {
    await e2e.signIn(page);
    await menu(page).waitFor();
    await page.reload();
    await page.waitForURL('**/admin/dashboard');
    await page.getByText('Logged in with JWT').waitFor();
    await menu(page).waitFor();
    console_.expectClean();
  });

  it('an expired stored token ends at /login with "access_token expired"', async () => {
    const token = await e2e.server.ctx.tokens.sign({ id: await adminUuid() }, -10);
    await openWithToken(page, token, '/admin/members');
    await page.waitForURL('**/login');
    await page.getByText('access_token expired').waitFor();
    expect(await storedToken(page)).toBeNull();
    console_.expectClean();
  });

  it('a token the server refuses (401) ends at /login with "Invalid access_token"', async () => {
    // Well-formed and unexpired, but for an admin that does not exist: the first API call answers 401.
    const token = await e2e.server.ctx.tokens.sign({ id: '00000000-0000-4000-8000-000000000000' }, 3600);
    await openWithToken(page, token, '/admin/packages');
    await page.waitForURL('**/login');
    await page.getByText('Invalid access_token').waitFor();
    expect(await storedToken(page)).toBeNull();
    console_.expectClean(FAILED_REQUEST, LOGGED_UNAUTHORIZED);
  });

  it('logout goes to /login and forgets the token', async () => {
    await e2e.signIn(page);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await storedToken(page)).toBeNull();
    await page.goto('/admin/dashboard');
    await page.waitForURL('**/login');
    console_.expectClean();
  });

  it("a logout in another tab ends this tab's session at once, without a navigation", async () => {
    await e2e.signIn(page);
    await page.goto('/admin/members');
    await menu(page).waitFor();
    const other = await page.context().newPage();
    await other.goto('/admin/dashboard');
    await other.getByRole('button', { name: 'User menu' }).click();
    await other.getByRole('menuitem', { name: 'Logout' }).click();
    await other.waitForURL('**/login');
    await page.waitForURL('**/login', { timeout: 5000 });
    console_.expectClean();
  });

  it("a name saved in the profile in another tab shows in this tab's sidebar, without a navigation", async () => {
    await e2e.signIn(page);
    await page.goto('/admin/members');
    const sidebarUser = page.getByTestId('sidebar-user');
    await sidebarUser.waitFor();
    const other = await page.context().newPage();
    await other.goto('/admin/profile/edit');
    const lastName = other.getByLabel(/^Last Name/);
    await expect.poll(() => lastName.inputValue()).not.toBe('');
    const before = await lastName.inputValue();
    await lastName.fill('Tabbed');
    await other.getByRole('button', { name: 'Save' }).click();
    await other.waitForURL(/\/admin\/profile$/);
    await expect.poll(() => sidebarUser.textContent(), { timeout: 5000 }).toContain('Tabbed');
    // The name as it was, for the tests after this one.
    await other.goto('/admin/profile/edit');
    await expect.poll(() => lastName.inputValue()).toBe('Tabbed');
    await lastName.fill(before);
    await other.getByRole('button', { name: 'Save' }).click();
    await other.waitForURL(/\/admin\/profile$/);
    await other.close();
    console_.expectClean();
  });
});

describe('password pages', () => {
  it('forgot password says the verification link was sent', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await page.waitForURL('**/forgetPassword');
    await page.getByLabel('Email').fill(e2e.server.admin.email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('A verification link has been sent to your account').waitFor();
    console_.expectClean();
  });

  it('a reset with a bad token says "Session Expired! Please Retry Again" on /forgetPassword', async () => {
    await page.goto('/reset/not-a-real-token');
    await page.getByLabel('New Password').first().fill('new-password-1');
    await page.getByLabel('Confirm Password').first().fill('new-password-1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL('**/forgetPassword');
    await page.getByText('Session Expired! Please Retry Again').waitFor();
    console_.expectClean(FAILED_REQUEST);
  });
});

describe('signed-in shell', () => {
  beforeEach(async () => {
    await e2e.signIn(page);
    // The admin loads lazily: wait for the layout before using it (Ctrl+K needs the app bar mounted).
    await page.getByRole('button', { name: 'Search pages (Ctrl+K)' }).waitFor();
  });

  it('the menu opens Packages and Members', async () => {
    await menu(page).getByRole('link', { name: 'Packages' }).click();
    await page.waitForURL('**/admin/packages');
    await menu(page).getByRole('link', { name: 'Members' }).click();
    await page.waitForURL('**/admin/members');
    await menu(page).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/admin/dashboard');
    console_.expectClean();
  });

  it('legacy URLs redirect to the canonical ones', async () => {
    const [pkg] = await e2e.server.db.query<{ uuid: string }>('SELECT uuid FROM packages LIMIT 1');
    await page.goto(`/admin/package/${pkg.uuid}/edit`);
    await page.waitForURL(`**/admin/packages/${pkg.uuid}`);
    await page.goto('/admin/wsgs/groupList');
    await page.waitForURL('**/admin/groups');
    console_.expectClean();
  });

  it('a starred page stays in the shortcuts after a reload', async () => {
    await page.goto('/admin/packages');
    await page.getByRole('button', { name: 'Add this page to the shortcuts' }).click();
    const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
    await shortcuts.getByRole('link', { name: 'Packages' }).waitFor();
    await page.goto('/admin/dashboard');
    await page.reload();
    await shortcuts.getByRole('link', { name: 'Packages' }).click();
    await page.waitForURL('**/admin/packages');
    await page.getByRole('button', { name: 'Remove this page from the shortcuts' }).waitFor();
    console_.expectClean();
  });

  it('Ctrl+K searches pages: a match opens it, nothing found says "No results.."', async () => {
    await page.keyboard.press('Control+k');
    const search = page.getByRole('combobox', { name: 'Search pages' });
    await search.fill('zzzz');
    await page.getByText('No results..').waitFor();
    await search.fill('memb');
    await page.getByRole('option', { name: /Members/ }).click();
    await page.waitForURL('**/admin/members');
    console_.expectClean();
  });

  it('the profile updates the phone and comes back to /admin/profile', async () => {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await page.waitForURL('**/admin/profile');
    await page.getByRole('link', { name: 'Update' }).click();
    await page.waitForURL('**/admin/profile/edit');
    const phone = page.getByLabel('Phone');
    await expect.poll(() => phone.inputValue()).not.toBe('');
    await phone.fill('2025550199');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/profile$/);
    await page.getByText('2025550199').waitFor();
    // Stacked at the bottom right: the success shows while the waiting message may still be up.
    await page.getByRole('alert').filter({ hasText: 'Profile updated successfully' }).waitFor();
    await page.screenshot({ path: '.tmp/e2e-shell-profile-saved.png' });
    console_.expectClean();
  });

  it('folds the menu to 64 px of icons, each still named', async () => {
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(async () => (await menu(page).boundingBox())?.width).toBe(64);
    expect(await menu(page).getByText('Events').count()).toBe(0);
    await menu(page).getByRole('button', { name: 'Events' }).click();
    await menu(page).getByRole('link', { name: 'Upcoming' }).waitFor();
    await page.screenshot({ path: '.tmp/e2e-shell-folded.png' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(async () => (await menu(page).boundingBox())?.width).toBe(280);
    console_.expectClean();
  });

  it("an unknown admin page is 'Not Found' under the app's name", async () => {
    await page.goto('/admin/no-such-page');
    await page.getByText('Not Found').first().waitFor();
    expect(await page.getByRole('banner').innerText()).toContain('Wellness Admin');
    console_.expectClean();
  });

  it('draws the layout: app bar, 280 px menu, footer', async () => {
    await page.goto('/admin/packages');
    await page.getByText('Copyright © 2021').waitFor();
    const sidebar = await page.locator('.RaSidebar-fixed, .MuiDrawer-paper').first().boundingBox();
    expect(sidebar?.width).toBe(280);
    await page.getByRole('banner').waitFor();
    await page.screenshot({ path: '.tmp/e2e-shell-packages.png' });
    console_.expectClean();
  });
});
