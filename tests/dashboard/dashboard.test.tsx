import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dashboard } from '../../src/dashboard';
import { registrationsByMonth } from '../../src/dashboard/registrationsByMonth';
import { fakeDataProvider } from '../helpers/fakeDataProvider';
import { renderWithAdmin } from '../helpers/renderWithAdmin';

describe('registrationsByMonth', () => {
  it('counts records per calendar month over the last six months, oldest first', () => {
    const now = new Date(2021, 8, 15);
    const months = registrationsByMonth(
      [
        { createdAt: new Date(2021, 8, 1).toISOString() },
        { createdAt: new Date(2021, 8, 30).toISOString() },
        { createdAt: new Date(2021, 3, 2).toISOString() },
        { createdAt: new Date(2021, 2, 31).toISOString() }, // before the window
        { createdAt: 'not a date' },
        {},
      ],
      now,
    );
    expect(months.map((m) => m.month)).toEqual([
      '2021-04',
      '2021-05',
      '2021-06',
      '2021-07',
      '2021-08',
      '2021-09',
    ]);
    expect(months.map((m) => m.count)).toEqual([1, 0, 0, 0, 0, 2]);
  });
});

describe('the dashboard', { timeout: 30000 }, () => {
  const collections = () => {
    const today = new Date().toISOString();
    return {
      members: [
        { id: 'm1', hasPackage: true, createdAt: today },
        { id: 'm2', hasPackage: true, createdAt: today },
        { id: 'm3', hasPackage: false, createdAt: today },
      ],
      'events?phase=upcoming': [{ id: 'e1' }],
      groups: [{ id: 'g1' }, { id: 'g2' }],
      'groupRequests?groupId=g1': [{ id: 'r1' }],
      'groupRequests?groupId=g2': [{ id: 'r2' }, { id: 'r3' }],
      heroes: [{ id: 'h1' }],
      'heroSessionRequests?heroId=h1': [{ id: 's1' }],
    };
  };
  const count = (id: string) => screen.getByTestId(`dashboard-count-${id}`);

  it('counts members, events and pending requests, each linking to its list, without reading the members', async () => {
    const dataProvider = fakeDataProvider(collections());
    // The members collection is not in memory yet.
    dataProvider.collectionState.mockResolvedValue(undefined);
    renderWithAdmin(<Dashboard />, { dataProvider });
    await waitFor(() => expect(count('members')).toHaveTextContent('3'));
    await waitFor(() => expect(count('pending_group_requests')).toHaveTextContent('3'));
    await waitFor(() => expect(count('upcoming_events')).toHaveTextContent('1'));
    expect(count('pending_mentoring_requests')).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Open the list: Members' })).toHaveAttribute(
      'href',
      '/admin/members',
    );
    expect(dataProvider.total).toHaveBeenCalledWith('members');
    // The registrations need every member: read only when asked for.
    const show = await screen.findByRole('button', { name: 'Show' });
    expect(dataProvider.getList.mock.calls.map(([resource]) => resource)).not.toContain('members');
    await userEvent.click(show);
    const chart = await screen.findByRole('img', { name: 'New registrations in each of the last 6 months' });
    expect(chart.querySelectorAll('rect')).toHaveLength(6);
    expect(dataProvider.getList.mock.calls.map(([resource]) => resource)).toContain('members');
  });

  it('says its members count takes in the incomplete ones, and writes counts with grouping', async () => {
    const dataProvider = fakeDataProvider(collections());
    dataProvider.collectionState.mockResolvedValue(undefined);
    dataProvider.total.mockImplementation(async (resource: string) => (resource === 'members' ? 12345 : 0));
    renderWithAdmin(<Dashboard />, { dataProvider });
    await waitFor(() => expect(count('members')).toHaveTextContent('12,345'));
    expect(screen.getByRole('link', { name: 'Open the list: Members' })).toHaveAccessibleDescription(
      '12,345 Active and incomplete',
    );
  });

  it('draws the registrations at once when the members are already in memory', async () => {
    const dataProvider = fakeDataProvider(collections());
    renderWithAdmin(<Dashboard />, { dataProvider });
    expect(await screen.findByRole('img', { name: /New registrations/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show' })).toBeNull();
  });

  it("shows '—' for a count it cannot read", async () => {
    const dataProvider = fakeDataProvider({ members: [] });
    dataProvider.getList.mockImplementation(async (resource: string) => {
      if (resource === 'heroes') throw new Error('down');
      return { data: [], total: 0 };
    });
    renderWithAdmin(<Dashboard />, { dataProvider });
    await waitFor(() =>
      expect(screen.getByTestId('dashboard-count-pending_mentoring_requests')).toHaveTextContent('—'),
    );
    expect(screen.getByTestId('dashboard-count-members')).toHaveTextContent('0');
  });
});
