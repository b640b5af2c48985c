import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { IncompleteMemberList, MembersByPackageList } from '../../../src/resources/members/screens';
import { MemberList } from '../../../src/resources/members/MemberList';
import { fakeDataProvider, type Collections } from '../../helpers/fakeDataProvider';
import { cascadedColour } from '../../helpers/computedStyle';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { captureCsvDownload } from '../captureCsvDownload';
import { members, packages } from '../fixtures';

const render = (ui: React.ReactElement, url: string, collections: Collections = { members, packages }) => {
  const dataProvider = fakeDataProvider(collections);
  return { dataProvider, ...renderWithAdmin(ui, { dataProvider, url }) };
};
const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;
const namesShown = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[3].textContent); // after the selection and index cells, the picture

/** Re-rendering a 25-row table after a search or sort takes a while under the test DOM. */
const SLOW = { timeout: 4000 };

let download: ReturnType<typeof captureCsvDownload> | undefined;
afterEach(() => download?.restore());

describe('MemberList', { timeout: 20_000 }, () => {
  it('lists members with a package, with the incomplete count badge and add button', async () => {
    render(<MemberList />, '/members');
    expect(await screen.findByText('Members List')).toBeInTheDocument();
    await rowOf('Ann Archer');
    expect(namesShown()).toEqual(['Ann Archer', 'Bob Baker']);
    const incomplete = screen.getByRole('link', { name: 'Incomplete Members' });
    expect(incomplete).toHaveAttribute('href', '/incomplete/members');
    await waitFor(() => expect(incomplete.parentElement).toHaveTextContent('2'));
    expect(screen.getByRole('link', { name: 'Add New Member' })).toHaveAttribute('href', '/members/create');
  });

  it('shows every column: picture fallback, new-tab name, dates, coloured membership badge', async () => {
    render(<MemberList />, '/members');
    const row = await rowOf('Ann Archer');
    const name = within(row).getByRole('link', { name: 'Ann Archer' });
    expect(name).toHaveAttribute('href', '/members/m-ann');
    expect(name).toHaveAttribute('target', '_blank');
    expect(within(row).getByRole('img', { name: 'Ann Archer' })).toHaveAttribute(
      'src',
      '/images/default-avatar.svg',
    );
    expect(row).toHaveTextContent('m-ann@example.com');
    expect(row).toHaveTextContent('03-05-2024');
    expect(row).toHaveTextContent('03-06-2024');
    const badge = within(row).getByText('Gold').closest('.MuiChip-root')!;
    expect(cascadedColour(badge, 'backgroundColor')).toBe('rgb(255, 215, 0)');
  });

  it('toggles a member status with the spec message', async () => {
    const { dataProvider, notifications } = render(<MemberList />, '/members');
    const toggle = within(await rowOf('Bob Baker')).getByRole('switch', { name: 'Status: Bob Baker' });
    await userEvent.click(toggle);
    expect(dataProvider.toggleStatus).toHaveBeenCalledWith(
      'members',
      expect.objectContaining({ id: 'm-bob', value: true }),
    );
    await waitFor(() =>
      expect(notifications()).toEqual([
        { text: 'Members status updated successfully.', type: 'success', duration: 3000 },
      ]),
    );
  });

  it("opens a member's transaction summary in a new tab from the row menu", async () => {
    render(<MemberList />, '/members');
    await userEvent.click(
      within(await rowOf('Ann Archer')).getByRole('button', { name: 'Actions: Ann Archer' }),
    );
    const item = await screen.findByRole('menuitem', { name: 'Transaction Summary' });
    expect(item).toHaveAttribute('href', '/members/m-ann/transactions');
    expect(item).toHaveAttribute('target', '_blank');
  });

  it('searches name, email, country and package name, ignoring case', async () => {
    render(<MemberList />, '/members');
    await rowOf('Ann Archer');
    await userEvent.type(screen.getByPlaceholderText('Search'), 'INDIA');
    await waitFor(() => expect(namesShown()).toEqual(['Bob Baker']), SLOW);
    await userEvent.clear(screen.getByPlaceholderText('Search'));
    await userEvent.type(screen.getByPlaceholderText('Search'), 'gold');
    await waitFor(() => expect(namesShown()).toEqual(['Ann Archer']), SLOW);
  });

  it('sorts descending on the first click of a column', async () => {
    render(<MemberList />, '/members');
    await rowOf('Ann Archer');
    await userEvent.click(screen.getByRole('button', { name: /sort by email/i }));
    await waitFor(() => expect(namesShown()).toEqual(['Bob Baker', 'Ann Archer']), SLOW);
  });

  it('shows the empty and error texts', async () => {
    const { unmount } = render(<MemberList />, '/members', { members: [], packages });
    expect(await screen.findByText('There are no members!')).toBeInTheDocument();
    unmount();
    const dataProvider = fakeDataProvider({ members, packages });
    dataProvider.getList.mockRejectedValue(new Error('down'));
    renderWithAdmin(<MemberList />, { dataProvider, url: '/members' });
    expect(await screen.findByText('Oops something bad happened!', {}, SLOW)).toBeInTheDocument();
  });

  it('exports the selected members only, in the Members file, and offers Activate / Deactivate', async () => {
    render(<MemberList />, '/members');
    await rowOf('Ann Archer');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select: Bob Baker' }));
    expect(screen.getByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    download = captureCsvDownload();
    await userEvent.click(screen.getByRole('button', { name: 'Export selected' }));
    await waitFor(() => expect(download!.names).toEqual(['Members.csv']));
    const [header, ...rows] = Papa.parse<string[]>((await download.text()).trim()).data;
    expect(header?.[0]).toBe('Name');
    expect(header).toHaveLength(10);
    expect(rows.map((row) => row[0])).toEqual(['Bob Baker']);
  });

  it('downloads what it shows (search and sort, every page), formula-safe, with the active columns', async () => {
    const hostile = {
      ...members[0],
      id: 'm-evil',
      name: '=HYPERLINK("http://x","y")',
      email: 'evil@example.com',
    };
    render(<MemberList />, '/members', { members: [...members, hostile], packages });
    await rowOf('Ann Archer');
    await userEvent.type(screen.getByPlaceholderText('Search'), 'gold');
    await waitFor(() => expect(namesShown()).toHaveLength(2), SLOW);
    await userEvent.click(screen.getByRole('button', { name: /sort by email/i }));
    await waitFor(() => expect(namesShown()).toEqual(['Ann Archer', '=HYPERLINK("http://x","y")']), SLOW);
    download = captureCsvDownload();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(download!.names).toEqual(['Members.csv']));
    const [header, ...rows] = Papa.parse<string[]>((await download.text()).trim()).data;
    expect(header).toEqual([
      'Name',
      'Email',
      'Phone No',
      'Gender',
      'Membership',
      'City',
      'Country',
      'Registration Date',
      'Age Group',
      'Membership Start Date',
    ]);
    expect(rows.map((row) => row[0])).toEqual(['Ann Archer', '\'=HYPERLINK("http://x","y")']);
    expect(rows[0]).toEqual([
      'Ann Archer',
      'm-ann@example.com',
      '(+1) 5551234',
      'Female',
      'Gold',
      'Austin',
      'United States',
      '03-05-2024',
      '30-50',
      '03-06-2024',
    ]);
  });
});

describe('IncompleteMemberList', { timeout: 20_000 }, () => {
  it('lists members without a package, newest first, with the active count badge', async () => {
    render(<IncompleteMemberList />, '/incomplete/members');
    expect(await screen.findByText('Incomplete Members List')).toBeInTheDocument();
    await rowOf('Dan Dale');
    expect(namesShown()).toEqual(['Dan Dale', 'Cat Cole']);
    const active = screen.getByRole('link', { name: 'Active Members' });
    expect(active).toHaveAttribute('href', '/members');
    await waitFor(() => expect(active.parentElement).toHaveTextContent('2'));
    expect(screen.queryByRole('link', { name: 'Add New Member' })).not.toBeInTheDocument();
    // First the selection column (its header is the select-all checkbox).
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '',
      '#',
      'Image',
      'Name',
      'Email',
      'City',
      'Country',
      'Registration Date',
    ]);
  });

  it('downloads the incomplete columns', async () => {
    render(<IncompleteMemberList />, '/incomplete/members');
    await rowOf('Dan Dale');
    download = captureCsvDownload();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(download!.names).toEqual(['Members.csv']));
    const [header, first] = Papa.parse<string[]>((await download.text()).trim()).data;
    expect(header).toEqual(['Name', 'Email', 'City', 'Country', 'Registration Date']);
    expect(first).toEqual(['Dan Dale', 'm-dan@example.com', 'Austin', 'United States', '04-01-2024']);
  });
});

describe('MembersByPackageList', { timeout: 20_000 }, () => {
  it("shows only the package's members", async () => {
    render(<MembersByPackageList />, '/members/filtered-by-package?packageId=pkg-silver');
    await rowOf('Bob Baker');
    expect(namesShown()).toEqual(['Bob Baker']);
  });

  it('changes the package of the selected members in a dialog offering the active packages', async () => {
    const { dataProvider, notifications } = render(<MemberList />, '/members');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select: Ann Archer' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select: Bob Baker' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change package' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the package of 2 members' });
    await userEvent.click(await within(dialog).findByRole('combobox', { name: /^Package/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    // Silver is retired: only active packages are offered (spec 1 §5).
    expect(options).toEqual(['Gold']);
    await userEvent.click(screen.getByRole('option', { name: 'Gold' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change package' }));
    await waitFor(() =>
      expect(dataProvider.actMany).toHaveBeenCalledWith(
        'members',
        'changePackage',
        expect.objectContaining({ ids: ['m-ann', 'm-bob'], data: { membershipPackage: 'pkg-gold' } }),
      ),
    );
    await waitFor(() =>
      expect(notifications()).toContainEqual(
        expect.objectContaining({ text: 'Package changed for 2 members' }),
      ),
    );
  });
});
