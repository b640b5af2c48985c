import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { AdminContext, HttpError } from 'react-admin';
import type { UploadOptions } from '../../../src/api/types';
import { UploadProgressDialog } from '../../../src/components/upload/UploadProgressDialog';
import { useUpload, type UploadSender } from '../../../src/components/upload/useUpload';
import { testI18nProvider } from '../../helpers/testI18nProvider';

/** A sender the test drives by hand: report progress, resolve, reject; it honours the abort signal. */
function controllableSender() {
  const calls: {
    options: Required<UploadOptions>;
    resolve: (v: string) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const send: UploadSender<string> = (options) =>
    new Promise<string>((resolve, reject) => {
      options.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      calls.push({ options, resolve, reject });
    });
  return { send: vi.fn(send), calls };
}

describe('useUpload', () => {
  it('start → progress → success, calling onSuccess with the answer', async () => {
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useUpload<string>({ onSuccess }));
    const sender = controllableSender();
    act(() => result.current.start(sender.send));
    expect(result.current.state).toEqual({ status: 'uploading', percent: 0 });
    act(() => sender.calls[0].options.onProgress(37));
    expect(result.current.state).toEqual({ status: 'uploading', percent: 37 });
    act(() => sender.calls[0].options.onProgress(100));
    await act(async () => sender.calls[0].resolve('stored'));
    expect(result.current.state).toEqual({ status: 'success' });
    expect(onSuccess).toHaveBeenCalledWith('stored');
  });

  it('start → failure with the error text, then retry sends the same file again', async () => {
    const { result } = renderHook(() => useUpload<string>());
    const sender = controllableSender();
    act(() => result.current.start(sender.send));
    await act(async () => sender.calls[0].reject(new Error('Server Error')));
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'failed', error: { message: 'Server Error' } }),
    );

    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'uploading', percent: 0 });
    expect(sender.send).toHaveBeenCalledTimes(2);
    await act(async () => sender.calls[1].resolve('ok'));
    expect(result.current.state).toEqual({ status: 'success' });
  });

  it('cancel aborts the request and a late answer of that attempt changes nothing', async () => {
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useUpload<string>({ onSuccess }));
    const sender = controllableSender();
    act(() => result.current.start(sender.send));
    act(() => result.current.cancel());
    expect(sender.calls[0].options.signal.aborted).toBe(true);
    expect(result.current.state).toEqual({ status: 'cancelled' });
    await act(async () => {
      sender.calls[0].options.onProgress(80);
      sender.calls[0].resolve('late');
    });
    expect(result.current.state).toEqual({ status: 'cancelled' });
    expect(onSuccess).not.toHaveBeenCalled();

    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'uploading', percent: 0 });
  });

  it('a cancel after the request failed, while the failure is being worded, leaves the failure shown', async () => {
    const { result } = renderHook(() => useUpload<string>());
    const sender = controllableSender();
    act(() => result.current.start(sender.send));
    await act(async () => {
      sender.calls[0].reject(new Error('Server Error'));
      // The rejection reaches useUpload a tick later; the wording (a dynamic import) takes longer.
      await Promise.resolve();
      await Promise.resolve();
      expect(result.current.state.status).toBe('uploading');
      result.current.cancel();
    });
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'failed', error: { message: 'Server Error' } }),
    );
    expect(sender.calls[0].options.signal.aborted).toBe(false);
  });

  it("a cancel while the failure is being worded shows it at once in the server's words, then worded", async () => {
    const { result } = renderHook(() => useUpload<string>({ resource: 'multimedia' }));
    const sender = controllableSender();
    const refusal = '"upload" is not a valid mp4 file.';
    act(() => result.current.start(sender.send));
    act(() => sender.calls[0].reject(new HttpError(refusal, 400)));
    // The rejection reaches useUpload a tick later; the wording (a dynamic import) takes longer, and would take
    // for ever on a stalled network: the Cancel does not wait for it.
    await Promise.resolve();
    await Promise.resolve();
    expect(result.current.state.status).toBe('uploading');
    act(() => result.current.cancel());
    expect(result.current.state).toEqual({ status: 'failed', error: { message: refusal } });
    await waitFor(() =>
      expect(result.current.state).toMatchObject({
        status: 'failed',
        error: { message: 'app.serverErrors.file_content', messageArgs: { type: 'mp4' } },
      }),
    );
    expect(sender.calls[0].options.signal.aborted).toBe(false);
  });

  it("says a proxy's 413 page as a file too large for the server, in the admin's language, not by the page's words", async () => {
    const sender = controllableSender();
    const Upload = () => {
      const upload = useUpload<string>({ resource: 'multimedia' });
      return (
        <>
          <button onClick={() => upload.start(sender.send)}>send</button>
          <UploadProgressDialog
            state={upload.state}
            title="app.content.multimedia.uploading"
            onCancel={upload.cancel}
            onRetry={upload.retry}
            onClose={upload.reset}
          />
        </>
      );
    };
    render(
      <AdminContext i18nProvider={testI18nProvider}>
        <Upload />
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    const page = '<html><head><title>413 Request Entity Too Large</title></head><body>nginx</body></html>';
    await act(async () =>
      sender.calls[0].reject(new HttpError('413 Request Entity Too Large nginx', 413, page)),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The upload failed. The file is too large for the server to accept (error 413).',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent(/nginx|Entity/);
  });

  it('an abort reported by the request itself is a cancel, not a failure', async () => {
    const { result } = renderHook(() => useUpload<string>());
    const sender = controllableSender();
    act(() => result.current.start(sender.send));
    await act(async () => sender.calls[0].reject(new DOMException('gone', 'AbortError')));
    expect(result.current.state).toEqual({ status: 'cancelled' });
  });

  it('reset goes back to idle and aborts; unmounting aborts too', () => {
    const { result, unmount } = renderHook(() => useUpload<string>());
    const sender = controllableSender();
    act(() => result.current.start(sender.send));
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ status: 'idle' });
    expect(sender.calls[0].options.signal.aborted).toBe(true);
    act(() => result.current.start(sender.send));
    unmount();
    expect(sender.calls[1].options.signal.aborted).toBe(true);
  });
});

describe('UploadProgressDialog', () => {
  const renderDialog = (state: Parameters<typeof UploadProgressDialog>[0]['state']) => {
    const handlers = { onCancel: vi.fn(), onRetry: vi.fn(), onClose: vi.fn() };
    render(
      <AdminContext i18nProvider={testI18nProvider}>
        <UploadProgressDialog state={state} title="app.content.multimedia.uploading" {...handlers} />
      </AdminContext>,
    );
    return handlers;
  };

  it("shows the percentage, 'Uploaded...' and Cancel while uploading", () => {
    const { onCancel } = renderDialog({ status: 'uploading', percent: 45 });
    expect(screen.getByRole('dialog', { name: 'Multimedia is being uploaded' })).toBeInTheDocument();
    expect(screen.getByText('45%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    expect(screen.getByText('Uploaded...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('shows the error with Retry and Close after a failure', () => {
    const { onRetry, onClose } = renderDialog({ status: 'failed', error: { message: 'Server Error' } });
    expect(screen.getByRole('dialog', { name: 'Upload failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The upload failed. Server Error');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('offers Retry after a cancel', () => {
    renderDialog({ status: 'cancelled' });
    expect(screen.getByRole('dialog', { name: 'Upload cancelled' })).toBeInTheDocument();
    expect(screen.getByText(/The upload was cancelled/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('stays at 100% with no action on success, while the screen moves on', () => {
    renderDialog({ status: 'success' });
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.getByText('Uploaded...')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is closed when idle', () => {
    renderDialog({ status: 'idle' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
