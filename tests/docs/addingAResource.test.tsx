/**
 * docs/adding-a-resource.md, run: its example resource (`notes`), imported from the guide's own blocks as if
 * written in src/ (tests/helpers/guideModules.ts), registered the way the app registers every folder, and driven
 * through its list, search, switch, archive, create, edit and delete against the real provider over a recording
 * client answering as the backend would. A guide whose example would fail at runtime fails here.
 */
import path from 'node:path';
import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
  Admin,
  TestMemoryRouter,
  defaultTheme,
  memoryStore,
  mergeTranslations,
  type TranslationMessages,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import { guideBlocks } from '../../scripts/guideBlocks';
import { createDataProvider } from '../../src/api/dataProvider';
import type { ApiRequest, Json, ResourceRegistry } from '../../src/api/types';
import { en } from '../../src/i18n/en';
import { navigationOf, navigationPages } from '../../src/layout/navigation';
import { StackedNotifications } from '../../src/layout/notifications/StackedNotifications';
import type { ResourceDescriptor } from '../../src/resources/defineResource';
import type { ApiEntries } from '../../src/resources/registry';
import { resourceElements } from '../../src/routes/adminResources';
import { legacyRoutesOf, legacyTargetOf } from '../../src/routes/legacy';
import { withAppTheme } from '../../src/theme';
import { ok, recordingClient, type Reply } from '../helpers/recordingClient';
import { fill } from '../helpers/fill';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The default export of one of the guide's files. */
async function guideFile<T>(file: string): Promise<T> {
  const module = (await import(/* @vite-ignore */ path.join(ROOT, file))) as { default: T };
  return module.default;
}

/** The note routes of the example, answered from memory as the backend would. */
function noteBackend() {
  const notes = new Map<string, Json>([
    ['n-1', { uuid: 'n-1', title: 'Buy milk', body: 'Two litres', isActive: true, createdAt: '2024-06-02' }],
    [
      'n-2',
      { uuid: 'n-2', title: 'Call Ann', body: 'About Friday', isActive: true, createdAt: '2024-06-01' },
    ],
  ]);
  const archived: string[] = [];
  const answer = (request: ApiRequest): Reply => {
    const body = (request.body ?? {}) as Json;
    const uuid = String(body.uuid ?? '');
    switch (`${request.method} ${request.path}`) {
      case 'GET /admin/note/list':
        return ok([...notes.values()]);
      case 'POST /admin/note/create': {
        const created = { ...body, uuid: `n-${notes.size + 1}`, isActive: true, createdAt: '2024-06-03' };
        notes.set(String(created.uuid), created);
        return ok(created);
      }
      case 'PATCH /admin/note/update':
      case 'PATCH /admin/note/status/update':
        notes.set(uuid, { ...notes.get(uuid), ...body });
        return ok({ acknowledged: true });
      case 'PATCH /admin/note/archive':
        archived.push(uuid);
        return ok({ acknowledged: true });
      case 'DELETE /admin/note/delete':
        notes.delete(uuid);
        return ok({ deletedCount: 1 });
      default:
        return { http: 404, body: { status: 404, error: `No route ${request.method} ${request.path}` } };
    }
  };
  return { notes, archived, answer };
}

async function renderExample() {
  const descriptor = await guideFile<ResourceDescriptor>('src/resources/notes/resource.ts');
  const entries = await guideFile<ApiEntries>('src/resources/notes/api.ts');
  const messages = await guideFile<TranslationMessages>('src/i18n/en/notes.ts');
  const backend = noteBackend();
  const { httpClient, calls } = recordingClient(backend.answer);
  const registry = Object.fromEntries(entries.map((entry) => [entry.name, entry])) as ResourceRegistry;
  const i18nProvider = polyglotI18nProvider(() => mergeTranslations(en, messages), 'en', {
    allowMissing: true,
  });
  const Bare = ({ children }: { children?: ReactNode }) => <main>{children}</main>;
  render(
    <TestMemoryRouter initialEntries={['/notes']}>
      <Admin
        dataProvider={createDataProvider(httpClient, { registry })}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        theme={withAppTheme(defaultTheme)}
        layout={Bare}
        notification={StackedNotifications}
        disableTelemetry
      >
        {resourceElements([descriptor])}
      </Admin>
    </TestMemoryRouter>,
  );
  return { descriptor, backend, calls, messages };
}

const rowOf = async (title: string) =>
  (await screen.findByRole('link', { name: title }, { timeout: 5000 })).closest('tr')!;
const sent = (calls: ApiRequest[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

describe('docs/adding-a-resource.md, its example run', { timeout: 60_000 }, () => {
  it('adds a resource with new files only: no existing file is edited', () => {
    const blocks = guideBlocks();
    expect(blocks.filter((block) => block.kind === 'snippet').map((block) => block.target)).toEqual([]);
    expect(blocks.map((block) => block.target)).toEqual(
      expect.arrayContaining([
        'src/resources/notes/resource.ts',
        'src/resources/notes/api.ts',
        'src/resources/notes/screens.ts',
        'src/i18n/en/notes.ts',
        'src/i18n/ar/notes.ts',
        'src/i18n/tr/notes.ts',
      ]),
    );
  });

  it('gives its texts in the three languages, key for key', async () => {
    const keysOf = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, `${prefix}${key}.`))
        : [prefix];
    const [english, arabic, turkish] = await Promise.all(
      ['en', 'ar', 'tr'].map((language) => guideFile<object>(`src/i18n/${language}/notes.ts`)),
    );
    expect(keysOf(arabic)).toEqual(keysOf(english));
    expect(keysOf(turkish)).toEqual(keysOf(english));
  });

  it('puts its entry in the menu and redirects its spec URL', async () => {
    const descriptor = await guideFile<ResourceDescriptor>('src/resources/notes/resource.ts');
    const page = navigationPages(navigationOf([descriptor])).find((one) => one.id === 'notes');
    expect(page).toMatchObject({ url: '/admin/notes', title: 'app.notes.menu' });
    expect(legacyTargetOf(legacyRoutesOf([descriptor]), '/admin/note/create')).toBe('/admin/notes/create');
  });

  it('lists, searches, switches, archives, creates, edits and deletes notes', async () => {
    const user = userEvent.setup();
    const { backend, calls } = await renderExample();

    // The list, newest first, and its search.
    await rowOf('Buy milk');
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Buy milk'), expect.stringContaining('Call Ann')]);
    expect(await rowOf('Buy milk')).toHaveTextContent('06-02-2024');
    await user.type(screen.getByPlaceholderText('Search'), 'friday');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Buy milk' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Call Ann' })).toBeInTheDocument();
    await user.clear(screen.getByPlaceholderText('Search'));
    await rowOf('Buy milk');

    // The status switch and the custom action.
    await user.click(within(await rowOf('Buy milk')).getByRole('switch', { name: 'Active: Buy milk' }));
    expect(await screen.findByText('Note status updated successfully.')).toBeInTheDocument();
    expect(backend.notes.get('n-1')?.isActive).toBe(false);
    await user.click(within(await rowOf('Call Ann')).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Note archived successfully.')).toBeInTheDocument();
    expect(backend.archived).toEqual(['n-2']);

    // Create.
    await user.click(screen.getByRole('link', { name: 'Add New Note' }));
    // A title longer than the server takes is refused by the form, before anything is sent.
    await fill(await screen.findByRole('textbox', { name: 'Title' }), 'x'.repeat(201), user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be 200 characters or less')).toBeInTheDocument();
    expect(sent(calls, 'POST', '/admin/note/create')).toEqual([]);
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await fill(screen.getByRole('textbox', { name: 'Title' }), 'Plan trip', user);
    await fill(screen.getByRole('textbox', { name: 'Body' }), 'Rome in May', user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Note added successfully')).toBeInTheDocument();
    expect(sent(calls, 'POST', '/admin/note/create').map((call) => call.body)).toEqual([
      { title: 'Plan trip', body: 'Rome in May' },
    ]);
    await rowOf('Plan trip');

    // Edit, from the title's link.
    await user.click(screen.getByRole('link', { name: 'Plan trip' }));
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveValue('Plan trip'));
    await user.clear(title);
    await fill(title, 'Plan the trip', user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Note updated successfully')).toBeInTheDocument();
    expect(sent(calls, 'PATCH', '/admin/note/update').at(-1)?.body).toMatchObject({
      uuid: 'n-3',
      title: 'Plan the trip',
      body: 'Rome in May',
    });
    await rowOf('Plan the trip');

    // Delete, after its question.
    await user.click(
      within(await rowOf('Plan the trip')).getByRole('button', { name: 'Delete: Plan the trip' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this Note ?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Note deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Plan the trip' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Buy milk' })).toBeInTheDocument();
    expect(sent(calls, 'DELETE', '/admin/note/delete').map((call) => call.body)).toEqual([{ uuid: 'n-3' }]);
  });
});
