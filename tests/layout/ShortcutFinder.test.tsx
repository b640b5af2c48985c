import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ActionParams } from '../../src/api/types';
import { ShortcutBar } from '../../src/layout/shortcuts/ShortcutBar';
import { fakeDataProvider } from '../helpers/fakeDataProvider';
import { renderInAdmin } from './layoutHarness';

const jane = { id: 'u-1', fullName: 'Jane Doe' };

/** A server whose profile keeps the shortcuts (the reference server): `act` saves them into the profile. */
const serverKeepingShortcuts = (shortcuts: string[]) => {
  const dataProvider = fakeDataProvider({ profile: [{ id: 'u-1', name: 'Jane Doe', shortcuts }] });
  dataProvider.act.mockImplementation(async (_resource: string, _name: string, params: ActionParams) =>
    dataProvider.update('profile', { id: 'u-1', data: params.data ?? {}, previousData: { id: 'u-1' } }),
  );
  return dataProvider;
};

const openFinder = async () => {
  const button = await screen.findByRole('button', { name: 'Find pages for the shortcuts' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  return screen.findByRole('dialog', { name: 'Find pages for the shortcuts' });
};

// Issue #12: shortcuts found by title inside the bar, and kept with the user on the server.
describe('shortcut bar search and server storage', { timeout: 20000 }, () => {
  it('finds pages by title and adds or removes them', async () => {
    renderInAdmin(<ShortcutBar />, { url: '/admin/dashboard', identity: jane });
    const finder = await openFinder();
    expect(
      within(finder).getByText('Type a page title to add it; your shortcuts are listed here.'),
    ).toBeVisible();

    await userEvent.type(within(finder).getByRole('textbox'), 'past');
    const past = within(finder).getByRole('checkbox', { name: /Past/ });
    expect(past).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(past);
    expect(past).toHaveAttribute('aria-checked', 'true');
    // The bar sits behind the open popover (hidden from the accessibility tree meanwhile).
    expect(screen.getByRole('link', { name: 'Past', hidden: true })).toHaveAttribute(
      'href',
      '/admin/events/past',
    );

    await userEvent.clear(within(finder).getByRole('textbox'));
    await userEvent.click(within(finder).getByRole('checkbox', { name: /Past/ }));
    expect(screen.queryByRole('link', { name: 'Past', hidden: true })).not.toBeInTheDocument();

    await userEvent.type(within(finder).getByRole('textbox'), 'zzz');
    expect(within(finder).getByText('No page has this title')).toBeVisible();
  });

  it('lists the pages found as items of a list (axe: a list holds list items)', async () => {
    renderInAdmin(<ShortcutBar />, { url: '/admin/dashboard', identity: jane });
    const finder = await openFinder();
    await userEvent.type(within(finder).getByRole('textbox'), 'past');
    const past = within(finder).getByRole('checkbox', { name: /Past/ });
    expect(past.closest('li')?.parentElement).toBe(within(finder).getByRole('list'));
  });

  it('points its text box at the list of pages only while there is one, else at the hint (issue 27)', async () => {
    renderInAdmin(<ShortcutBar />, { url: '/admin/dashboard', identity: jane });
    const finder = await openFinder();
    const search = within(finder).getByRole('textbox', { name: 'Find pages for the shortcuts' });
    expect(search).not.toHaveAttribute('aria-controls');
    expect(search).toHaveAccessibleDescription(
      'Type a page title to add it; your shortcuts are listed here.',
    );

    await userEvent.type(search, 'past');
    expect(document.getElementById(search.getAttribute('aria-controls')!)).toContainElement(
      within(finder).getByRole('checkbox', { name: /Past/ }),
    );

    await userEvent.type(search, 'zzz');
    expect(search).not.toHaveAttribute('aria-controls');
    expect(search).toHaveAccessibleDescription('No page has this title');
  });

  it("shows and saves the shortcuts of the user's profile when the server keeps them", async () => {
    const dataProvider = serverKeepingShortcuts(['packages']);
    renderInAdmin(<ShortcutBar />, { url: '/admin/members', identity: jane, dataProvider });
    expect(await screen.findByRole('link', { name: 'Packages' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add this page to the shortcuts' }));
    await waitFor(() =>
      expect(dataProvider.act).toHaveBeenCalledWith('profile', 'saveShortcuts', {
        data: { shortcuts: ['packages', 'members'] },
      }),
    );
    expect(await screen.findByRole('link', { name: 'Members' })).toBeInTheDocument();
  });

  it('returns to what the server holds when saving fails', async () => {
    const dataProvider = serverKeepingShortcuts(['packages']);
    dataProvider.act.mockRejectedValueOnce(new Error('Failed to fetch'));
    renderInAdmin(<ShortcutBar />, { url: '/admin/members', identity: jane, dataProvider });
    await screen.findByRole('link', { name: 'Packages' });
    await userEvent.click(screen.getByRole('button', { name: 'Add this page to the shortcuts' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Members' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Packages' })).toBeInTheDocument();
  });
});
