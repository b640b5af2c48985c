/**
 * useLiveChanges (issue 29), the layout's one subscription per session, wired to react-admin: a change heard
 * refetches the open list; a backend without the stream makes the shown lists revalidate when the window regains
 * focus, saying nothing; a stream that ends the session signs out through the auth provider, as a 401 does.
 */
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, memoryStore, useGetList, type AuthProvider } from 'react-admin';
import { ACCESS_TOKEN_KEY } from '../../../src/auth/session';
import { useLiveChanges } from '../../../src/layout/live/useLiveChanges';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { streamAnswer } from '../../helpers/streamAnswer';
import { testI18nProvider } from '../../helpers/testI18nProvider';

const fetchMock = vi.fn<typeof fetch>();

/** The layout's hook beside an open FAQ list. */
const Screen = () => {
  useLiveChanges();
  useGetList('faqs', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' } });
  return null;
};

function renderScreen() {
  const dataProvider = fakeDataProvider({ faqs: [{ id: 'f1', question: 'Why?', answer: 'Because.' }] });
  const authProvider = {
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    checkAuth: vi.fn(async () => undefined),
    // As the app's: a 401 ends the session.
    checkError: vi.fn(async (error: { status?: number }) => {
      if (error?.status === 401) throw new Error('signed out');
    }),
  } satisfies AuthProvider;
  render(
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={testI18nProvider}
      store={memoryStore()}
    >
      <Screen />
    </AdminContext>,
  );
  return { dataProvider, authProvider };
}

beforeEach(() => {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'token-1');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useLiveChanges (issue 29)', () => {
  it('refetches the open list when another administrator changes its resource', async () => {
    const change = { id: 7, resource: 'faqs', recordId: 'f1', action: 'update', admin: 'bob@example.com' };
    let send: (text: string) => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        send = (text) => controller.enqueue(new TextEncoder().encode(text));
      },
    });
    fetchMock.mockResolvedValueOnce(new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }));
    const { dataProvider } = renderScreen();
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/v1\/admin\/changes$/);

    send(`id: 7\nevent: change\ndata: ${JSON.stringify({ ...change, at: '2026-11-26T10:00:00Z' })}\n\n`);
    await waitFor(() => expect(dataProvider.expire).toHaveBeenCalledWith(['faqs']));
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledTimes(2));
  });

  it('revalidates the shown lists on focus against a backend without the stream, and says nothing', async () => {
    fetchMock.mockResolvedValue(new Response('Not found', { status: 404 }));
    const { dataProvider, authProvider } = renderScreen();
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // The 404 is read after the fetch settles: focus until the fallback listens.
    await waitFor(() => {
      window.dispatchEvent(new Event('focus'));
      expect(dataProvider.expire).toHaveBeenCalledWith(['faqs']);
    });
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledTimes(2));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(authProvider.checkError).not.toHaveBeenCalled();
    expect(authProvider.logout).not.toHaveBeenCalled();
  });

  it('signs out when the stream ends the session, as a 401 does', async () => {
    fetchMock.mockResolvedValueOnce(streamAnswer(['event: end\ndata: {"reason":"expired"}\n\n']));
    const { authProvider } = renderScreen();
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalled());
    expect(authProvider.checkError).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
