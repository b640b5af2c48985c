import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { ResourceContextProvider } from 'react-admin';
import { GroupList } from '../../../src/resources/groups/GroupList';
import { fakeDataProvider, type Collections } from '../../helpers/fakeDataProvider';
import { cascadedColour } from '../../helpers/computedStyle';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { captureCsvDownload } from '../captureCsvDownload';
import { groups } from './groupFixtures';

const list = (
  <ResourceContextProvider value="groups">
    <GroupList />
  </ResourceContextProvider>
);
const render = (collections: Collections = { groups }) => {
  const dataProvider = fakeDataProvider(collections);
  return { dataProvider, ...renderWithAdmin(list, { dataProvider, url: '/groups' }) };
};
const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;
const namesShown = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[3].textContent); // after the selection, index and image cells
const SLOW = { timeout: 4000 };

let download: ReturnType<typeof captureCsvDownload> | undefined;
afterEach(() => download?.restore());

describe('GroupList', { timeout: 20_000 }, () => {
  it("shows 'WSGs List' with every column and 'Add New Group'", async () => {
    render();
    expect(await screen.findByText('WSGs List')).toBeInTheDocument();
    const row = await rowOf('Heart Warriors');
    // First the selection column (its header is the select-all checkbox).
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '',
      '#',
      'Image',
      'Group Name',
      'Pending Requests',
      'Country',
      'Membership',
      'Publish',
      'Actions',
    ]);
    expect(within(row).getByRole('link', { name: 'Heart Warriors' })).toHaveAttribute(
      'href',
      '/groups/g-heart',
    );
    expect(within(row).getByRole('link', { name: 'View List' })).toHaveAttribute(
      'href',
      '/groups/g-heart/pending',
    );
    expect(row).toHaveTextContent('India');
    const badge = within(row).getByText('Gold').closest('.MuiChip-root')!;
    expect(cascadedColour(badge, 'backgroundColor')).toBe('rgb(255, 215, 0)');
    expect(within(row).getByRole('switch', { name: /^Publish: / })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Add New Group' })).toHaveAttribute('href', '/groups/create');
    expect(namesShown()).toEqual(['Heart Warriors', 'Sugar Smart Circle']);
  });

  it('publishes a group with the spec message', async () => {
    const { dataProvider, notifications } = render();
    await userEvent.click(
      within(await rowOf('Sugar Smart Circle')).getByRole('switch', { name: 'Publish: Sugar Smart Circle' }),
    );
    expect(dataProvider.toggleStatus).toHaveBeenCalledWith(
      'groups',
      expect.objectContaining({ id: 'g-sugar', value: true }),
    );
    await waitFor(() =>
      expect(notifications()).toEqual([
        { text: 'WSGs status updated successfully.', type: 'success', duration: 3000 },
      ]),
    );
  });

  it("opens the group's members from the row menu", async () => {
    const { location } = render();
    await userEvent.click(
      within(await rowOf('Heart Warriors')).getByRole('button', { name: 'Actions: Heart Warriors' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'List of Members' }));
    await waitFor(() => expect(location().pathname).toBe('/groups/g-heart/members'));
  });

  it('searches by name, country, category and membership', async () => {
    render();
    await rowOf('Heart Warriors');
    await userEvent.type(screen.getByPlaceholderText('Search'), 'silver');
    await waitFor(() => expect(namesShown()).toEqual(['Sugar Smart Circle']), SLOW);
    await userEvent.clear(screen.getByPlaceholderText('Search'));
    await userEvent.type(screen.getByPlaceholderText('Search'), 'heart health');
    await waitFor(() => expect(namesShown()).toEqual(['Heart Warriors']), SLOW);
  });

  it('shows the empty and error texts', async () => {
    const { unmount } = render({ groups: [] });
    expect(await screen.findByText('There are no WSGs!')).toBeInTheDocument();
    unmount();
    const dataProvider = fakeDataProvider({ groups });
    dataProvider.getList.mockRejectedValue(new Error('down'));
    renderWithAdmin(list, { dataProvider, url: '/groups' });
    expect(await screen.findByText('Oops something bad happened!', {}, SLOW)).toBeInTheDocument();
  });

  it("downloads 'Wsgs Table Data', formula-safe", async () => {
    const hostile = { ...groups[1], id: 'g-evil', name: '=cmd()' };
    render({ groups: [...groups, hostile] });
    await rowOf('Heart Warriors');
    download = captureCsvDownload();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(download!.names).toEqual(['Wsgs Table Data.csv']));
    const [header, ...rows] = Papa.parse<string[]>((await download.text()).trim()).data;
    expect(header).toEqual([
      'Group Name',
      'Category',
      'Country',
      'State',
      'City',
      'Membership',
      'Number of Members',
      'Joined Members',
      'Published',
      'Group Link',
    ]);
    expect(rows.find((row) => row[0] === 'Heart Warriors')).toEqual([
      'Heart Warriors',
      'Heart Health',
      'India',
      'Maharashtra',
      'Pune',
      'Gold',
      '3',
      '2',
      'Yes',
      'https://meet.example.org/heart',
    ]);
    expect(rows.map((row) => row[0])).toContain("'=cmd()");
  });
});
