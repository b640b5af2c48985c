/**
 * Arabic and Turkish in a real browser (issue 17): the language chosen on the sign-in page carries into the
 * admin, lays it out right to left, survives a reload and a logout, and English comes back when chosen.
 */
import type { Page } from 'playwright-core';
import { freshPageEachTest, type E2E } from './harness';
import type { ConsoleWatch } from './consoleWatch';

let e2e: E2E;
let page: Page;
let console_: ConsoleWatch;
freshPageEachTest((session) => ({ e2e, page, console: console_ } = session));

const htmlAttribute = (p: Page, name: string) =>
  p.evaluate((attribute) => document.documentElement.getAttribute(attribute), name);

/** Opens react-admin's language menu (its button shows the current language) and picks `language`. */
async function chooseLanguage(p: Page, current: string, language: string) {
  await p.getByRole('button', { name: current }).click();
  await p.getByRole('menuitem', { name: language }).click();
}

async function signInFromLoginPage(p: Page, loginLabel: string) {
  await p.locator('input[type="email"]').fill(e2e.server.admin.email);
  await p.locator('input[autocomplete="current-password"]').fill(e2e.server.admin.password);
  await p.getByRole('button', { name: loginLabel, exact: true }).click();
  await p.waitForURL('**/admin/dashboard');
}

/** The sidebar (react-admin's <Menu>, whose entries are menu items). */
const menu = (p: Page) => p.locator('.RaSidebar-fixed');

/** The sidebar's and the content's horizontal positions. */
const sidebarAndContent = (p: Page) =>
  p.evaluate(() => {
    const sidebar = document.querySelector('.RaSidebar-fixed')!.getBoundingClientRect();
    const content = document.querySelector('#main-content')!.getBoundingClientRect();
    return { sidebarLeft: sidebar.left, contentLeft: content.left, width: window.innerWidth };
  });

describe('languages', () => {
  it('switches to Arabic on the sign-in page and keeps it in the admin, across a reload', async () => {
    await page.goto('/login');
    expect(await htmlAttribute(page, 'dir')).toBe('ltr');
    await chooseLanguage(page, 'English', 'العربية');
    await expect.poll(() => htmlAttribute(page, 'dir')).toBe('rtl');
    expect(await htmlAttribute(page, 'lang')).toBe('ar');
    await page.getByRole('heading', { name: 'تسجيل الدخول' }).waitFor();

    await signInFromLoginPage(page, 'تسجيل الدخول');
    await menu(page).getByRole('link', { name: 'الباقات' }).click();
    await page.getByText('باقات العضوية').first().waitFor();
    expect(await htmlAttribute(page, 'dir')).toBe('rtl');
    const layout = await sidebarAndContent(page);
    // The menu on the right, the content on its left.
    expect(layout.sidebarLeft).toBeGreaterThan(layout.width / 2);
    expect(layout.contentLeft).toBeLessThan(layout.sidebarLeft);

    // Emails stay left to right inside the right-to-left table.
    await menu(page).getByRole('link', { name: 'الأعضاء' }).click();
    const email = page.locator('td.column-email').first();
    await email.waitFor();
    expect(await email.evaluate((cell) => getComputedStyle(cell).direction)).toBe('ltr');
    expect(await email.evaluate((cell) => getComputedStyle(cell).textAlign)).toBe('right');
    expect(await email.evaluate((cell) => getComputedStyle(cell.parentElement!).direction)).toBe('rtl');

    await page.reload();
    await page.getByText('قائمة الأعضاء').first().waitFor();
    expect(await htmlAttribute(page, 'dir')).toBe('rtl');
    console_.expectClean();
  });

  it('lays out each text of an Arabic form and notification in its own direction, numbers on the form side', async () => {
    await page.goto('/login');
    await chooseLanguage(page, 'English', 'العربية');
    // A notification's text too (a server's English refusal ends with its full stop): a wrong password's.
    await page.locator('input[type="email"]').fill(e2e.server.admin.email);
    await page.locator('input[autocomplete="current-password"]').fill('not-the-password');
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    const notice = page.locator('.MuiAlert-message').first();
    await notice.waitFor();
    expect(await notice.evaluate((message) => getComputedStyle(message).unicodeBidi)).toBe('plaintext');
    await signInFromLoginPage(page, 'تسجيل الدخول');
    await page.goto('/admin/groups');
    const href = (await page.locator('tbody tr a').first().getAttribute('href'))!;
    await page.goto(href);
    const description = page.locator('textarea').first();
    await expect.poll(() => description.inputValue()).toMatch(/\.$/);
    const bidi = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((field) => getComputedStyle(field).unicodeBidi);
    // An English description ends with its full stop on its right, as it was typed.
    expect(await bidi('textarea')).toBe('plaintext');
    expect(await bidi('input[type="text"]')).toBe('plaintext');
    expect(await bidi('input[type="number"]')).not.toBe('plaintext');
    // The wrong password's refusal.
    console_.expectClean(/status of 401/);
  });

  it('keeps the language after a logout, and comes back to English left to right', async () => {
    await page.goto('/login');
    await chooseLanguage(page, 'English', 'Türkçe');
    await page.getByRole('heading', { name: 'Giriş' }).waitFor();
    expect(await htmlAttribute(page, 'dir')).toBe('ltr');
    expect(await htmlAttribute(page, 'lang')).toBe('tr');
    await signInFromLoginPage(page, 'Giriş');
    await menu(page).getByRole('link', { name: 'Üyeler' }).waitFor();

    await chooseLanguage(page, 'Türkçe', 'العربية');
    await expect.poll(() => htmlAttribute(page, 'dir')).toBe('rtl');
    await menu(page).getByRole('link', { name: 'الأعضاء' }).waitFor();

    await page.getByRole('button', { name: 'قائمة المستخدم' }).click();
    // An icon that points a direction is mirrored: the way out points to the right-to-left page's end.
    const logoutIcon = page.getByRole('menuitem', { name: 'تسجيل الخروج' }).locator('svg');
    expect(await logoutIcon.evaluate((icon) => getComputedStyle(icon).transform)).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    );
    await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'تسجيل الدخول' }).waitFor();
    expect(await htmlAttribute(page, 'dir')).toBe('rtl');

    await chooseLanguage(page, 'العربية', 'English');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(await htmlAttribute(page, 'dir')).toBe('ltr');
    expect(await htmlAttribute(page, 'lang')).toBe('en');
    await signInFromLoginPage(page, 'Login');
    // The dashboard's address comes before the admin's layout has rendered.
    await menu(page).getByRole('link', { name: 'Members' }).waitFor();
    const layout = await sidebarAndContent(page);
    expect(layout.sidebarLeft).toBeLessThan(layout.width / 2);
    console_.expectClean();
  });

  it('downloads only the language in use: English pages load no Arabic or Turkish', async () => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // Language chunks are named after their module (src/i18n/ar, date-fns/locale/ar): ar-<hash>.js.
    const languageChunks = (language: string) =>
      scripts.filter((path) => new RegExp(`/${language}-[\\w-]+\\.js$`).test(path));
    await page.goto('/login', { waitUntil: 'networkidle' });
    expect([...languageChunks('ar'), ...languageChunks('tr')]).toEqual([]);
    await chooseLanguage(page, 'English', 'العربية');
    await page.getByRole('heading', { name: 'تسجيل الدخول' }).waitFor();
    // Arabic messages and Arabic date names; still nothing Turkish.
    expect(languageChunks('ar')).toHaveLength(2);
    expect(languageChunks('tr')).toEqual([]);
  });
});
