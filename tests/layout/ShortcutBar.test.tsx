import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localStorageStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ShortcutBar } from '../../src/layout/shortcuts/ShortcutBar';
import { createAppStore, keepOnReset } from '../../src/layout/appStore';
import { renderInAdmin } from './layoutHarness';

const jane = { id: 'u-1', fullName: 'Jane Doe' };
const omar = { id: 'u-2', fullName: 'Omar Ali' };

describe('<ShortcutBar>', { timeout: 20000 }, () => {
  it('stars the current page and shows it in the bar', async () => {
    const user = userEvent.setup();
    renderInAdmin(<ShortcutBar />, { url: '/admin/members', identity: jane });
    const star = await screen.findByRole('button', { name: 'Add this page to the shortcuts' });
    // Enabled once the profile has said whether the server keeps shortcuts (this one does not).
    await waitFor(() => expect(star).toBeEnabled());
    await user.click(star);
    expect(screen.getByRole('link', { name: 'Members' })).toHaveAttribute('href', '/admin/members');
    const unstar = screen.getByRole('button', { name: 'Remove this page from the shortcuts' });
    expect(unstar).toHaveAttribute('aria-pressed', 'true');
    await user.click(unstar);
    expect(screen.queryByRole('link', { name: 'Members' })).not.toBeInTheDocument();
  });

  it('keeps shortcuts per user across reloads', async () => {
    const user = userEvent.setup();
    const first = renderInAdmin(<ShortcutBar />, {
      url: '/admin/packages',
      identity: jane,
      store: createAppStore(),
    });
    const star = await screen.findByRole('button', { name: 'Add this page to the shortcuts' });
    await waitFor(() => expect(star).toBeEnabled());
    await user.click(star);
    first.unmount();

    // A reload: a fresh store over the same localStorage.
    const again = renderInAdmin(<ShortcutBar />, {
      url: '/admin/dashboard',
      identity: jane,
      store: createAppStore(),
    });
    expect(await screen.findByRole('link', { name: 'Packages' })).toBeInTheDocument();
    again.unmount();

    renderInAdmin(<ShortcutBar />, { url: '/admin/dashboard', identity: omar, store: createAppStore() });
    await screen.findByRole('button', { name: 'Add this page to the shortcuts' });
    expect(screen.queryByRole('link', { name: 'Packages' })).not.toBeInTheDocument();
  });

  it('cannot star a page outside the navigation', async () => {
    renderInAdmin(<ShortcutBar />, { url: '/admin/members/m-1', identity: jane });
    expect(await screen.findByRole('button', { name: 'This page cannot be starred' })).toBeDisabled();
  });
});

describe('the app store', () => {
  it('keeps shortcuts and drops everything else when react-admin resets it at logout', () => {
    const store = keepOnReset(localStorageStore('1', 'Test'), ['shortcuts.']);
    store.setup();
    store.setItem('shortcuts.u-1', ['members']);
    store.setItem('members.listParams', { page: 3 });
    store.reset();
    expect(store.getItem('shortcuts.u-1')).toEqual(['members']);
    expect(store.getItem('members.listParams')).toBeUndefined();
  });
});
