import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MultimediaCreate } from '../../../src/resources/multimedia/MultimediaCreate';
import { MultimediaEdit } from '../../../src/resources/multimedia/MultimediaEdit';
import { renderResourceForm, input, combobox, fileInput, chooseMany } from '../../helpers/resourceForm';
import { multimedia } from '../contentFixtures';
import { packages } from '../fixtures';
import { fill } from '../../helpers/fill';
import { fileNamed } from '../../helpers/files';

const renderForm = (url: string) =>
  renderResourceForm(
    'multimedia',
    { create: MultimediaCreate, edit: MultimediaEdit },
    { multimedia, packages },
    url,
  );

const png = (bytes = 1) => fileNamed('cover.png', 'image/png', bytes);
const publish = () => userEvent.click(screen.getByRole('button', { name: 'Publish' }));
const addChips = async (label: string, ...values: string[]) => {
  for (const value of values) await userEvent.type(input(label), `${value}{Enter}`);
};

const fillRequired = async () => {
  await fill(input('Title'), 'Evening Walk');
  await chooseMany('Type', 'Video');
  await fill(input('Description'), 'A calm walk.');
  await chooseMany('Category', 'Diet', 'Heart Health');
  await chooseMany('Membership', 'Gold');
  await userEvent.upload(fileInput(), png());
};

/** A form filled field by field and saved: ~10 s alone, three times that on a loaded 2-core machine. */
const FORM_TEST_MS = 60_000;

describe('MultimediaCreate', { timeout: FORM_TEST_MS }, () => {
  it("shows 'Create New Multimedia' with Publish, audio or video, and active packages only", async () => {
    renderForm('/multimedia/create');
    expect(await screen.findByText('Create New Multimedia')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    await userEvent.click(await combobox('Type'));
    const types = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(types.map((option) => option.textContent)).toEqual(expect.arrayContaining(['Audio', 'Video']));
    expect(types.map((option) => option.textContent)).not.toContain('Podcast');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await combobox('Membership'));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Gold' })).toBeInTheDocument();
    expect(within(listbox).queryByRole('option', { name: 'Silver' })).not.toBeInTheDocument();
  });

  it('asks for title, type, description, a category, the membership and the cover', async () => {
    const { dataProvider } = renderForm('/multimedia/create');
    await screen.findByText('Create New Multimedia');
    await userEvent.type(input('Speaker Name'), 'Lina Okafor{Enter}');
    await publish();
    expect(await screen.findAllByText('This field is required')).toHaveLength(6);
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('refuses a cover that is not JPG, PNG or JPEG, or larger than 2 MB', async () => {
    renderForm('/multimedia/create');
    await screen.findByText('Create New Multimedia');
    await userEvent.upload(fileInput(), new File(['x'], 'cover.gif', { type: 'image/gif' }));
    await publish();
    expect(await screen.findByText('Image type should be JPG, PNG or JPEG')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.upload(fileInput(), png(2_000_001));
    expect(await screen.findByText('The file is larger than 2 MB')).toBeInTheDocument();
  });

  it('publishes with the chips as lists, the messages, then the list', async () => {
    const { dataProvider, notifications, location } = renderForm('/multimedia/create');
    await screen.findByText('Create New Multimedia');
    await fillRequired();
    await addChips('Speaker Name', 'Dr. Asha Rao');
    await addChips('Tags', 'daily', 'quick');
    // A tag typed without Enter is kept when the field loses focus.
    await fill(input('Meta Tags'), 'walking');
    await publish();

    await waitFor(() => expect(location().pathname).toBe('/multimedia'));
    expect(dataProvider.create).toHaveBeenCalledWith('multimedia', {
      data: expect.objectContaining({
        multimediaTitle: 'Evening Walk',
        multimediaType: 'video',
        multiDescription: 'A calm walk.',
        category: ['Diet', 'Heart Health'],
        membership: 'pkg-gold',
        speakerName: ['Dr. Asha Rao'],
        tags: ['daily', 'quick'],
        metaTags: ['walking'],
        file: expect.objectContaining({ rawFile: expect.any(File) }),
      }),
    });
    expect(notifications()).toEqual([
      { text: 'Multimedia is being added', type: 'info', duration: 60000 },
      { text: 'Multimedia added successfully', type: 'success', duration: undefined },
    ]);
  });

  it('keeps everything, the cover included, and shows the server text when publishing fails', async () => {
    const { dataProvider, notifications, location } = renderForm('/multimedia/create');
    dataProvider.create.mockRejectedValueOnce(new Error('No package found.'));
    await screen.findByText('Create New Multimedia');
    await fillRequired();
    await publish();
    await waitFor(() =>
      expect(notifications().at(-1)).toMatchObject({ text: 'No package found.', type: 'error' }),
    );
    expect(location().pathname).toBe('/multimedia/create');
    expect(input('Title')).toHaveValue('Evening Walk');
    expect(screen.getByRole('img', { name: 'cover.png' })).toBeInTheDocument();
  });
});

describe('MultimediaEdit', { timeout: FORM_TEST_MS }, () => {
  it("loads 'Update Multimedia' with the type locked, the chips and the cover; the cover is optional", async () => {
    const { dataProvider, notifications, location } = renderForm('/multimedia/mm-breath');
    expect(await screen.findByText('Update Multimedia')).toBeInTheDocument();
    await waitFor(() => expect(input('Title')).toHaveValue('Guided Breathing'));
    const type = await combobox('Type');
    expect(type).toHaveTextContent('Audio');
    expect(type).toHaveAttribute('aria-disabled', 'true');
    for (const chip of ['Lifestyle', 'Diet', 'daily', 'calm', 'Dr. Asha Rao']) {
      expect(screen.getByText(chip)).toBeInTheDocument();
    }
    expect(document.querySelector('img[src="/public/uploads/content/breath.png"]')).not.toBeNull();

    await userEvent.clear(input('Title'));
    await fill(input('Title'), 'Guided Breathing 2');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(location().pathname).toBe('/multimedia'));
    const [, params] = dataProvider.update.mock.calls[0];
    expect(params).toMatchObject({ id: 'mm-breath', data: { multimediaTitle: 'Guided Breathing 2' } });
    expect(params.previousData.type).toBe('audio');
    expect(notifications().map((n) => n.text)).toEqual([
      'Multimedia is being updated',
      'Multimedia updated successfully',
    ]);
  });

  it('shows the error when the item cannot be loaded', async () => {
    const { notifications } = renderForm('/multimedia/unknown');
    expect(await screen.findByText('Oops something bad happened!')).toBeInTheDocument();
    expect(notifications()).toEqual([{ text: 'No document found', type: 'error', duration: undefined }]);
  });
});
