/**
 * useLiveChanges (issues 29, 30): what the changes heard on the stream cost in re-reads — none for this tab's own
 * writes (a bulk run of many rows), one per burst of another administrator's, each still within 2 s.
 */
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Change } from '../../../src/api/changeStream';
import type { AppDataProvider } from '../../../src/api/types';
import { ACCESS_TOKEN_KEY, sessionStore } from '../../../src/auth/session';
import { useLiveChanges } from '../../../src/layout/live/useLiveChanges';

const fetchMock = vi.fn<typeof fetch>();
const SELF = 'me@example.com';

let serial = 0;
const change = (admin: string, recordId: string, resource = 'members'): Change => ({
  id: ++serial,
  resource,
  recordId,
  action: 'status',
  admin,
  at: '2026-11-26T04:00:00.000Z',
});

/** The stream the hook opens: `send` writes to it. */
function openStream() {
  let send: (text: string) => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      send = (text) => controller.enqueue(new TextEncoder().encode(text));
    },
  });
  fetchMock.mockResolvedValueOnce(new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }));
  return (one: Change) => send(`id: ${one.id}\nevent: change\ndata: ${JSON.stringify(one)}\n\n`);
}

/** The layout's live changes over a provider whose own writes are the records `ownIds`; `expire` counts re-reads. */
async function liveLayout(ownIds: string[] = []) {
  const send = openStream();
  const dataProvider = {
    expire: vi.fn(async () => undefined),
    isOwnWrite: vi.fn(async (_resource: string, id: string | null) => id !== null && ownIds.includes(id)),
  } as unknown as AppDataProvider;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AdminContext dataProvider={dataProvider}>{children}</AdminContext>
  );
  renderHook(() => useLiveChanges(), { wrapper });
  await vi.advanceTimersByTimeAsync(0);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  /** The stream tells of `changes`, `gapMs` apart. */
  const hear = async (changes: Change[], gapMs: number) => {
    for (const one of changes) {
      send(one);
      await vi.advanceTimersByTimeAsync(gapMs);
    }
  };
  return { hear, expire: dataProvider.expire as ReturnType<typeof vi.fn> };
}

const ids = (count: number) => Array.from({ length: count }, (_, index) => `m${index}`);

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(ACCESS_TOKEN_KEY, 'token-1');
  sessionStore.setIdentity({ id: 'a1', fullName: 'Me', email: SELF, role: 'admin' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  vi.useRealTimers();
});

describe('useLiveChanges: re-reads (issues 29, 30)', () => {
  it("re-reads nothing for this tab's own bulk run of 100 rows", async () => {
    const { hear, expire } = await liveLayout(ids(100));
    await hear(
      ids(100).map((id) => change(SELF.toUpperCase(), id)),
      20,
    );
    await vi.advanceTimersByTimeAsync(5_000);
    expect(expire).not.toHaveBeenCalled();
  });

  it("re-reads another administrator's burst of 100 changes once, within 2 s of its end", async () => {
    const { hear, expire } = await liveLayout(ids(100));
    await hear(
      ids(100).map((id) => change('other@example.com', id)),
      5,
    );
    await vi.advanceTimersByTimeAsync(2_000);
    expect(expire).toHaveBeenCalledTimes(1);
    expect(expire).toHaveBeenCalledWith(['members']);
  });

  it('re-reads a change by the same administrator that this tab did not write (another tab, the API)', async () => {
    const { hear, expire } = await liveLayout(['m1']);
    await hear([change(SELF, 'm2', 'faqs')], 0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(expire).toHaveBeenCalledWith(['faqs']);
  });
});
