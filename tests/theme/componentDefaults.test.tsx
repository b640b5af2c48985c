import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  DataTable,
  DataTableClasses,
  Edit,
  LinkBase,
  List,
  ResourceDefinitionContextProvider,
  SearchInput,
  SimpleForm,
  TextInput,
  TestMemoryRouter,
  defaultTheme,
  memoryStore,
  type RaThemeOptions,
} from 'react-admin';
import type { Location } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { withAppTheme } from '../../src/theme';
import { fakeDataProvider } from '../helpers/fakeDataProvider';
import { testI18nProvider } from '../helpers/testI18nProvider';
import { fill } from '../helpers/fill';

/** A list as the app's lists are written: no rowClick, bulkActionButtons or empty props of its own. */
function renderNotes(theme: RaThemeOptions, notes: { id: string; title: string }[]) {
  let current: Location | undefined;
  const dataProvider = fakeDataProvider({ notes });
  render(
    <TestMemoryRouter initialEntries={['/notes']} locationCallback={(location) => (current = location)}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={testI18nProvider}
        store={memoryStore()}
        theme={theme}
      >
        {/* With an edit view, react-admin's own default would open a row on click. */}
        <ResourceDefinitionContextProvider
          definitions={{ notes: { name: 'notes', hasEdit: true, hasCreate: true } }}
        >
          <List
            resource="notes"
            disableSyncWithLocation
            filters={[<SearchInput key="q" source="q" alwaysOn />]}
          >
            <DataTable>
              <DataTable.Col source="title" />
            </DataTable>
          </List>
        </ResourceDefinitionContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { dataProvider, location: () => current! };
}

const NOTES = [
  { id: 'n-1', title: 'First note' },
  { id: 'n-2', title: 'Second note' },
];

describe("the app theme's list defaults", () => {
  it('give rows no selection checkbox and no click-to-edit', async () => {
    const { location } = renderNotes(withAppTheme(defaultTheme), NOTES);
    const cell = await screen.findByText('First note');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(cell.closest('tr')).not.toHaveClass(DataTableClasses.clickableRow);
    await userEvent.click(cell);
    expect(location().pathname).toBe('/notes');
  });

  it('are what turns them off: react-admin alone selects and opens rows', async () => {
    const { location } = renderNotes(defaultTheme, NOTES);
    const cell = await screen.findByText('First note');
    expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(0);
    expect(cell.closest('tr')).toHaveClass(DataTableClasses.clickableRow);
    await userEvent.click(cell);
    await waitFor(() => expect(location().pathname).toBe('/notes/n-1'));
  });

  it("show an empty list's no-results text instead of react-admin's 'add one' page", async () => {
    renderNotes(withAppTheme(defaultTheme), []);
    expect(await screen.findByText('No Notes found')).toBeInTheDocument();
    expect(screen.queryByText('Do you want to add one?')).toBeNull();
  });

  it("are what removes the 'add one' page: react-admin alone shows it", async () => {
    renderNotes(defaultTheme, []);
    expect(await screen.findByText('Do you want to add one?')).toBeInTheDocument();
  });
});

describe("the app theme's search default", () => {
  /**
   * The fake milliseconds from the last keystroke until the list asks for the search (the provider's getList with
   * `q`), in steps of 1 ms: the debounce's own time, whatever the load of the machine.
   */
  async function searchDelay(theme: RaThemeOptions) {
    const { dataProvider } = renderNotes(theme, NOTES);
    await screen.findByText('First note');
    vi.useFakeTimers();
    const searched = () =>
      dataProvider.getList.mock.calls.some(([, params]) => params.filter?.q === 'Second');
    // The last keystroke: the field's value changes once more.
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Second' } });
    let waited = 0;
    while (!searched() && waited < 1000) {
      await act(() => vi.advanceTimersByTimeAsync(1));
      waited += 1;
    }
    cleanup();
    vi.useRealTimers();
    return waited;
  }

  it('applies a search 300 ms after the last keystroke, 200 ms sooner than react-admin alone (500 ms)', async () => {
    // The debounce, then one fake millisecond for the list's query to start.
    expect(await searchDelay(withAppTheme(defaultTheme))).toBeOneOf([300, 301]);
    expect(await searchDelay(defaultTheme)).toBeOneOf([500, 501]);
  });
});

describe("the app theme's edit default", () => {
  it('saves at once and waits for the server (no undo delay before the API is called)', async () => {
    const provider = fakeDataProvider({ notes: [{ id: 'n-1', title: 'First note' }] });
    render(
      <TestMemoryRouter initialEntries={['/notes/n-1']}>
        <AdminContext
          dataProvider={provider}
          i18nProvider={testI18nProvider}
          store={memoryStore()}
          theme={withAppTheme(defaultTheme)}
        >
          <Edit resource="notes" id="n-1" redirect={false}>
            <SimpleForm>
              <TextInput source="title" />
            </SimpleForm>
          </Edit>
        </AdminContext>
      </TestMemoryRouter>,
    );
    const title = await screen.findByDisplayValue('First note');
    await userEvent.clear(title);
    await fill(title, 'Renamed');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // react-admin's own default (undoable) calls update only once its undo notice has closed, seconds later.
    await waitFor(() => expect(provider.update).toHaveBeenCalledTimes(1), { timeout: 1000 });
    expect(provider.update.mock.calls[0][1]).toMatchObject({ id: 'n-1', data: { title: 'Renamed' } });
  });
});

describe("the app theme's form default", { timeout: 20_000 }, () => {
  /** An edit form beside a link elsewhere (as the menu is); answers whether the browser was asked to confirm. */
  async function leaveChangedForm(theme: RaThemeOptions) {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    let current: Location | undefined;
    render(
      <TestMemoryRouter initialEntries={['/notes/n-1']} locationCallback={(location) => (current = location)}>
        <AdminContext
          dataProvider={fakeDataProvider({ notes: [{ id: 'n-1', title: 'First note' }] })}
          i18nProvider={testI18nProvider}
          store={memoryStore()}
          theme={theme}
        >
          <LinkBase to="/elsewhere">Elsewhere</LinkBase>
          <Edit resource="notes" id="n-1">
            <SimpleForm>
              <TextInput source="title" />
            </SimpleForm>
          </Edit>
        </AdminContext>
      </TestMemoryRouter>,
    );
    await fill(await screen.findByDisplayValue('First note'), ' changed');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(current?.pathname).toBeDefined());
    const asked = confirm.mock.calls.length > 0;
    cleanup();
    return { asked, pathname: current!.pathname };
  }

  it('asks before a navigation leaves unsaved changes, and stays on the form when told to', async () => {
    await expect(leaveChangedForm(withAppTheme(defaultTheme))).resolves.toEqual({
      asked: true,
      pathname: '/notes/n-1',
    });
  });

  it('is what asks: react-admin alone leaves at once (its warnWhenUnsavedChanges is off)', async () => {
    await expect(leaveChangedForm(defaultTheme)).resolves.toEqual({ asked: false, pathname: '/elsewhere' });
  });
});
