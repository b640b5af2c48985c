import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { ResourceContextProvider } from 'react-admin';
import { HeroList } from '../../../src/resources/heroes/HeroList';
import { fakeDataProvider, type Collections } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { captureCsvDownload } from '../captureCsvDownload';
import { heroes } from './heroFixtures';

const list = (
  <ResourceContextProvider value="heroes">
    <HeroList />
  </ResourceContextProvider>
);
const render = (collections: Collections = { heroes }) => {
  const dataProvider = fakeDataProvider(collections);
  return { dataProvider, ...renderWithAdmin(list, { dataProvider, url: '/heroes' }) };
};
const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;

let download: ReturnType<typeof captureCsvDownload> | undefined;
afterEach(() => download?.restore());

describe('HeroList', { timeout: 20_000 }, () => {
  it('shows every column; the name and View List open in a new tab', async () => {
    render();
    expect(await screen.findByText('Mentoring')).toBeInTheDocument();
    const row = await rowOf('Ann Archer');
    // First the selection column (its header is the select-all checkbox).
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '',
      '#',
      'Image',
      'Health Hero',
      'Disease Defeated',
      'Channel',
      'Pending Requests',
      'Membership',
      'Active',
    ]);
    const name = within(row).getByRole('link', { name: 'Ann Archer' });
    expect(name).toHaveAttribute('href', '/heroes/h-ann');
    expect(name).toHaveAttribute('target', '_blank');
    const pending = within(row).getByRole('link', { name: 'View List' });
    expect(pending).toHaveAttribute('href', '/heroes/h-ann/pending');
    expect(pending).toHaveAttribute('target', '_blank');
    expect(row).toHaveTextContent('Cancer, Diabetes');
    expect(row).toHaveTextContent('Online');
    expect(within(await rowOf('Bob Baker')).getByText('On-site')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Health Hero' })).toHaveAttribute(
      'href',
      '/heroes/create',
    );
  });

  it('switches a hero on with the spec message', async () => {
    const { dataProvider, notifications } = render();
    await userEvent.click(
      within(await rowOf('Bob Baker')).getByRole('switch', { name: 'Active: Bob Baker' }),
    );
    expect(dataProvider.toggleStatus).toHaveBeenCalledWith(
      'heroes',
      expect.objectContaining({ id: 'h-bob', value: true }),
    );
    await waitFor(() =>
      expect(notifications()).toEqual([
        { text: 'Health Hero status updated successfully.', type: 'success', duration: 3000 },
      ]),
    );
  });

  it('searches by disease and membership', async () => {
    render();
    await rowOf('Ann Archer');
    await userEvent.type(screen.getByPlaceholderText('Search'), 'heart');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ann Archer' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Bob Baker' })).toBeInTheDocument();
  });

  it('shows the empty and error texts', async () => {
    const { unmount } = render({ heroes: [] });
    expect(await screen.findByText('There are no Health Hero!')).toBeInTheDocument();
    unmount();
    const dataProvider = fakeDataProvider({ heroes });
    dataProvider.getList.mockRejectedValue(new Error('down'));
    renderWithAdmin(list, { dataProvider, url: '/heroes' });
    expect(
      await screen.findByText('Oops something bad happened!', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it("downloads the spec's columns", async () => {
    render();
    await rowOf('Ann Archer');
    download = captureCsvDownload();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(download!.names).toEqual(['Health Heroes.csv']));
    const [header, ann, bob] = Papa.parse<string[]>((await download.text()).trim()).data;
    expect(header).toEqual([
      'name',
      'disease',
      'area',
      'age bracket',
      'category',
      'status',
      'membership',
      'channel',
      'hours',
      'days',
      'reason',
    ]);
    expect(ann).toEqual([
      'Ann Archer',
      'Cancer, Diabetes',
      'Diet',
      'Senior',
      'Combat',
      'Active',
      'Gold',
      'Online',
      '4',
      'Monday, Friday',
      'To help.',
    ]);
    expect(bob[5]).toBe('Inactive');
  });
});
