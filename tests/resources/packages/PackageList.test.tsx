import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { PackageList } from '../../../src/resources/packages/PackageList';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { members, packages } from '../fixtures';

const renderList = (collections = { packages, members }) => {
  const dataProvider = fakeDataProvider(collections);
  const view = renderWithAdmin(
    <ResourceContextProvider value="packages">
      <PackageList />
    </ResourceContextProvider>,
    { dataProvider, url: '/packages' },
  );
  return { dataProvider, ...view };
};

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;

describe('PackageList', () => {
  it('shows the title, the add button and 25 rows a page', async () => {
    const { dataProvider } = renderList();
    expect(await screen.findByText('Membership Packages')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Package' })).toHaveAttribute('href', '/packages/create');
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith(
        'packages',
        expect.objectContaining({ pagination: { page: 1, perPage: 25 } }),
      ),
    );
  });

  it('numbers rows, links the name to the edit form in a new tab and shows the costs', async () => {
    renderList();
    const row = await rowOf('Gold');
    const cells = within(row).getAllByRole('cell');
    // The selection checkbox comes first.
    expect(cells[1]).toHaveTextContent('1');
    const name = within(row).getByRole('link', { name: 'Gold' });
    expect(name).toHaveAttribute('href', '/packages/pkg-gold');
    expect(name).toHaveAttribute('target', '_blank');
    expect(row).toHaveTextContent('100');
    expect(row).toHaveTextContent('10');
  });

  it('uses the stored image or the default package image', async () => {
    renderList();
    const gold = within(await rowOf('Gold')).getByRole('img', { name: 'Gold' });
    expect(gold).toHaveAttribute('src', '/public/images/packages/gold.png');
    const silver = within(await rowOf('Silver')).getByRole('img', { name: 'Silver' });
    expect(silver).toHaveAttribute('src', '/images/default-package.svg');
  });

  it('counts the members of each package and links to them', async () => {
    renderList();
    const count = await within(await rowOf('Gold')).findByRole('link', { name: '1' });
    expect(count).toHaveAttribute('href', '/members/filtered-by-package?packageId=pkg-gold');
  });

  it('toggles the active flag with the spec message', async () => {
    const { dataProvider, notifications } = renderList();
    const toggle = within(await rowOf('Silver')).getByRole('switch', { name: 'Active: Silver' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(dataProvider.toggleStatus).toHaveBeenCalledWith(
      'packages',
      expect.objectContaining({ id: 'pkg-silver', value: true }),
    );
    await waitFor(() => expect(notifications()[0]?.text).toBe('Package status updated successfully.'));
    expect(toggle).toBeChecked();
  });

  it('lets the selected packages be activated or deactivated together (undoable), nothing else', async () => {
    const { dataProvider, notifications } = renderList();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select: Silver' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select: Gold' }));
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export selected' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(notifications()[0]?.text).toBe('2 rows activated'));
    expect(within(await rowOf('Silver')).getByRole('switch', { name: 'Active: Silver' })).toBeChecked();
    // Undoable: nothing is sent while Undo is offered.
    expect(dataProvider.updateMany).not.toHaveBeenCalled();
  });

  it('says so when there are no packages', async () => {
    renderList({ packages: [], members: [] });
    expect(await screen.findByText('There are no Packages!')).toBeInTheDocument();
  });
});
