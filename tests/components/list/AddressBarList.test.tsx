import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Link, useLocation, type Location } from 'react-router';
import {
  AdminContext,
  DataTable,
  localStorageStore,
  memoryStore,
  Pagination,
  SearchInput,
  type Store,
} from 'react-admin';
import { AddressBarList } from '../../../src/components/list/AddressBarList';
import type { AppDataProvider } from '../../../src/api/types';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { testI18nProvider } from '../../helpers/testI18nProvider';

const members = Array.from({ length: 7 }, (_, i) => ({
  id: `m${i + 1}`,
  name: `Member ${i + 1}`,
  email: `member${7 - i}@example.com`,
}));

const BY_NAME = { field: 'name', order: 'ASC' } as const;

const MembersList = () => (
  <AddressBarList
    resource="members"
    storeKey="members.test"
    sort={BY_NAME}
    perPage={3}
    filters={[<SearchInput key="q" source="q" alwaysOn />]}
    pagination={<Pagination rowsPerPageOptions={[3]} />}
  >
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name" />
    </DataTable>
  </AddressBarList>
);

/** Puts the browser's address where the router starts, as a real visit does. */
const visit = (path: string) => {
  window.history.replaceState(null, '', path);
  return path;
};

/**
 * Renders inside the app's router (main.tsx: a browser router over window.history, without transitions of its
 * own), so that the address bar and the router's location can be compared. Starts at the address `visit` set.
 */
function renderInBrowserRouter(
  ui: ReactNode,
  { dataProvider, store = memoryStore() }: { dataProvider: AppDataProvider; store?: Store },
) {
  let current: Location | undefined;
  const LocationProbe = () => {
    current = useLocation();
    return null;
  };
  const result = render(
    <BrowserRouter useTransitions={false}>
      <AdminContext dataProvider={dataProvider} i18nProvider={testI18nProvider} store={store}>
        {ui}
        <LocationProbe />
      </AdminContext>
    </BrowserRouter>,
  );
  return { ...result, routerLocation: () => current! };
}

/** The router's location is the address bar's. */
const expectRouterAtAddress = async (routerLocation: () => Location) =>
  waitFor(
    () =>
      expect(`${routerLocation().pathname}${routerLocation().search}`).toBe(
        `${window.location.pathname}${window.location.search}`,
      ),
    SEARCH_DEBOUNCE,
  );

/** Waits past the search input's debounce (300 ms, the app theme's). */
const SEARCH_DEBOUNCE = { timeout: 5000 };

const shownNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('AddressBarList', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    scrollTo.mockRestore();
    window.history.replaceState(null, '', '/');
  });

  it('opens on the page, sort and search an address carries', async () => {
    visit('/members?filter=%7B%7D&order=DESC&page=2&perPage=3&sort=name');
    renderInBrowserRouter(<MembersList />, { dataProvider: fakeDataProvider({ members }) });
    await screen.findByText('Member 4');
    expect(shownNames()).toEqual(['Member 4', 'Member 3', 'Member 2']);
  });

  it('writes page changes into the address in place, keeping its other keys, and scrolls to the top', async () => {
    visit('/members?packageId=p1');
    const { routerLocation } = renderInBrowserRouter(<MembersList />, {
      dataProvider: fakeDataProvider({ members }),
    });
    await screen.findByText('Member 1');
    const historyLength = window.history.length;

    await userEvent.click(screen.getByRole('button', { name: /next page/i }));

    await screen.findByText('Member 4');
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('page')).toBe('2'));
    const query = new URLSearchParams(window.location.search);
    expect(query.get('packageId')).toBe('p1');
    expect(JSON.parse(query.get('filter')!)).toEqual({});
    expect([query.get('sort'), query.get('order'), query.get('perPage')]).toEqual(['name', 'ASC', '3']);
    // Replaced: no history entry; and the router knows it.
    expect(window.history.length).toBe(historyLength);
    await expectRouterAtAddress(routerLocation);
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));

    await userEvent.click(screen.getByRole('button', { name: /previous page/i }));
    await screen.findByText('Member 1');
    await waitFor(() => expect(window.location.search).toBe('?packageId=p1'));
    await expectRouterAtAddress(routerLocation);
  });

  describe('reads the next page ahead', () => {
    const readsOf = (dataProvider: ReturnType<typeof fakeDataProvider>, page: number) =>
      dataProvider.getList.mock.calls.filter(([, params]) => params.pagination?.page === page).length;

    it('so a page change shows its rows without another read', async () => {
      visit('/members');
      const dataProvider = fakeDataProvider({ members });
      renderInBrowserRouter(<MembersList />, { dataProvider });
      await screen.findByText('Member 1');
      await waitFor(() => expect(readsOf(dataProvider, 2)).toBe(1));

      await userEvent.click(screen.getByRole('button', { name: /next page/i }));
      await screen.findByText('Member 4');
      expect(readsOf(dataProvider, 2)).toBe(1);
      await waitFor(() => expect(readsOf(dataProvider, 3)).toBe(1));
    });

    it('but not beyond the last page', async () => {
      visit('/members?filter=%7B%7D&order=ASC&page=3&perPage=3&sort=name');
      const dataProvider = fakeDataProvider({ members });
      renderInBrowserRouter(<MembersList />, { dataProvider });
      await screen.findByText('Member 7');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(readsOf(dataProvider, 4)).toBe(0);
    });
  });

  it("keeps the router's location equal to the address bar through a sort and a search", async () => {
    visit('/members');
    const { routerLocation } = renderInBrowserRouter(<MembersList />, {
      dataProvider: fakeDataProvider({ members }),
    });
    await screen.findByText('Member 1');

    await userEvent.click(screen.getByRole('button', { name: /name/i }));
    await waitFor(() => expect(shownNames()).toEqual(['Member 7', 'Member 6', 'Member 5']));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('order')).toBe('DESC'));
    await expectRouterAtAddress(routerLocation);

    await userEvent.type(screen.getByPlaceholderText('Search'), 'member 2');
    await waitFor(() => expect(shownNames()).toEqual(['Member 2']), SEARCH_DEBOUNCE);
    await waitFor(() => expect(window.location.search).toContain('member+2'), SEARCH_DEBOUNCE);
    await expectRouterAtAddress(routerLocation);
  });

  it('writes the search into the address and keeps every parameter for the next visit', async () => {
    // Kept in localStorage as in the app (a memory store empties itself when its admin unmounts).
    const store = localStorageStore();
    const dataProvider = fakeDataProvider({ members });
    visit('/members');
    const first = renderInBrowserRouter(<MembersList />, { dataProvider, store });
    await screen.findByText('Member 1');
    await userEvent.type(screen.getByPlaceholderText('Search'), 'member 7');
    await waitFor(() => expect(shownNames()).toEqual(['Member 7']), SEARCH_DEBOUNCE);
    await waitFor(() =>
      expect(JSON.parse(new URLSearchParams(window.location.search).get('filter')!)).toEqual({
        q: 'member 7',
      }),
    );
    first.unmount();

    visit('/members');
    renderInBrowserRouter(<MembersList />, { dataProvider, store });
    await waitFor(() => expect(shownNames()).toEqual(['Member 7']));
    expect(screen.getByPlaceholderText('Search')).toHaveValue('member 7');
    await waitFor(() => expect(window.location.search).toContain('filter='));
  });

  it("follows a navigation to its own route: the menu's plain address keeps the list's state, a link's parameters apply", async () => {
    visit('/members');
    renderInBrowserRouter(
      <>
        <Link to="/members">Members menu</Link>
        <Link to="/members?page=3">Last page</Link>
        <MembersList />
      </>,
      { dataProvider: fakeDataProvider({ members }) },
    );
    await screen.findByText('Member 1');
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await screen.findByText('Member 4');
    await waitFor(() => expect(window.location.search).toContain('page=2'));

    await userEvent.click(screen.getByRole('link', { name: 'Members menu' }));
    await waitFor(() => expect(window.location.search).toContain('page=2'));
    expect(shownNames()).toEqual(['Member 4', 'Member 5', 'Member 6']);

    await userEvent.click(screen.getByRole('link', { name: 'Last page' }));
    await screen.findByText('Member 7');
    expect(shownNames()).toEqual(['Member 7']);
  });
});
