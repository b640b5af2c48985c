import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import type { ActionParams, UploadOptions } from '../../../src/api/types';
import { MultimediaUpload } from '../../../src/resources/multimedia/MultimediaUpload';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { refuseToLeave } from '../../helpers/refuseToLeave';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { multimedia } from '../contentFixtures';
import { packages } from '../fixtures';
import { fileNamed } from '../../helpers/files';

/** Each upload call, with the hooks the screen gave and a way to finish it. */
interface UploadCall {
  action: string;
  params: ActionParams;
  options: Required<UploadOptions>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

const renderUpload = (id: string) => {
  const dataProvider = fakeDataProvider({ multimedia, packages });
  const uploads: UploadCall[] = [];
  dataProvider.upload.mockImplementation(
    (_resource: string, action: string, params: ActionParams, options: Required<UploadOptions>) =>
      new Promise((resolve, reject) => {
        options.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        uploads.push({ action, params, options, resolve: () => resolve({ data: null }), reject });
      }),
  );
  const view = renderWithAdmin(
    <Routes>
      <Route
        path="/multimedia/:id/upload"
        element={
          <>
            <MultimediaUpload />
            <Link to="/multimedia">Elsewhere</Link>
          </>
        }
      />
      <Route path="/multimedia" element={<p>list</p>} />
    </Routes>,
    { dataProvider, url: `/multimedia/${id}/upload` },
  );
  return { dataProvider, uploads, ...view };
};

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const fileOf = (name: string, type: string, size?: number) => {
  const file = fileNamed(name, type);
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};
const mp4 = () => fileOf('talk.mp4', 'video/mp4');
const uploadButton = () => screen.getByRole('button', { name: 'Upload' });

afterEach(() => vi.unstubAllGlobals());

/** The item's upload form sending talk.mp4, the "leave the page?" question answered No. */
async function sendingWithLeaveRefused() {
  const confirm = refuseToLeave();
  const view = renderUpload('mm-stretch');
  await screen.findByText('Upload New Multimedia');
  await userEvent.upload(fileInput(), mp4());
  await userEvent.click(uploadButton());
  await waitFor(() => expect(view.uploads).toHaveLength(1));
  return { confirm, ...view };
}

describe('MultimediaUpload', { timeout: 30_000 }, () => {
  it("shows 'Upload New Multimedia' for the item, with Upload", async () => {
    renderUpload('mm-stretch');
    expect(await screen.findByText('Upload New Multimedia')).toBeInTheDocument();
    expect(screen.getByText('Morning Stretch')).toBeInTheDocument();
    expect(uploadButton()).toBeInTheDocument();
    // The server's limit is said before a file is chosen.
    expect(
      screen.getByText('Allowed types: mp4, mkv, png, mp3, pdf, pptx. At most 200 MB.'),
    ).toBeInTheDocument();
  });

  it("refuses an extension outside the list with the spec's message", async () => {
    const { dataProvider } = renderUpload('mm-stretch');
    await screen.findByText('Upload New Multimedia');
    await userEvent.upload(fileInput(), fileOf('talk.avi', 'video/x-msvideo'));
    await userEvent.click(uploadButton());
    expect(await screen.findByText('Image type should be JPG, PNG or JPEG')).toBeInTheDocument();
    expect(dataProvider.upload).not.toHaveBeenCalled();
  });

  it('refuses an mp3 for a video item', async () => {
    const { dataProvider } = renderUpload('mm-stretch');
    await screen.findByText('Upload New Multimedia');
    await userEvent.upload(fileInput(), fileOf('song.mp3', 'audio/mpeg'));
    await userEvent.click(uploadButton());
    expect(await screen.findByText('Media Type and Uploaded File Type Not Matched')).toBeInTheDocument();
    expect(dataProvider.upload).not.toHaveBeenCalled();
  });

  it('refuses an mp4 for an audio item', async () => {
    const { dataProvider } = renderUpload('mm-talk');
    await screen.findByText('Upload New Multimedia');
    await userEvent.upload(fileInput(), mp4());
    await userEvent.click(uploadButton());
    expect(await screen.findByText('Media Type and Uploaded File Type Not Matched')).toBeInTheDocument();
    expect(dataProvider.upload).not.toHaveBeenCalled();
  });

  it('refuses a file over 200 MB before sending anything', async () => {
    const { dataProvider } = renderUpload('mm-stretch');
    await screen.findByText('Upload New Multimedia');
    await userEvent.upload(fileInput(), fileOf('long.mp4', 'video/mp4', 200_000_001));
    await userEvent.click(uploadButton());
    expect(await screen.findByText('The file is larger than 200 MB')).toBeInTheDocument();
    expect(dataProvider.upload).not.toHaveBeenCalled();
  });

  it("shows 'Media Already Uploaded' with the field disabled when the item has its file", async () => {
    renderUpload('mm-breath');
    expect(await screen.findAllByText('Media Already Uploaded')).not.toHaveLength(0);
    expect(fileInput()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
  });

  it('shows the real percentage and Uploaded..., then the success message and the list', async () => {
    const { uploads, notifications, location } = renderUpload('mm-stretch');
    await screen.findByText('Upload New Multimedia');
    await userEvent.upload(fileInput(), mp4());
    await userEvent.click(uploadButton());

    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0].action).toBe('uploadVideo');
    expect(uploads[0].params).toMatchObject({
      id: 'mm-stretch',
      data: { upload: { rawFile: expect.objectContaining({ name: 'talk.mp4' }) } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Multimedia is being uploaded' });
    expect(within(dialog).getByText('0%')).toBeInTheDocument();
    uploads[0].options.onProgress(63);
    expect(await within(dialog).findByText('63%')).toBeInTheDocument();
    expect(within(dialog).getByText('Uploaded...')).toBeInTheDocument();
    uploads[0].options.onProgress(100);
    expect(await within(dialog).findByText('100%')).toBeInTheDocument();
    uploads[0].resolve();

    await waitFor(() => expect(location().pathname).toBe('/multimedia'));
    expect(notifications()).toContainEqual(
      expect.objectContaining({ text: 'Multimedia uploaded successfully', type: 'success' }),
    );
  });

  it('sends an audio file through the audio upload', async () => {
    const { uploads } = renderUpload('mm-talk');
    await screen.findByText('Upload New Multimedia');
    await userEvent.upload(fileInput(), fileOf('talk.mp3', 'audio/mpeg'));
    await userEvent.click(uploadButton());
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0].action).toBe('uploadAudio');
  });

  it('shows a failure with Retry, which sends the same file again', async () => {
    const { uploads, location } = renderUpload('mm-stretch');
    await screen.findByText('Upload New Multimedia');
    await userEvent.upload(fileInput(), mp4());
    await userEvent.click(uploadButton());
    await waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0].reject(new Error('Server Error'));

    expect(await screen.findByRole('alert')).toHaveTextContent('The upload failed. Server Error');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads[1].params.data).toEqual(uploads[0].params.data);
    uploads[1].resolve();
    await waitFor(() => expect(location().pathname).toBe('/multimedia'));
  });

  it('Cancel aborts the request and keeps the chosen file for another try', async () => {
    const { uploads, location } = renderUpload('mm-stretch');
    await screen.findByText('Upload New Multimedia');
    await userEvent.upload(fileInput(), mp4());
    await userEvent.click(uploadButton());
    await waitFor(() => expect(uploads).toHaveLength(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));

    expect(uploads[0].options.signal.aborted).toBe(true);
    expect(await screen.findByText(/The upload was cancelled/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location().pathname).toBe('/multimedia/mm-stretch/upload');
    expect(screen.getByText('talk.mp4')).toBeInTheDocument();

    await userEvent.click(uploadButton());
    await waitFor(() => expect(uploads).toHaveLength(2));
  });

  it.each([
    ['fails', (call: UploadCall) => call.reject(new Error('Server Error')), 'Close'],
    ['is cancelled', () => undefined, 'Cancel'],
  ])('asks before leaving the chosen file once its upload %s', async (_outcome, settle, button) => {
    const { confirm, uploads, location } = await sendingWithLeaveRefused();
    settle(uploads[0]);
    await userEvent.click(await screen.findByRole('button', { name: button }));
    if (button === 'Cancel') await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(location().pathname).toBe('/multimedia/mm-stretch/upload');
    expect(screen.getByText('talk.mp4')).toBeInTheDocument();
  });

  it('asks before leaving while the file is on its way, and goes to the list once it is stored', async () => {
    const { confirm, uploads, location } = await sendingWithLeaveRefused();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere', hidden: true }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(location().pathname).toBe('/multimedia/mm-stretch/upload');
    expect(uploads[0].options.signal.aborted).toBe(false);
    uploads[0].resolve();
    await waitFor(() => expect(location().pathname).toBe('/multimedia'));
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});
