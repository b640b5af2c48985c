import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { DataTable, localStorageStore, Pagination, SearchInput } from 'react-admin';
import { AddressBarList } from '../../../src/components/list/AddressBarList';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

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

/** Waits past the search input's debounce (500 ms). */
const SEARCH_DEBOUNCE = { timeout: 3000 };

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
    const url = visit('/members?filter=%7B%7D&order=DESC&page=2&perPage=3&sort=name');
    renderWithAdmin(<MembersList />, { dataProvider: fakeDataProvider({ members }), url });
    await screen.findByText('Member 4');
    expect(shownNames()).toEqual(['Member 4', 'Member 3', 'Member 2']);
  });

  it('writes page changes into the address in place, keeping its other keys, and scrolls to the top', async () => {
    const url = visit('/members?packageId=p1');
    const { location } = renderWithAdmin(<MembersList />, {
      dataProvider: fakeDataProvider({ members }),
      url,
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
    // Replaced, not navigated: no history entry, no route re-render.
    expect(window.history.length).toBe(historyLength);
    expect(location().search).toBe('?packageId=p1');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));

    await userEvent.click(screen.getByRole('button', { name: /previous page/i }));
    await screen.findByText('Member 1');
    await waitFor(() => expect(window.location.search).toBe('?packageId=p1'));
  });

  it('writes the search into the address and keeps every parameter for the next visit', async () => {
    // Kept in localStorage as in the app (a memory store empties itself when its admin unmounts).
    const store = localStorageStore();
    const dataProvider = fakeDataProvider({ members });
    const first = renderWithAdmin(<MembersList />, { dataProvider, url: visit('/members'), store });
    await screen.findByText('Member 1');
    await userEvent.type(screen.getByPlaceholderText('Search'), 'member 7');
    await waitFor(() => expect(shownNames()).toEqual(['Member 7']), SEARCH_DEBOUNCE);
    await waitFor(() =>
      expect(JSON.parse(new URLSearchParams(window.location.search).get('filter')!)).toEqual({
        q: 'member 7',
      }),
    );
    first.unmount();

    renderWithAdmin(<MembersList />, { dataProvider, url: visit('/members'), store });
    await waitFor(() => expect(shownNames()).toEqual(['Member 7']));
    expect(screen.getByPlaceholderText('Search')).toHaveValue('member 7');
    await waitFor(() => expect(window.location.search).toContain('filter='));
  });

  it("follows a navigation to its own route: the menu's plain address keeps the list's state, a link's parameters apply", async () => {
    const url = visit('/members');
    renderWithAdmin(
      <>
        <Link to="/members">Members menu</Link>
        <Link to="/members?page=3">Last page</Link>
        <MembersList />
      </>,
      { dataProvider: fakeDataProvider({ members }), url },
    );
    await screen.findByText('Member 1');
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await screen.findByText('Member 4');
    await waitFor(() => expect(window.location.search).toContain('page=2'));

    // A browser router's navigation writes the menu's plain address (the test router keeps to memory).
    window.history.replaceState(window.history.state, '', '/members');
    await userEvent.click(screen.getByRole('link', { name: 'Members menu' }));
    await waitFor(() => expect(window.location.search).toContain('page=2'));
    expect(shownNames()).toEqual(['Member 4', 'Member 5', 'Member 6']);

    await userEvent.click(screen.getByRole('link', { name: 'Last page' }));
    await screen.findByText('Member 7');
    expect(shownNames()).toEqual(['Member 7']);
  });
});
