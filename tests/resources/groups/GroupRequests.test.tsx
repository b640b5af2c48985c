import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { Route, Routes } from 'react-router';
import { GroupMemberList, GroupPendingList } from '../../../src/resources/groups/screens';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { captureCsvDownload } from '../captureCsvDownload';
import { groups, heartMembers, heartRequests } from './groupFixtures';

const render = (url: string, knownGroups = groups) => {
  const dataProvider = fakeDataProvider({
    groups: knownGroups,
    'groupRequests?groupId=g-heart': heartRequests,
    'groupMembers?groupId=g-heart': heartMembers,
  });
  const view = renderWithAdmin(
    <Routes>
      <Route path="/groups/:id/pending" element={<GroupPendingList />} />
      <Route path="/groups/:id/members" element={<GroupMemberList />} />
    </Routes>,
    { dataProvider, url },
  );
  return { dataProvider, ...view };
};
const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;

let download: ReturnType<typeof captureCsvDownload> | undefined;
afterEach(() => download?.restore());

describe('GroupPendingList', { timeout: 20_000 }, () => {
  it("titles the group's pending requests and lists them", async () => {
    render('/groups/g-heart/pending');
    expect(await screen.findByText('Pending Request of Heart Warriors Group')).toBeInTheDocument();
    const row = await rowOf('Cat Cole');
    expect(within(row).getByRole('link', { name: 'Cat Cole' })).toHaveAttribute('href', '/members/m-cat');
    expect(row).toHaveTextContent('m-cat@example.com');
    // First the selection column (its header is the page's select-all checkbox).
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '',
      '#',
      'Image',
      'User Name',
      'Email',
      'City',
      'Country',
      'Phone No',
      'Actions',
    ]);
  });

  it('approves a request after the confirmation; it leaves the list', async () => {
    const { dataProvider, notifications } = render('/groups/g-heart/pending');
    await userEvent.click(within(await rowOf('Cat Cole')).getByRole('button', { name: 'Approve: Cat Cole' }));
    expect(await screen.findByText('Are you sure you want to approve this request ?')).toBeInTheDocument();
    // 'No' sends nothing.
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(dataProvider.act).not.toHaveBeenCalled();
    await userEvent.click(within(await rowOf('Cat Cole')).getByRole('button', { name: 'Approve: Cat Cole' }));
    dataProvider.act.mockImplementationOnce(async () => {
      dataProvider.getList.mockImplementation(async () => ({ data: [heartRequests[1]], total: 1 }));
      return { data: null };
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(notifications()).toContainEqual(
        expect.objectContaining({
          text: 'WSGs request accepted successfully',
          type: 'success',
          duration: 3000,
        }),
      ),
    );
    expect(dataProvider.act).toHaveBeenCalledWith(
      'groupRequests',
      'approve',
      expect.objectContaining({ id: 'g-heart:m-cat' }),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Cat Cole' })).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Dan Dale' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cat Cole' })).not.toBeInTheDocument();
  });

  it("rejects a request after the confirmation, and shows the server's error when it fails", async () => {
    const { dataProvider, notifications } = render('/groups/g-heart/pending');
    dataProvider.act.mockRejectedValueOnce(new Error('Nothing deleted'));
    await userEvent.click(within(await rowOf('Dan Dale')).getByRole('button', { name: 'Reject: Dan Dale' }));
    expect(await screen.findByText('Are you sure you want to reject this request ?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(notifications()).toContainEqual(
        expect.objectContaining({ text: 'Nothing deleted', type: 'error' }),
      ),
    );
    await userEvent.click(within(await rowOf('Dan Dale')).getByRole('button', { name: 'Reject: Dan Dale' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(notifications()).toContainEqual(
        expect.objectContaining({
          text: 'WSGs request rejected successfully',
          type: 'success',
          duration: 3000,
        }),
      ),
    );
    expect(dataProvider.act).toHaveBeenLastCalledWith(
      'groupRequests',
      'reject',
      expect.objectContaining({ id: 'g-heart:m-dan' }),
    );
  });

  it('downloads User, Email, City, Country, Phone No under the group name, formula-safe', async () => {
    render('/groups/g-heart/pending');
    await rowOf('Cat Cole');
    await screen.findByText('Pending Request of Heart Warriors Group');
    download = captureCsvDownload();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(download!.names).toEqual(['Heart Warriors Pending Requests.csv']));
    const rows = Papa.parse<string[]>((await download.text()).trim()).data;
    expect(rows).toEqual([
      ['Heart Warriors'],
      ['User', 'Email', 'City', 'Country', 'Phone No'],
      ['Cat Cole', 'm-cat@example.com', 'Austin', 'India', '5551234'],
      ['Dan Dale', 'm-dan@example.com', 'Austin', 'United States', "'+15550000"],
    ]);
  });

  it('says when there is no pending request', async () => {
    render('/groups/g-sugar/pending');
    expect(await screen.findByText('There are no WSGs Pending Request!')).toBeInTheDocument();
    expect(await screen.findByText('Pending Request of Sugar Smart Circle Group')).toBeInTheDocument();
  });

  it('says why the group could not be read, and still lists its requests (spec 3 §8)', async () => {
    // The fake provider answers 'No document found' for a group it does not hold.
    const { notifications } = render('/groups/g-heart/pending', []);
    expect(await rowOf('Cat Cole')).toHaveTextContent('m-cat@example.com');
    await waitFor(() =>
      expect(notifications()).toContainEqual(
        expect.objectContaining({ text: 'No document found', type: 'error' }),
      ),
    );
  });
});

describe('GroupMemberList', { timeout: 20_000 }, () => {
  it("titles the group's joined users, with 'Add New Member' and their active switch", async () => {
    const { dataProvider, notifications } = render('/groups/g-heart/members');
    expect(await screen.findByText('Wellness Support Group of Heart Warriors')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Member' })).toHaveAttribute(
      'href',
      '/groups/g-heart/members/add',
    );
    const bob = await rowOf('Bob Baker');
    expect(
      within(await rowOf('Ann Archer')).getByRole('switch', { name: 'Status: Ann Archer' }),
    ).toBeChecked();
    const toggle = within(bob).getByRole('switch', { name: 'Status: Bob Baker' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(dataProvider.toggleStatus).toHaveBeenCalledWith(
      'groupMembers',
      expect.objectContaining({ id: 'g-heart:m-bob', value: true }),
    );
    await waitFor(() =>
      expect(notifications()).toEqual([
        { text: 'WSGs user status updated successfully.', type: 'success', duration: 3000 },
      ]),
    );
  });

  it("returns the switch to the server value when the change fails, saying the server's reason", async () => {
    const { dataProvider, notifications } = render('/groups/g-heart/members');
    dataProvider.toggleStatus.mockRejectedValueOnce(new Error('down'));
    const toggle = within(await rowOf('Ann Archer')).getByRole('switch', { name: 'Status: Ann Archer' });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(notifications()).toEqual([{ text: 'down', type: 'error', duration: undefined }]);
  });

  it('downloads the joined users under the group name', async () => {
    render('/groups/g-heart/members');
    await rowOf('Ann Archer');
    await screen.findByText('Wellness Support Group of Heart Warriors');
    download = captureCsvDownload();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(download!.names).toEqual(['Heart Warriors Members.csv']));
    const rows = Papa.parse<string[]>((await download.text()).trim()).data;
    expect(rows.slice(0, 2)).toEqual([['Heart Warriors'], ['User', 'Email', 'City', 'Country', 'Phone No']]);
    expect(rows).toHaveLength(4);
  });

  it('says when nobody joined', async () => {
    render('/groups/g-sugar/members');
    expect(await screen.findByText('There are no Members !')).toBeInTheDocument();
  });
});
