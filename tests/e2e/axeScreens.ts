/**
 * axe-core's WCAG 2.1 A and AA rules (issue 27) over every screen in one language: the public pages, the user area,
 * every admin screen (adminScreens.ts), and the menus and dialogs an administrator opens (language, user and row
 * menus, page search, shortcut finder, the folded sidebar, a delete confirmation, a form's errors). Any violation
 * fails the test, which names the screen, the rule, how many elements break it and the first of them. On the way it
 * checks that every screen has exactly one h1 and a document title naming it ('Members List · Wellness Admin'), and
 * that controls repeated in a table's rows name their row. One browser context, screens in sequence;
 * axe-english.test.ts and axe-arabic.test.ts run it per language, side by side.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import type { TranslationMessages } from 'react-admin';
import { REACHED_SCREENS, visitAdminScreens } from './adminScreens';
import { signedOutPage, type E2E } from './harness';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const NO_TRANSITIONS = 'axe-walk-no-transitions';
/** !important beats the inline `transition` MUI's transitions set on the element. */
const NO_TRANSITIONS_CSS =
  '*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; ' +
  'animation-delay: 0s !important; }';

/**
 * The violations on the page as it is now, one line per rule broken. Legacy mode runs axe inside the page (the app
 * has no cross-origin frames) rather than finishing each run in a page of its own, which took twice as long.
 */
export async function violationsOn(page: Page, where: string): Promise<string[]> {
  // Colours are measured in the state the page comes to rest in: transitions (a toast fading in, a label turning
  // red) end at once, as Playwright's screenshots have them; a colour read half-way is no colour a reader sees.
  if ((await page.locator(`#${NO_TRANSITIONS}`).count()) === 0) {
    await page
      .addStyleTag({ content: NO_TRANSITIONS_CSS })
      .then((tag) => tag.evaluate((style, id) => ((style as HTMLElement).id = id), NO_TRANSITIONS));
  }
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  // Keyframe animations that end (a fade-in) are waited for; endless ones (spinners) run on.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const { violations } = await new AxeBuilder({ page })
    // Before withTags, which adds to these options (options() replaces them all).
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_21_AA)
    .setLegacyMode(true)
    .analyze();
  return violations.map(
    ({ id, impact, nodes }) =>
      `${where}: ${id} (${impact}) ×${nodes.length} at ${nodes[0].target.join(' ')}: ${nodes[0].html.slice(0, 160)}` +
      (nodes[0].failureSummary ? ` (${nodes[0].failureSummary.replace(/\s+/g, ' ').slice(0, 200)})` : ''),
  );
}

/**
 * The page's heading problems once its heading and title have settled: a heading naming a record (a group's
 * name) is filled when the record arrives, which on a busy machine can follow the quiet network. A problem that
 * is still there after 10 s is real.
 */
async function settledHeadingProblemsOn(page: Page, where: string, appName: string): Promise<string[]> {
  let problems = await headingProblemsOn(page, where, appName);
  for (let tries = 0; problems.length > 0 && tries < 40; tries++) {
    await page.waitForTimeout(250);
    problems = await headingProblemsOn(page, where, appName);
  }
  return problems;
}

/**
 * What is wrong with the page's headings and title: it must have exactly one h1, and the document title must name
 * it ('Members List · Wellness Admin', `appName` after the h1's text).
 */
async function headingProblemsOn(page: Page, where: string, appName: string): Promise<string[]> {
  const headings = (await page.locator('h1').allTextContents()).map((text) => text.trim());
  const title = await page.title();
  const problems: string[] = [];
  if (headings.length !== 1) problems.push(`${where}: ${headings.length} h1 (${headings.join(' | ')})`);
  else if (title !== `${headings[0]} · ${appName}`)
    problems.push(`${where}: title "${title}" for h1 "${headings[0]}"`);
  return problems;
}

interface AxeInPage {
  setup(node: Node): void;
  teardown(): void;
  utils: { getNodeFromTree(node: Node): unknown };
  commons: { text: { accessibleTextVirtual(node: unknown): string } };
}

/**
 * Controls repeated in a table's rows that share one accessible name ('Actions' ×25): each row's must name its
 * row. Rows are told apart by their first link (the record's name) or else their text, so two records of the
 * same name may share names. Names are computed by axe (injected by violationsOn), as a screen reader would.
 */
const repeatedRowControlsOn = (page: Page, where: string): Promise<string[]> =>
  page.evaluate((screen) => {
    const axe = (window as unknown as { axe: AxeInPage }).axe;
    axe.setup(document);
    try {
      const rowsByName = new Map<string, Set<string>>();
      document
        .querySelectorAll('tbody :is(button, [role="button"], input, [role="switch"], [role="checkbox"])')
        .forEach((control) => {
          const row = control.closest('tr');
          const rowName = (row?.querySelector('a') ?? row)?.textContent?.trim() ?? '';
          const name = axe.commons.text.accessibleTextVirtual(axe.utils.getNodeFromTree(control));
          rowsByName.set(name, (rowsByName.get(name) ?? new Set()).add(rowName));
        });
      return [...rowsByName]
        .filter(([, rows]) => rows.size > 1)
        .map(([name, rows]) => `${screen}: the controls of ${rows.size} rows are all named "${name}"`);
    } finally {
      axe.teardown();
    }
  }, where);

/** The text at `key` ('app.common.save') in a catalogue. */
const textIn =
  (messages: TranslationMessages) =>
  (key: string): string => {
    const text = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
    if (typeof text !== 'string') throw new Error(`no text at ${key}`);
    return text;
  };

const PUBLIC_SCREENS = ['/login', '/forgetPassword', '/reset/not-a-real-token'];
const USER_AREA_SCREENS = [
  '/user/dashboard',
  '/user/events/registered',
  '/user/events/upcoming',
  '/user/membershipPackage',
];

export interface AxeLanguage {
  /** The language menu's entry. */
  name: string;
  messages: TranslationMessages;
  /** What else to check on each admin screen, in the same walk (a walk is the browser suite's longest part). */
  adminScreenCheck?: (page: Page, path: string) => Promise<string[]>;
}

/** The hooks and the test of a file that runs axe over every screen in `language`. */
export function axeEveryScreen(language: AxeLanguage): void {
  const text = textIn(language.messages);
  let e2e: E2E | undefined;
  let page: Page;
  signedOutPage((session) => ({ e2e, page } = session));

  /** Checks the screen at `path`, loaded: axe, its h1 and its title (in the app called `appName`). */
  const checkScreen = async (found: string[], path: string, appName: string) => {
    found.push(
      ...(await violationsOn(page, path)),
      ...(await settledHeadingProblemsOn(page, path, appName)),
      ...(await repeatedRowControlsOn(page, path)),
    );
  };

  /** Chooses the language in the sign-in page's language menu, checking the open menu on the way. */
  const chooseLanguage = async (found: string[]) => {
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menu').waitFor();
    found.push(...(await violationsOn(page, '/login, language menu open')));
    await page.getByRole('menuitem', { name: language.name }).click();
    await page.getByRole('heading', { name: text('app.auth.login') }).waitFor();
  };

  const signIn = async () => {
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.locator('input[type="email"]').fill(e2e!.server.admin.email);
    await page.locator('input[autocomplete="current-password"]').fill(e2e!.server.admin.password);
    await page.getByRole('button', { name: text('app.auth.login'), exact: true }).click();
    await page.waitForURL('**/admin/dashboard');
  };

  /**
   * The signed-in app's menus and dialogs, each checked open. A step that cannot be done is reported with the
   * violations (and the next steps still run), so one run names every problem.
   */
  const checkOpenedParts = async (found: string[]) => {
    /** Opens a part with `open`, checks it once `shown`, closes it with Escape and waits until it is gone. */
    const step = async (name: string, open: () => Promise<void>, shown: Locator, closes = true) => {
      try {
        await open();
        await shown.waitFor();
        found.push(...(await violationsOn(page, name)));
        if (!closes) return;
        await page.keyboard.press('Escape');
        await shown.waitFor({ state: 'hidden' });
      } catch (error) {
        found.push(`${name}: could not be checked (${(error as Error).message.split('\n')[0]})`);
        await page.keyboard.press('Escape');
      }
    };
    const button = (key: string) => page.getByRole('button', { name: text(key) }).first();
    const popupMenu = page.locator('.MuiPopover-root [role="menu"]:visible');
    const dialog = page.getByRole('dialog');

    await page.goto('/admin/members', { waitUntil: 'networkidle' });
    await step(
      '/admin/members, user menu open',
      () => button('app.shell.user_menu.label').click(),
      popupMenu,
    );
    await step('/admin/members, row menu open', () => button('app.common.actions').click(), popupMenu);
    await step(
      '/admin/members, page search open',
      async () => {
        await button('app.shell.search.open').click();
        await page.keyboard.type('mem');
      },
      dialog,
    );
    await step(
      '/admin/members, shortcut finder open',
      () => button('app.shell.shortcuts.find').click(),
      dialog,
    );
    await step(
      '/admin/members, shortcut finder, pages found',
      async () => {
        await button('app.shell.shortcuts.find').click();
        await page.keyboard.type(text('app.dashboard.title'));
        await page.getByRole('checkbox').first().waitFor();
      },
      dialog,
    );
    await step(
      '/admin/members, shortcut finder, nothing found',
      async () => {
        await button('app.shell.shortcuts.find').click();
        await page.keyboard.type('zzz');
        await page.getByText(text('app.shell.shortcuts.no_match')).waitFor();
      },
      dialog,
    );

    await step(
      '/admin/members, sidebar folded',
      () => button('ra.action.close_menu').click(),
      button('ra.action.open_menu'),
      false,
    );
    await button('ra.action.open_menu').click();

    // Rows selected: the bulk actions toolbar with 'Select all N members', its confirmation, the change of package.
    await step(
      '/admin/members, a page of rows selected',
      () => page.locator('thead input[type="checkbox"]').check(),
      button('app.bulk.change_package'),
      false,
    );
    await step(
      '/admin/members, select all confirmation open',
      () => page.locator('.RaBulkActionsToolbar-title button').last().click(),
      dialog,
    );
    await step(
      '/admin/members, change of package open',
      () => button('app.bulk.change_package').click(),
      dialog,
    );
    await button('ra.action.unselect').click();

    await page.goto('/admin/partners', { waitUntil: 'networkidle' });
    await step(
      '/admin/partners, delete confirmation open',
      () => button('app.common.delete').click(),
      dialog,
    );

    await page.goto('/admin/faqs/create', { waitUntil: 'networkidle' });
    await step(
      '/admin/faqs/create, errors shown',
      async () => {
        // Save waits for a change: a question without its answer is refused with the answer's error.
        await page.getByLabel(text('resources.faqs.fields.question')).fill('?');
        await button('app.common.save').click();
      },
      // The answer's label in its error colour (it turns red in a transition after the field's first error mark).
      page.locator('label.Mui-error').first(),
      false,
    );
  };

  it(
    `finds no violation on any screen, menu or dialog in ${language.name}; each screen has one h1 and its title`,
    { timeout: 1_200_000 },
    async () => {
      const found: string[] = [];
      await chooseLanguage(found);
      for (const [paths, appName] of [
        [PUBLIC_SCREENS, text('app.shell.title')],
        [USER_AREA_SCREENS, text('app.userArea.title')],
      ] as const) {
        for (const path of paths) {
          await page.goto(path, { waitUntil: 'networkidle' });
          await checkScreen(found, path, appName);
        }
      }
      await signIn();
      const reached = await visitAdminScreens(page, async (path) => {
        await checkScreen(found, path, text('app.shell.title'));
        found.push(...((await language.adminScreenCheck?.(page, path)) ?? []));
      });
      await checkOpenedParts(found);

      expect(found).toEqual([]);
      expect([...reached]).toEqual(expect.arrayContaining(REACHED_SCREENS));
    },
  );
}
