import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider, type RaRecord } from 'react-admin';
import { Route, Routes } from 'react-router';
import { VendorList } from '../../../src/resources/vendors/VendorList';
import { VendorShow } from '../../../src/resources/vendors/VendorShow';
import { detailValue } from '../../helpers/detailValue';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { vendors } from '../marketplaceFixtures';

/** A search or sort re-renders the table after the search box's debounce; slow under a loaded test DOM. */
const SLOW = { timeout: 4000 };
const renderAt = (url: string, records: RaRecord[] = vendors) => {
  const dataProvider = fakeDataProvider({ vendors: records });
  const view = renderWithAdmin(
    <ResourceContextProvider value="vendors">
      <Routes>
        <Route path="/vendors" element={<VendorList />} />
        <Route path="/vendors/:id/show" element={<VendorShow />} />
      </Routes>
    </ResourceContextProvider>,
    { dataProvider, url },
  );
  return { dataProvider, ...view };
};

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;
const namesShown = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('VendorList', { timeout: 20_000 }, () => {
  it("shows 'Vendors List': name to the vendor in a new tab, email, phone, city, country; 25 a page", async () => {
    const { dataProvider } = renderAt('/vendors');
    expect(await screen.findByText('Vendors List')).toBeInTheDocument();
    const row = await rowOf('Maya Patel');
    const name = within(row).getByRole('link', { name: 'Maya Patel' });
    expect(name).toHaveAttribute('href', '/vendors/vn-maya/show');
    expect(name).toHaveAttribute('target', '_blank');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Maya Patel', 'maya.patel@vendors.example.com', '+91 6640000000', 'Pune', 'India']);
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'vendors',
      expect.objectContaining({ pagination: { page: 1, perPage: 25 } }),
    );
  });

  it('searches the vendors', async () => {
    renderAt('/vendors');
    await rowOf('Maya Patel');
    await userEvent.type(screen.getByPlaceholderText('Search'), 'san francisco');
    await waitFor(() => expect(namesShown()).toEqual(['Omar Smith']), SLOW);
  });

  it("says 'There are no VendorList!' when there are none", async () => {
    renderAt('/vendors', []);
    expect(await screen.findByText('There are no VendorList!')).toBeInTheDocument();
  });
});

describe('VendorShow', { timeout: 20_000 }, () => {
  it("shows 'Vendor Information' with contact details and the payment details present", async () => {
    renderAt('/vendors/vn-maya/show');
    expect(await screen.findByText('Vendor Information')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Maya Patel' })).toBeInTheDocument();
    expect(screen.getByText("Maya's Green Store")).toBeInTheDocument();
    expect(detailValue('Email')).toBe('maya.patel@vendors.example.com');
    expect(detailValue('Phone')).toBe('+91 6640000000');
    expect(detailValue('Address')).toBe('12 MG Road, Pune, Maharashtra, India, 411001');
    expect(screen.getByRole('heading', { name: 'Payment Details' })).toBeInTheDocument();
    expect(detailValue('Account Name')).toBe('Maya Patel');
    expect(detailValue('Account No')).toBe('1000200030');
    expect(detailValue('Bank Name')).toBe('State Bank');
    expect(detailValue('Bank Address')).toBe('Pune main branch');
    expect(detailValue('Swift Code')).toBe('SWIFT000XX');
    expect(detailValue('iban')).toBe('DE89370400440532013000');
    expect(detailValue('Paypal Link')).toBeUndefined();
    expect(screen.queryAllByRole('textbox')).toEqual([]);
  });

  it('shows N/A for empty payment fields, and iban and the PayPal link only when present', async () => {
    renderAt('/vendors/vn-omar/show');
    expect(await screen.findByRole('heading', { name: 'Omar Smith' })).toBeInTheDocument();
    for (const label of ['Account Name', 'Account No', 'Bank Name', 'Bank Address', 'Swift Code']) {
      expect(detailValue(label)).toBe('N/A');
    }
    expect(detailValue('iban')).toBeUndefined();
    expect(detailValue('Paypal Link')).toBe('https://paypal.me/omarsmith');
  });

  it('shows the error when the vendor cannot be loaded', async () => {
    const { notifications } = renderAt('/vendors/gone/show');
    expect(await screen.findByText('Oops something bad happened!')).toBeInTheDocument();
    expect(notifications()[0]).toMatchObject({ text: 'No document found', type: 'error' });
  });
});
