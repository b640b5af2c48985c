import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider, useRefresh } from 'react-admin';
import { MemberList } from '../../../src/resources/members/MemberList';
import { PackageList } from '../../../src/resources/packages/PackageList';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { members, packages } from '../../resources/fixtures';

const serverDown = () => new Error('Failed to fetch');

const RefreshButton = () => {
  const refresh = useRefresh();
  return <button onClick={refresh}>refresh now</button>;
};

const renderPackages = (failing = false) => {
  const dataProvider = fakeDataProvider({ packages, members });
  if (failing) dataProvider.getList.mockRejectedValue(serverDown());
  const view = renderWithAdmin(
    <ResourceContextProvider value="packages">
      <RefreshButton />
      <PackageList />
    </ResourceContextProvider>,
    { dataProvider, url: '/packages' },
  );
  return { dataProvider, ...view };
};

// Issue #12: a list whose read fails.
describe('a list whose read fails', { timeout: 20_000 }, () => {
  it('shows its error text only: no pagination, no toast of the raw server text', async () => {
    const { notifications } = renderPackages(true);
    expect(await screen.findByText('Oops something bad happened!')).toBeInTheDocument();
    expect(screen.queryByText(/\d+-\d+ of \d+/)).not.toBeInTheDocument();
    expect(notifications()).toEqual([]);
  });

  it('shows no count badge of 0 beside the error text', async () => {
    const dataProvider = fakeDataProvider({ members, packages });
    dataProvider.getList.mockRejectedValue(serverDown());
    renderWithAdmin(<MemberList />, { dataProvider, url: '/members' });
    expect(await screen.findByText('Oops something bad happened!')).toBeInTheDocument();
    const incomplete = screen.getByRole('link', { name: 'Incomplete Members' });
    expect(incomplete.parentElement!.querySelector('.MuiBadge-invisible')).not.toBeNull();
  });

  it('keeps rows read earlier under a notice that they could not be refreshed', async () => {
    const { dataProvider, notifications } = renderPackages();
    expect(await screen.findByRole('link', { name: 'Gold' })).toBeInTheDocument();
    expect(screen.getByText(/1-2 of 2/)).toBeInTheDocument();

    dataProvider.getList.mockRejectedValue(serverDown());
    await userEvent.click(screen.getByRole('button', { name: 'refresh now' }));

    expect(
      await screen.findByText(/The server cannot be reached: these rows were read earlier/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gold' })).toBeInTheDocument();
    expect(screen.queryByText(/1-2 of 2/)).not.toBeInTheDocument();
    await waitFor(() => expect(notifications()).toEqual([]));
  });
});
