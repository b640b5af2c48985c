import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider, type RaRecord } from 'react-admin';
import { MultimediaList } from '../../../src/resources/multimedia/MultimediaList';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { multimedia } from '../contentFixtures';
import { packages } from '../fixtures';

const renderList = (records: RaRecord[] = multimedia, { listFails = false } = {}) => {
  const dataProvider = fakeDataProvider({ multimedia: records, packages });
  if (listFails) dataProvider.getList.mockRejectedValue(new Error('boom'));
  // The notify action marks the item notified, as the server does.
  dataProvider.act.mockImplementation(async (resource: string, _action: string, { id }: { id: string }) => {
    const { data } = await dataProvider.getOne(resource, { id });
    await dataProvider.update(resource, { id, data: { ...data, notified: true }, previousData: data });
    return { data: null };
  });
  const view = renderWithAdmin(
    <ResourceContextProvider value="multimedia">
      <MultimediaList />
    </ResourceContextProvider>,
    { dataProvider, url: '/multimedia' },
  );
  return { dataProvider, ...view };
};

/** Re-rendering the table after a search takes a while under a loaded test DOM. */
const SLOW = { timeout: 4000 };

const rowOf = async (title: string) => (await screen.findByRole('link', { name: title })).closest('tr')!;
const openMenu = async (title: string) =>
  userEvent.click(within(await rowOf(title)).getByRole('button', { name: `Actions: ${title}` }));

describe('MultimediaList', { timeout: 20_000 }, () => {
  it("shows 'Multimedia List', Create Media, search and 10 rows a page by title", async () => {
    const { dataProvider } = renderList();
    expect(await screen.findByText('Multimedia List')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Media' })).toHaveAttribute('href', '/multimedia/create');
    expect(screen.getByPlaceholderText('Search')).toBeInTheDocument();
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith(
        'multimedia',
        expect.objectContaining({
          pagination: { page: 1, perPage: 10 },
          sort: { field: 'title', order: 'ASC' },
        }),
      ),
    );
  });

  it('shows #, cover, title to the edit form in a new tab, date, type to the file, membership badge, published', async () => {
    renderList();
    const row = await rowOf('Guided Breathing');
    const cells = within(row).getAllByRole('cell').slice(1); // after the selection checkbox
    expect(cells[0]).toHaveTextContent('1');
    expect(within(cells[1]).getByRole('presentation')).toHaveAttribute(
      'src',
      '/public/uploads/content/breath.png',
    );
    const title = within(row).getByRole('link', { name: 'Guided Breathing' });
    expect(title).toHaveAttribute('href', '/multimedia/mm-breath');
    expect(title).toHaveAttribute('target', '_blank');
    expect(cells[3]).toHaveTextContent('Mar 05, 2024');
    const type = within(cells[4]).getByRole('link', { name: 'Audio' });
    expect(type).toHaveAttribute('href', '/public/uploads/content/breath.mp3');
    expect(type).toHaveAttribute('target', '_blank');
    await waitFor(() => expect(cells[5]).toHaveTextContent('Gold'));
    expect(within(cells[6]).getByRole('switch', { name: /^Published: / })).toBeChecked();
  });

  it('shows a type without a file as text, the default cover, and N/A without a package', async () => {
    renderList();
    const cells = within(await rowOf('Sleep Stories'))
      .getAllByRole('cell')
      .slice(1); // after the selection checkbox
    expect(cells[4]).toHaveTextContent('Video');
    expect(within(cells[4]).queryByRole('link')).not.toBeInTheDocument();
    expect(within(cells[1]).getByRole('presentation')).toHaveAttribute('src', '/images/default-cover.svg');
    expect(cells[3]).toHaveTextContent('');
    expect(cells[5]).toHaveTextContent('N/A');
  });

  it("says 'There are no Multimedia!' when empty", async () => {
    renderList([]);
    expect(await screen.findByText('There are no Multimedia!')).toBeInTheDocument();
  });

  it('shows the error text when the list cannot be read', async () => {
    renderList(multimedia, { listFails: true });
    expect(await screen.findByText('Oops something bad happened!')).toBeInTheDocument();
  });

  it('flips Published with the status message', async () => {
    const { dataProvider, notifications } = renderList();
    const row = await rowOf('Morning Stretch');
    await userEvent.click(within(row).getByRole('switch', { name: 'Published: Morning Stretch' }));
    await waitFor(() =>
      expect(dataProvider.toggleStatus).toHaveBeenCalledWith(
        'multimedia',
        expect.objectContaining({ id: 'mm-stretch', value: true }),
      ),
    );
    await waitFor(() =>
      expect(notifications()).toContainEqual({
        text: 'Multimedia status updated successfully.',
        type: 'success',
        duration: 3000,
      }),
    );
  });

  it('offers Upload in a new tab, and Notify Users only while not notified', async () => {
    renderList();
    await openMenu('Guided Breathing');
    expect(screen.getByRole('menuitem', { name: 'Upload' })).toHaveAttribute(
      'href',
      '/multimedia/mm-breath/upload',
    );
    expect(screen.getByRole('menuitem', { name: 'Upload' })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('menuitem', { name: 'Notify Users' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
  });

  it('offers Notify Users only for a published item: not for one switched off', async () => {
    renderList();
    await openMenu('Morning Stretch');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Notify Users' })).not.toBeInTheDocument();
  });

  it('asks first, naming what is sent to whom; No sends nothing', async () => {
    const { dataProvider } = renderList();
    await openMenu('Heart Health Q&A');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Notify Users' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Send a notification to the users?')).toBeInTheDocument();
    expect(
      await within(dialog).findByText(
        'The members of the Gold package will be told that "Heart Health Q&A" is available.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(dataProvider.act).not.toHaveBeenCalled();
    // An item with no package goes to every member.
    await openMenu('Sleep Stories');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Notify Users' }));
    expect(
      await screen.findByText('Every member will be told that "Sleep Stories" is available.'),
    ).toBeInTheDocument();
  });

  it('notifies once on Yes: the message, then the action is gone', async () => {
    const { dataProvider, notifications } = renderList();
    await openMenu('Heart Health Q&A');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Notify Users' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(notifications()).toContainEqual(
        expect.objectContaining({ text: 'Notification sent successfully.', type: 'success' }),
      ),
    );
    expect(dataProvider.act).toHaveBeenCalledWith('multimedia', 'notify', { id: 'mm-talk' });
    await waitFor(async () => {
      await openMenu('Heart Health Q&A');
      expect(screen.queryByRole('menuitem', { name: 'Notify Users' })).not.toBeInTheDocument();
    });
  });

  it("says 'An error occurred, Please try again.' when the notification fails", async () => {
    const { dataProvider, notifications } = renderList();
    dataProvider.act.mockRejectedValueOnce(new Error('Not Found'));
    await openMenu('Heart Health Q&A');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Notify Users' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(notifications()).toContainEqual(
        expect.objectContaining({ text: 'An error occurred, Please try again.', type: 'error' }),
      ),
    );
  });

  it('deletes after the question, with the message; No keeps the item', async () => {
    const { dataProvider, notifications } = renderList();
    await openMenu('Morning Stretch');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this Multimedia ?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(dataProvider.delete).not.toHaveBeenCalled();

    await openMenu('Morning Stretch');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(notifications()).toContainEqual(
        expect.objectContaining({ text: 'Multimedia deleted successfully.', type: 'success' }),
      ),
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Morning Stretch' })).not.toBeInTheDocument(),
    );
  });

  it('searches the items', async () => {
    renderList();
    await rowOf('Guided Breathing');
    await userEvent.type(screen.getByPlaceholderText('Search'), 'sleep');
    await waitFor(
      () => expect(screen.queryByRole('link', { name: 'Guided Breathing' })).not.toBeInTheDocument(),
      SLOW,
    );
    expect(screen.getByRole('link', { name: 'Sleep Stories' })).toBeInTheDocument();
  });
});
