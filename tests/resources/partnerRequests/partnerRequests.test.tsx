import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider, type RaRecord } from 'react-admin';
import { Route, Routes } from 'react-router';
import { PartnerRequestList } from '../../../src/resources/partnerRequests/PartnerRequestList';
import { PartnerRequestShow } from '../../../src/resources/partnerRequests/PartnerRequestShow';
import { detailValue } from '../../helpers/detailValue';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { partnerRequests } from '../marketplaceFixtures';

/** A search or sort re-renders the table after the search box's debounce; slow under a loaded test DOM. */
const SLOW = { timeout: 4000 };
const renderAt = (url: string, records: RaRecord[] = partnerRequests) => {
  const dataProvider = fakeDataProvider({ partnerRequests: records });
  const view = renderWithAdmin(
    <ResourceContextProvider value="partnerRequests">
      <Routes>
        <Route path="/partnerRequests" element={<PartnerRequestList />} />
        <Route path="/partnerRequests/:id/show" element={<PartnerRequestShow />} />
      </Routes>
    </ResourceContextProvider>,
    { dataProvider, url },
  );
  return { dataProvider, ...view };
};

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;
const column = (index: number) =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index].textContent);

describe('PartnerRequestList', { timeout: 20_000 }, () => {
  it("shows 'Business List' with every column, newest first, 25 a page", async () => {
    const { dataProvider } = renderAt('/partnerRequests');
    expect(await screen.findByText('Business List')).toBeInTheDocument();
    const row = await rowOf('Bloom Spa');
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('1');
    expect(within(cells[1]).getByRole('presentation')).toHaveAttribute(
      'src',
      '/public/images/businessPartner/bloom.png',
    );
    const name = within(cells[2]).getByRole('link');
    expect(name).toHaveAttribute('href', '/partnerRequests/pr-b/show');
    expect(name).toHaveAttribute('target', '_blank');
    expect(cells[3]).toHaveTextContent('zoe@bloom.example.net');
    const site = within(cells[5]).getByRole('link', { name: 'https://shop.example.net' });
    expect(site).toHaveAttribute('target', '_blank');
    expect(column(2)).toEqual(['Bloom Spa', 'Apex Gym', 'Cedar Foods']);
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'partnerRequests',
      expect.objectContaining({ pagination: { page: 1, perPage: 25 } }),
    );
  });

  it('reads the type: Product for 0, Service for 1, Product and Service otherwise', async () => {
    renderAt('/partnerRequests');
    await rowOf('Bloom Spa');
    expect(column(4)).toEqual(['Service', 'Product and Service', 'Product']);
  });

  it('sorts on name and email only, descending on the first click', async () => {
    renderAt('/partnerRequests');
    await rowOf('Bloom Spa');
    const headers = screen.getAllByRole('columnheader');
    const sortable = headers.filter((header) => within(header).queryByRole('button'));
    expect(sortable.map((header) => header.textContent)).toEqual(['Name', 'Email Id']);

    await userEvent.click(within(sortable[0]).getByRole('button'));
    await waitFor(() => expect(column(2)).toEqual(['Cedar Foods', 'Bloom Spa', 'Apex Gym']), SLOW);
    await userEvent.click(within(sortable[0]).getByRole('button'));
    await waitFor(() => expect(column(2)).toEqual(['Apex Gym', 'Bloom Spa', 'Cedar Foods']), SLOW);
    await userEvent.click(within(screen.getAllByRole('columnheader')[3]).getByRole('button'));
    await waitFor(
      () =>
        expect(column(3)).toEqual(['zoe@bloom.example.net', 'mia@apex.example.net', 'abe@cedar.example.net']),
      SLOW,
    );
  });

  it('searches name, expiry date, phone and email', async () => {
    renderAt('/partnerRequests');
    await rowOf('Bloom Spa');
    await userEvent.type(screen.getByPlaceholderText('Search'), '07-04-2031');
    await waitFor(() => expect(column(2)).toEqual(['Bloom Spa']), SLOW);
    await userEvent.clear(screen.getByPlaceholderText('Search'));
    await userEvent.type(screen.getByPlaceholderText('Search'), 'mia@');
    await waitFor(() => expect(column(2)).toEqual(['Apex Gym']), SLOW);
  });

  it("says 'There are no Businesses!' when there are none", async () => {
    renderAt('/partnerRequests', []);
    expect(await screen.findByText('There are no Businesses!')).toBeInTheDocument();
  });
});

describe('PartnerRequestShow', { timeout: 20_000 }, () => {
  it("shows 'Partner Request Information' as text, with the joined address and Visit Website", async () => {
    renderAt('/partnerRequests/pr-b/show');
    expect(await screen.findByText('Partner Request Information')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Bloom Spa' })).toBeInTheDocument();
    expect(detailValue('Type')).toBe('Service');
    expect(detailValue('Email')).toBe('zoe@bloom.example.net');
    expect(detailValue('Phone Number')).toBe('+91 7730000000');
    expect(detailValue('Address')).toBe('12 MG Road, Pune, India');
    expect(detailValue('Company Information')).toBe('We sell things.');
    // Written in its own direction: on an Arabic page an English text keeps its full stop at its end.
    expect(screen.getByText('We sell things.')).toHaveAttribute('dir', 'auto');
    // Text, not inputs (issue 27: disabled inputs were hard to read and announced as controls).
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    const visit = screen.getByRole('link', { name: 'Visit Website' });
    expect(visit).toHaveAttribute('href', 'https://shop.example.net/');
    expect(visit).toHaveAttribute('target', '_blank');
  });

  it('offers no website link for an address that is not http(s)', async () => {
    renderAt('/partnerRequests/pr-c/show');
    expect(await screen.findByRole('button', { name: 'Visit Website' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Visit Website' })).not.toBeInTheDocument();
  });

  it('shows the error when the request cannot be loaded', async () => {
    const { notifications } = renderAt('/partnerRequests/gone/show');
    expect(await screen.findByText('Oops something bad happened!')).toBeInTheDocument();
    expect(notifications()[0]).toMatchObject({ text: 'No document found', type: 'error' });
  });
});
