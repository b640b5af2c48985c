import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocumentCreate } from '../../../src/resources/documents/DocumentCreate';
import { DocumentEdit } from '../../../src/resources/documents/DocumentEdit';
import { renderResourceForm, input, combobox, chooseMany } from '../../helpers/resourceForm';
import { documents } from '../contentFixtures';
import { packages } from '../fixtures';
import { fill } from '../../helpers/fill';
import { fileNamed } from '../../helpers/files';

const renderForm = (url: string) =>
  renderResourceForm(
    'documents',
    { create: DocumentCreate, edit: DocumentEdit },
    { documents, packages },
    url,
  );

/** The cover picker comes first, the document picker second. */
const fileInputs = () => document.querySelectorAll<HTMLInputElement>('input[type="file"]');
const fileOf = (name: string, type: string, size?: number) => {
  const file = fileNamed(name, type);
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};
const publish = () => userEvent.click(screen.getByRole('button', { name: 'Publish' }));

const fillRequired = async () => {
  await fill(input('Title'), 'Sleep Guide');
  await fill(input('Description'), 'Better nights.');
  await chooseMany('Category', 'Lifestyle');
  await chooseMany('Membership', 'Gold');
  await userEvent.upload(fileInputs()[0], fileOf('cover.jpg', 'image/jpeg'));
};

/** A form filled field by field and saved: ~10 s alone, three times that on a loaded 2-core machine. */
const FORM_TEST_MS = 60_000;

describe('DocumentCreate', { timeout: FORM_TEST_MS }, () => {
  it("shows 'Upload New Document' with Publish and asks for every required field and both files", async () => {
    const { dataProvider } = renderForm('/documents/create');
    expect(await screen.findByText('Upload New Document')).toBeInTheDocument();
    expect(screen.getByText('Allowed types: jpg, jpeg, png, pdf. At most 20 MB.')).toBeInTheDocument();
    await fill(input('Author Name'), 'Mark');
    await publish();
    // Title, description, category, membership, cover, document.
    expect(await screen.findAllByText('This field is required')).toHaveLength(6);
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it("refuses a document that is not jpg, jpeg, png or pdf with the spec's message, and one over 20 MB", async () => {
    const { dataProvider } = renderForm('/documents/create');
    await screen.findByText('Upload New Document');
    await fillRequired();
    await userEvent.upload(fileInputs()[1], fileOf('deck.pptx', 'application/vnd.ms-powerpoint'));
    await publish();
    expect(await screen.findByText('Type should be JPG, PNG, JPEG or Pdf')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await userEvent.upload(fileInputs()[1], fileOf('big.pdf', 'application/pdf', 20_000_001));
    expect(await screen.findByText('The file is larger than 20 MB')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('publishes a PDF with its cover, then the list', async () => {
    const { dataProvider, notifications, location } = renderForm('/documents/create');
    await screen.findByText('Upload New Document');
    await fillRequired();
    await fill(input('Author Name'), 'Mark Fenton');
    await userEvent.type(input('Tags'), 'sleep{Enter}');
    await userEvent.upload(fileInputs()[1], fileOf('guide.pdf', 'application/pdf'));
    await publish();

    await waitFor(() => expect(location().pathname).toBe('/documents'));
    expect(dataProvider.create).toHaveBeenCalledWith('documents', {
      data: expect.objectContaining({
        documentTitle: 'Sleep Guide',
        documentDescription: 'Better nights.',
        category: ['Lifestyle'],
        membership: 'pkg-gold',
        authorName: 'Mark Fenton',
        tags: ['sleep'],
        file: expect.objectContaining({ rawFile: expect.objectContaining({ name: 'cover.jpg' }) }),
        upload: expect.objectContaining({ rawFile: expect.objectContaining({ name: 'guide.pdf' }) }),
      }),
    });
    expect(notifications().map((n) => n.text)).toEqual([
      'Document is being added',
      'Document added successfully',
    ]);
  });

  it('keeps every value and both files when publishing fails, and publishes them on a second try', async () => {
    const { dataProvider, notifications, location } = renderForm('/documents/create');
    dataProvider.create.mockRejectedValueOnce(new Error('No package found.'));
    await screen.findByText('Upload New Document');
    await fillRequired();
    await userEvent.upload(fileInputs()[1], fileOf('guide.pdf', 'application/pdf'));
    await publish();
    await waitFor(() =>
      expect(notifications().at(-1)).toMatchObject({ text: 'No package found.', type: 'error' }),
    );
    expect(location().pathname).toBe('/documents/create');
    expect(input('Title')).toHaveValue('Sleep Guide');
    expect(screen.getByRole('img', { name: 'cover.jpg' })).toBeInTheDocument();
    expect(screen.getByText('guide.pdf')).toBeInTheDocument();

    await publish();
    await waitFor(() => expect(location().pathname).toBe('/documents'));
    expect(dataProvider.create).toHaveBeenLastCalledWith('documents', {
      data: expect.objectContaining({
        file: expect.objectContaining({ rawFile: expect.objectContaining({ name: 'cover.jpg' }) }),
        upload: expect.objectContaining({ rawFile: expect.objectContaining({ name: 'guide.pdf' }) }),
      }),
    });
  });
});

describe('DocumentEdit', { timeout: FORM_TEST_MS }, () => {
  it("loads 'Update Document' with its type locked, no document picker, and the cover optional", async () => {
    const { dataProvider, location } = renderForm('/documents/doc-diet');
    expect(await screen.findByText('Update Document')).toBeInTheDocument();
    await waitFor(() => expect(input('Title')).toHaveValue('Diet Plan Basics'));
    const type = await combobox('Type');
    expect(type).toHaveTextContent('PDF');
    expect(type).toHaveAttribute('aria-disabled', 'true');
    expect(fileInputs()).toHaveLength(1);
    expect(input('Author Name')).toHaveValue('Mark Fenton');

    await fill(input('Description'), ' Updated.');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(location().pathname).toBe('/documents'));
    expect(dataProvider.update.mock.calls[0][1]).toMatchObject({
      id: 'doc-diet',
      data: { documentDescription: 'About it. Updated.' },
    });
  });
});
