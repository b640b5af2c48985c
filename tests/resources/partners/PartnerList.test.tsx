import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider, type RaRecord } from 'react-admin';
import { PartnerList } from '../../../src/resources/partners/PartnerList';
import type { StatusParams } from '../../../src/api/types';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { partners } from '../marketplaceFixtures';

/** A search or sort re-renders the table after the search box's debounce; slow under a loaded test DOM. */
const SLOW = { timeout: 4000 };
const renderList = (records: RaRecord[] = partners, { listFails = false } = {}) => {
  const dataProvider = fakeDataProvider({ partners: records });
  if (listFails) dataProvider.getList.mockRejectedValue(new Error('boom'));
  // The partner switch flips `status` (the fake flips isActive).
  dataProvider.toggleStatus.mockImplementation(async (_resource: string, params: StatusParams) => ({
    data: { ...params.previousData, id: params.id, status: params.value },
  }));
  const view = renderWithAdmin(
    <ResourceContextProvider value="partners">
      <PartnerList />
    </ResourceContextProvider>,
    { dataProvider, url: '/partners' },
  );
  return { dataProvider, ...view };
};

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;

describe('PartnerList', { timeout: 20_000 }, () => {
  it('shows the title, Add Partner and 25 rows a page, most recently updated first', async () => {
    const { dataProvider } = renderList();
    expect(await screen.findByText('Partners List')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Partner' })).toHaveAttribute('href', '/partners/create');
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith(
        'partners',
        expect.objectContaining({
          pagination: { page: 1, perPage: 25 },
          sort: { field: 'updatedAt', order: 'DESC' },
        }),
      ),
    );
  });

  it('shows every column: number, logo, name to the edit form in a new tab, type, expiry, store link', async () => {
    renderList();
    const row = await rowOf('Green Leaf');
    const cells = within(row).getAllByRole('cell').slice(1); // after the selection checkbox
    expect(cells[0]).toHaveTextContent('1');
    expect(within(cells[1]).getByRole('presentation')).toHaveAttribute(
      'src',
      '/public/images/businessPartner/green.png',
    );
    const name = within(row).getByRole('link', { name: 'Green Leaf' });
    expect(name).toHaveAttribute('href', '/partners/bp-green');
    expect(name).toHaveAttribute('target', '_blank');
    expect(cells[3]).toHaveTextContent('Service');
    expect(cells[4]).toHaveTextContent('01-15-2030');
    const link = within(cells[5]).getByRole('link', { name: 'https://green.example.com' });
    expect(link).toHaveAttribute('href', 'https://green.example.com/');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows type 2 as Both, the default logo, and a non-web store link as text only', async () => {
    renderList();
    const cells = within(await rowOf('Sunrise Yoga'))
      .getAllByRole('cell')
      .slice(1); // after the selection checkbox
    expect(cells[3]).toHaveTextContent('Both');
    expect(within(cells[1]).getByRole('presentation')).toHaveAttribute('src', '/images/default-logo.svg');
    expect(cells[5]).toHaveTextContent('javascript:alert(1)');
    expect(within(cells[5]).queryByRole('link')).not.toBeInTheDocument();
  });

  it('searches the partners', async () => {
    renderList();
    await rowOf('Green Leaf');
    await userEvent.type(screen.getByPlaceholderText('Search'), 'sunrise');
    await waitFor(
      () => expect(screen.queryByRole('link', { name: 'Green Leaf' })).not.toBeInTheDocument(),
      SLOW,
    );
    expect(screen.getByRole('link', { name: 'Sunrise Yoga' })).toBeInTheDocument();
  });

  it('toggles the status with the spec message', async () => {
    const { dataProvider, notifications } = renderList();
    const toggle = within(await rowOf('Sunrise Yoga')).getByRole('switch', { name: 'Status: Sunrise Yoga' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(dataProvider.toggleStatus).toHaveBeenCalledWith(
      'partners',
      expect.objectContaining({ id: 'bp-sun', value: true }),
    );
    await waitFor(() =>
      expect(notifications()).toEqual([
        { text: 'Partner status updated successfully.', type: 'success', duration: 3000 },
      ]),
    );
    expect(toggle).toBeChecked();
  });

  it('returns a failed toggle to the saved status without a message', async () => {
    const { dataProvider, notifications } = renderList();
    dataProvider.toggleStatus.mockRejectedValueOnce(new Error('Server down'));
    const toggle = within(await rowOf('Green Leaf')).getByRole('switch', { name: 'Status: Green Leaf' });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(dataProvider.toggleStatus).toHaveBeenCalled();
    expect(notifications()).toEqual([]);
  });

  it('deletes a partner only after Yes, and the row leaves the list', async () => {
    const { dataProvider, notifications } = renderList();
    await userEvent.click(
      within(await rowOf('Green Leaf')).getByRole('button', { name: 'Delete: Green Leaf' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this Business Partner ?');
    expect(dialog).toHaveTextContent('Green Leaf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(dataProvider.delete).not.toHaveBeenCalled();

    await userEvent.click(
      within(await rowOf('Green Leaf')).getByRole('button', { name: 'Delete: Green Leaf' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    // The closing dialog hides the page from role queries: look once it has gone, beside a row that stays.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Green Leaf' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Sunrise Yoga' })).toBeInTheDocument();
    expect(dataProvider.delete).toHaveBeenCalledWith('partners', expect.objectContaining({ id: 'bp-green' }));
    expect(notifications().at(-1)).toMatchObject({
      text: 'Partner deleted successfully',
      type: 'success',
      duration: 3000,
    });
  });

  it('keeps the row and shows the error when a delete fails', async () => {
    const { dataProvider, notifications } = renderList();
    dataProvider.delete.mockRejectedValueOnce(new Error('No document found'));
    await userEvent.click(
      within(await rowOf('Green Leaf')).getByRole('button', { name: 'Delete: Green Leaf' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(notifications().at(-1)).toMatchObject({ text: 'No document found', type: 'error' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Green Leaf' })).toBeInTheDocument();
  });

  it('says so when there are no partners', async () => {
    renderList([]);
    expect(await screen.findByText('There are no Partners Partner!')).toBeInTheDocument();
  });

  it('says so when the list cannot be read', async () => {
    renderList(partners, { listFails: true });
    expect(await screen.findByText('Oops something bad happened!')).toBeInTheDocument();
  });
});
