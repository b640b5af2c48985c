import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { MemberCreate } from '../../../src/resources/members/MemberCreate';
import { MemberList } from '../../../src/resources/members/MemberList';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { countries, members, packages } from '../fixtures';

const render = (ui: React.ReactElement, url: string) =>
  renderWithAdmin(<ResourceContextProvider value="members">{ui}</ResourceContextProvider>, {
    dataProvider: fakeDataProvider({ members, packages, countries }),
    url,
  });

// Issue #12: accessibility of the members screens.
describe('members accessibility', { timeout: 30_000 }, () => {
  it('labels each row switch with its member and each picture with their name', async () => {
    render(<MemberList />, '/members');
    expect(await screen.findByRole('switch', { name: 'Status: Ann Archer' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Status: Bob Baker' })).not.toBeChecked();
    expect(screen.getByRole('img', { name: 'Ann Archer' })).toBeInTheDocument();
  });

  it('offers no empty option in a required select', async () => {
    render(<MemberCreate />, '/members/create');
    for (const label of ['Gender', 'Age Group', 'Country Code', 'Country(?! Code)', 'Membership Package']) {
      await userEvent.click(await screen.findByRole('combobox', { name: new RegExp(`^${label}`) }));
      const options = within(await screen.findByRole('listbox')).getAllByRole('option');
      expect(options.length, label).toBeGreaterThan(0);
      expect(
        options.filter((option) => option.textContent?.trim() === ''),
        label,
      ).toEqual([]);
      await userEvent.keyboard('{Escape}');
    }
  });
});
