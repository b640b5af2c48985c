import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, ResourceContextProvider, type RaRecord } from 'react-admin';
import { DocumentList } from '../../../src/resources/documents/DocumentList';
import { normaliseDocument } from '../../../src/resources/documents/api';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { documents } from '../contentFixtures';
import { packages } from '../fixtures';

const renderList = (records: RaRecord[] = documents) => {
  const dataProvider = fakeDataProvider({ documents: records, packages });
  const view = renderWithAdmin(
    <ResourceContextProvider value="documents">
      <DocumentList />
    </ResourceContextProvider>,
    { dataProvider, url: '/documents' },
  );
  return { dataProvider, ...view };
};

const rowOf = async (title: string) => (await screen.findByRole('link', { name: title })).closest('tr')!;
const openMenu = async (title: string) =>
  userEvent.click(within(await rowOf(title)).getByRole('button', { name: `Actions: ${title}` }));

describe('DocumentList', { timeout: 20_000 }, () => {
  it("shows 'Document List' with Upload Document, search and 10 rows a page", async () => {
    const { dataProvider } = renderList();
    expect(await screen.findByText('Document List')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload Document' })).toHaveAttribute(
      'href',
      '/documents/create',
    );
    expect(screen.getByPlaceholderText('Search')).toBeInTheDocument();
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith(
        'documents',
        expect.objectContaining({ pagination: { page: 1, perPage: 10 } }),
      ),
    );
  });

  it('shows the same columns: title to the edit form, date, the document in a new tab, membership', async () => {
    renderList();
    const row = await rowOf('Diet Plan Basics');
    const cells = within(row).getAllByRole('cell').slice(1); // after the selection checkbox
    expect(within(row).getByRole('link', { name: 'Diet Plan Basics' })).toHaveAttribute(
      'href',
      '/documents/doc-diet',
    );
    expect(cells[3]).toHaveTextContent('Jan 15, 2024');
    const document = within(cells[4]).getByRole('link', { name: 'PDF' });
    expect(document).toHaveAttribute('href', '/public/uploads/content/diet.pdf');
    expect(document).toHaveAttribute('target', '_blank');
    await waitFor(() => expect(cells[5]).toHaveTextContent('Gold'));
    expect(within(cells[6]).getByRole('switch', { name: /^Published: / })).toBeChecked();
  });

  it("says 'There are no Document!' when empty", async () => {
    renderList([]);
    expect(await screen.findByText('There are no Document!')).toBeInTheDocument();
  });

  it('offers Notify Users while not notified and Delete, but no Upload', async () => {
    renderList();
    await openMenu('Diet Plan Basics');
    expect(screen.getByRole('menuitem', { name: 'Notify Users' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Upload' })).not.toBeInTheDocument();
  });

  it('offers no Notify Users for a draft', async () => {
    const draft = normaliseDocument({
      uuid: 'doc-draft',
      title: 'Draft Guide',
      type: 'pdf',
      membershipType: 'pkg-gold',
      isActive: true,
      isDraft: true,
      notified: false,
    });
    renderList([...documents, draft]);
    await openMenu('Draft Guide');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Notify Users' })).not.toBeInTheDocument();
  });

  it('offers no Notify Users once notified', async () => {
    renderList();
    await openMenu('Walking Guide');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Notify Users' })).not.toBeInTheDocument();
  });

  it("flips Published with 'Document status updated successfully.'", async () => {
    const { notifications } = renderList();
    await userEvent.click(
      within(await rowOf('Walking Guide')).getByRole('switch', { name: 'Published: Walking Guide' }),
    );
    await waitFor(() =>
      expect(notifications()).toContainEqual(
        expect.objectContaining({ text: 'Document status updated successfully.', type: 'success' }),
      ),
    );
  });

  it("deletes after 'Are you sure you want to delete this Document ?'", async () => {
    const { dataProvider, notifications } = renderList();
    await openMenu('Walking Guide');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this Document ?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(notifications()).toContainEqual(
        expect.objectContaining({ text: 'Document deleted successfully.', type: 'success' }),
      ),
    );
    expect(dataProvider.delete).toHaveBeenCalledWith(
      'documents',
      expect.objectContaining({ id: 'doc-walk' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Walking Guide' })).not.toBeInTheDocument(),
    );
  });

  it("says a document deleted meanwhile by another administrator as gone, in the admin's language", async () => {
    const { dataProvider, notifications } = renderList();
    dataProvider.delete.mockRejectedValueOnce(new HttpError('No document found for this uuid.', 404));
    await openMenu('Walking Guide');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(notifications()).toContainEqual(
        expect.objectContaining({
          text: 'This record no longer exists: another administrator may have deleted it.',
          type: 'error',
        }),
      ),
    );
  });
});
