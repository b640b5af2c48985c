/**
 * Moving between the screens of the loaded app as a link would, without reloading it. A `page.goto` per screen
 * starts the app again (its code parsed, the session, profile and preloads fetched) and `networkidle` then waits
 * 500 ms more: the walks over every screen (adminScreens.ts) spent two thirds of their time there, and they are
 * the longest part of CI, which must stay under 20 minutes (`.ci/run`).
 */
import type { Dialog, Page } from 'playwright-core';
import { requestsIn } from './quietNetwork';

/**
 * Menus, dialogs and notifications open on the page: what a screen can leave open over the next one (react-admin's
 * notifications outlive their screen). A menu kept mounted while closed is hidden, and not counted.
 */
const overlaysOn = (page: Page) =>
  page
    .locator('.MuiModal-root:not(.MuiModal-hidden), .MuiSnackbar-root, [role="dialog"], [role="menu"]')
    .filter({ visible: true });

/**
 * Closes what is open on the page with Escape, as a user would (once for each: a menu over a notification takes
 * two); answers whether it all closed.
 */
async function closeOverlays(page: Page): Promise<boolean> {
  const overlays = overlaysOn(page);
  for (let presses = 0; presses < 3; presses++) {
    const open = await overlays.count();
    if (open === 0) return true;
    await page.keyboard.press('Escape');
    // One leaves through its exit transition.
    for (let tries = 0; tries < 10 && (await overlays.count()) >= open; tries++)
      await page.waitForTimeout(100);
  }
  return (await overlays.count()) === 0;
}

/** The address the page shows, path and query. */
const addressOf = (page: Page) => page.evaluate(() => location.pathname + location.search);

/** Waits until the screen shown, its network quiet, has loaded (react-admin's loading indicator gone). */
async function screenShown(page: Page): Promise<void> {
  await page.locator('#main-content').waitFor();
  // On a busy machine the screen may still be loading its code or data after the network went quiet.
  await page.locator('.RaLoading-root').waitFor({ state: 'detached' });
}

/** A dialog shown while the page loads: leaving a form with unsaved changes is confirmed, anything else refused. */
const leavePage = (dialog: Dialog) => (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss());

/**
 * Loads the app at `path` (signed in) and waits until the screen has loaded. Unsaved changes on the page left are
 * given up, as a user confirming 'Leave page' gives them up.
 */
export async function loadScreen(page: Page, path: string): Promise<void> {
  const requests = requestsIn(page);
  page.on('dialog', leavePage);
  try {
    await page.goto(path);
  } finally {
    page.off('dialog', leavePage);
  }
  await requests.quiet();
  await screenShown(page);
}

/**
 * Opens `path` in the app loaded in `page` (signed in) as a link would, without reloading it, and waits until the
 * screen has loaded. The screen starts as a load would start it: scrolled to the top, nothing focused, nothing
 * left open by the last screen. When the app cannot move there itself (an overlay that Escape does not close, a
 * navigation refused, as a form with unsaved changes refuses it), the screen is loaded from its address instead.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const requests = requestsIn(page);
  if (!(await closeOverlays(page))) return loadScreen(page, path);
  // As react-router's own navigate() does: a new history entry, its state numbered after the current one (so that a
  // navigation blocker can undo it), then popstate, which the router follows.
  await page.evaluate((to) => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    const index = (history.state as { idx?: number } | null)?.idx ?? 0;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  // Two frames: the router's render is committed and its effects have sent their requests.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await requests.quiet();
  if ((await addressOf(page)) !== path || (await overlaysOn(page).count()) > 0) {
    return loadScreen(page, path);
  }
  await screenShown(page);
}
