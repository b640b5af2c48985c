import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider, type RaRecord } from 'react-admin';
import { Route, Routes } from 'react-router';
import type { ActionParams, UploadOptions } from '../../../src/api/types';
import { SpotlightVideoCreate } from '../../../src/resources/spotlightVideos/SpotlightVideoCreate';
import { SpotlightVideoList } from '../../../src/resources/spotlightVideos/SpotlightVideoList';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { heroes } from '../heroes/heroFixtures';
import { fill } from '../../helpers/fill';
import { fileNamed } from '../../helpers/files';

const video = (hero: string, name: string, title: string, key: string): RaRecord => ({
  id: `${hero}:${key}`,
  uuid: hero,
  healthHeroUuid: hero,
  name,
  image: null,
  title,
  video: `https://spotlight.s3.example.com/${key}`,
  videoKey: key,
});

const spotlightVideos = [
  video('h-ann', 'Ann Archer', 'Beating cancer', 'video-1.mp4'),
  video('h-ann', 'Ann Archer', '', 'video-2.mp4'),
  video('h-bob', 'Bob Baker', 'Heart first', 'video-3.mkv'),
];
/** Cat, an active hero whose category is Reversal. */
const cat = { ...heroes[0], id: 'h-cat', userUuid: 'm-cat', name: 'Cat Cole', category: 'Reversal' };

interface UploadCall {
  params: ActionParams;
  options: Required<UploadOptions>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

const render = (url: string, videos: RaRecord[] = spotlightVideos) => {
  const dataProvider = fakeDataProvider({ spotlightVideos: videos, heroes: [...heroes, cat] });
  const uploads: UploadCall[] = [];
  dataProvider.upload.mockImplementation(
    (_resource: string, _action: string, params: ActionParams, options: Required<UploadOptions>) =>
      new Promise((resolve, reject) => {
        options.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        uploads.push({ params, options, resolve: () => resolve({ data: null }), reject });
      }),
  );
  const view = renderWithAdmin(
    <ResourceContextProvider value="spotlightVideos">
      <Routes>
        <Route path="/spotlightVideos" element={<SpotlightVideoList />} />
        <Route path="/spotlightVideos/create" element={<SpotlightVideoCreate />} />
      </Routes>
    </ResourceContextProvider>,
    { dataProvider, url },
  );
  return { dataProvider, uploads, ...view };
};

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const heroBox = () => screen.findByRole('combobox', { name: /^Health Hero/ });
const fillForm = async (file: File) => {
  await fill(await heroBox(), 'Cole');
  await userEvent.click(await screen.findByRole('option', { name: 'Cat Cole (Reversal)' }));
  await fill(screen.getByLabelText(/^Title/), 'My story');
  await userEvent.upload(fileInput(), file, { applyAccept: false });
};
const mp4 = () => fileNamed('story.mp4', 'video/mp4');

describe('SpotlightVideoList', { timeout: 20_000 }, () => {
  it('lists titled videos only, with the upload button', async () => {
    render('/spotlightVideos');
    expect(await screen.findByText('Beating cancer')).toBeInTheDocument();
    expect(screen.getByText('Heart first')).toBeInTheDocument();
    // The untitled video is not listed.
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Upload New Spotlight Video' })).toHaveAttribute(
      'href',
      '/spotlightVideos/create',
    );
    const row = screen.getByText('Beating cancer').closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Watch' })).toHaveAttribute(
      'href',
      'https://spotlight.s3.example.com/video-1.mp4',
    );
  });

  it('deletes a video after the confirmation', async () => {
    const { dataProvider, notifications } = render('/spotlightVideos');
    const row = (await screen.findByText('Heart first')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete: Heart first' }));
    expect(
      await screen.findByText('Are you sure you want to delete this Spotlight Video ?'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('Heart first')).not.toBeInTheDocument());
    expect(dataProvider.delete).toHaveBeenCalledWith(
      'spotlightVideos',
      expect.objectContaining({ id: 'h-bob:video-3.mkv' }),
    );
    expect(notifications()).toContainEqual(
      expect.objectContaining({
        text: 'Spotlight Video deleted successfully.',
        type: 'success',
        duration: 3000,
      }),
    );
  });

  it('says when there is no titled video', async () => {
    render('/spotlightVideos', [spotlightVideos[1]]);
    expect(await screen.findByText('There are no Spotlight Video!')).toBeInTheDocument();
  });
});

describe('SpotlightVideoCreate', { timeout: 30_000 }, () => {
  it("offers active heroes by name or category, and says 'No result found!'", async () => {
    render('/spotlightVideos/create');
    expect(await screen.findByText('Upload New Spotlight Video')).toBeInTheDocument();
    await fill(await heroBox(), 'revers');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Cat Cole (Reversal)',
      ]),
    );
    await userEvent.clear(await heroBox());
    // Bob is inactive.
    await fill(await heroBox(), 'Bob');
    expect(await screen.findByText('No result found!')).toBeInTheDocument();
  });

  it('requires every field and an mp4 or mkv video', async () => {
    const { dataProvider } = render('/spotlightVideos/create');
    await fill(screen.getByLabelText(/^Title/), ' ');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    await userEvent.upload(fileInput(), new File(['x'], 'story.avi', { type: 'video/x-msvideo' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('Video type should be mp4 or mkv')).toBeInTheDocument();
    expect(dataProvider.upload).not.toHaveBeenCalled();
  });

  it('uploads with the progress overlay, then goes back to the list', async () => {
    const { uploads, notifications, location } = render('/spotlightVideos/create');
    await fillForm(mp4());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0].params).toEqual({
      data: { healthHeroUuid: 'h-cat', title: 'My story' },
      file: expect.any(File),
    });
    uploads[0].options.onProgress(42);
    expect(await screen.findByText('42%')).toBeInTheDocument();
    expect(screen.getByText('Spotlight Video is being uploaded')).toBeInTheDocument();
    uploads[0].resolve();
    await waitFor(() => expect(location().pathname).toBe('/spotlightVideos'));
    expect(notifications()).toContainEqual(
      expect.objectContaining({ text: 'Spotlight Video uploaded successfully', type: 'success' }),
    );
  });

  it('cancels, then retries the same file; a failure keeps the form', async () => {
    const { uploads } = render('/spotlightVideos/create');
    await fillForm(mp4());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(uploads[0].options.signal.aborted).toBe(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads[1].params.file).toBe(uploads[0].params.file);
    uploads[1].reject(new Error('Unknown hero'));
    expect(await screen.findByText(/Unknown hero/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('My story');
  });
});
