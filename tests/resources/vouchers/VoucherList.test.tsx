import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider, type RaRecord } from 'react-admin';
import { VoucherList } from '../../../src/resources/vouchers/VoucherList';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { vouchers } from '../contentFixtures';
import { packages } from '../fixtures';

const renderList = (records: RaRecord[] = vouchers) => {
  const dataProvider = fakeDataProvider({ vouchers: records, packages });
  const view = renderWithAdmin(
    <ResourceContextProvider value="vouchers">
      <VoucherList />
    </ResourceContextProvider>,
    { dataProvider, url: '/vouchers' },
  );
  return { dataProvider, ...view };
};

/** Re-rendering the table after a search takes a while under a loaded test DOM. */
const SLOW = { timeout: 4000 };

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;

describe('VoucherList', { timeout: 20_000 }, () => {
  it("shows 'Vouchers', Add New Voucher, search and 25 rows a page by name", async () => {
    const { dataProvider } = renderList();
    expect(await screen.findByText('Vouchers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Voucher' })).toHaveAttribute('href', '/vouchers/create');
    expect(screen.getByPlaceholderText('Search')).toBeInTheDocument();
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith(
        'vouchers',
        expect.objectContaining({
          pagination: { page: 1, perPage: 25 },
          sort: { field: 'name', order: 'ASC' },
        }),
      ),
    );
  });

  it('shows #, image, name to the edit form, company, expiry, package badge and Active', async () => {
    renderList();
    const row = await rowOf('Spa Day');
    // The cells after the selection checkbox.
    const cells = within(row).getAllByRole('cell').slice(1);
    expect(cells[0]).toHaveTextContent('2');
    expect(within(cells[1]).getByRole('presentation')).toHaveAttribute(
      'src',
      '/public/images/vouchers/spa.png',
    );
    const name = within(row).getByRole('link', { name: 'Spa Day' });
    expect(name).toHaveAttribute('href', '/vouchers/v-spa');
    expect(name).not.toHaveAttribute('target');
    expect(cells[3]).toHaveTextContent('Calm Spa');
    expect(cells[4]).toHaveTextContent('01-15-2030');
    await waitFor(() => expect(cells[5]).toHaveTextContent('Gold'));
    expect(within(cells[6]).getByRole('switch', { name: 'Active: Spa Day' })).toBeChecked();
  });

  it("says 'There are no Vouchers!' when empty", async () => {
    renderList([]);
    expect(await screen.findByText('There are no Vouchers!')).toBeInTheDocument();
  });

  it("flips Active with 'Voucher status updated successfully.'", async () => {
    const { dataProvider, notifications } = renderList();
    await userEvent.click(within(await rowOf('Gym Pass')).getByRole('switch', { name: 'Active: Gym Pass' }));
    await waitFor(() =>
      expect(dataProvider.toggleStatus).toHaveBeenCalledWith(
        'vouchers',
        expect.objectContaining({ id: 'v-gym', value: true }),
      ),
    );
    await waitFor(() =>
      expect(notifications()).toContainEqual(
        expect.objectContaining({ text: 'Voucher status updated successfully.', type: 'success' }),
      ),
    );
  });

  it("deletes after 'Are you sure you want to delete this Voucher ?'", async () => {
    const { notifications } = renderList();
    await userEvent.click(within(await rowOf('Gym Pass')).getByRole('button', { name: 'Delete: Gym Pass' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this Voucher ?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(notifications()).toContainEqual(
        expect.objectContaining({ text: 'Voucher deleted successfully.', type: 'success' }),
      ),
    );
    // The closing dialog hides the page from role queries: look once it has gone, beside a row that stays.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Gym Pass' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Spa Day' })).toBeInTheDocument();
  });

  it('searches the vouchers', async () => {
    renderList();
    await rowOf('Spa Day');
    await userEvent.type(screen.getByPlaceholderText('Search'), 'fitlife');
    await waitFor(
      () => expect(screen.queryByRole('link', { name: 'Spa Day' })).not.toBeInTheDocument(),
      SLOW,
    );
    expect(screen.getByRole('link', { name: 'Gym Pass' })).toBeInTheDocument();
  });
});
