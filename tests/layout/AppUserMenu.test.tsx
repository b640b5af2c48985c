import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppUserMenu } from '../../src/layout/user/AppUserMenu';
import { initialsOf } from '../../src/layout/user/initials';
import { renderInAdmin, signedInAs } from './layoutHarness';

describe('initialsOf', () => {
  it.each([
    ['Jane Doe', 'JD'],
    ['jane mary doe', 'JD'],
    ['Cher', 'C'],
    ['  ', ''],
    [undefined, ''],
  ])('%s → %s', (name, initials) => expect(initialsOf(name)).toBe(initials));
});

describe('<AppUserMenu>', { timeout: 20000 }, () => {
  it("shows the initials, the name and 'Administrator' for a user without a role", async () => {
    renderInAdmin(<AppUserMenu />, { identity: { id: 'u-1', fullName: 'Jane Doe' } });
    expect(await screen.findByText('JD')).toBeInTheDocument();
    expect(screen.getByText('Jane Doe')).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
  });

  it('shows the photo instead of initials when there is one', async () => {
    renderInAdmin(<AppUserMenu />, {
      identity: { id: 'u-1', fullName: 'Jane Doe', avatar: 'https://cdn.example/jane.png', role: 'admin' },
    });
    expect(await screen.findByRole('img', { name: 'Photo of Jane Doe' })).toHaveAttribute(
      'src',
      'https://cdn.example/jane.png',
    );
    expect(screen.queryByText('JD')).not.toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
  });

  it('opens My Profile', async () => {
    const user = userEvent.setup();
    const { location } = renderInAdmin(<AppUserMenu />, {
      identity: { id: 'u-1', fullName: 'Jane Doe', role: 'admin' },
    });
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'My Profile' }));
    expect(location().pathname).toBe('/admin/profile');
  });

  it("logs out through the authProvider and goes to '/'", async () => {
    const user = userEvent.setup();
    const authProvider = signedInAs({ id: 'u-1', fullName: 'Jane Doe', role: 'admin' });
    const logout = vi.spyOn(authProvider, 'logout');
    const { location } = renderInAdmin(<AppUserMenu />, { authProvider });
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
