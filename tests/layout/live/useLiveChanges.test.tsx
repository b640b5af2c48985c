import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Change, ChangeStreamHandlers } from '../../../src/api/changeStream';
import type { AppDataProvider } from '../../../src/api/types';
import { sessionStore } from '../../../src/auth/session';
import { useLiveChanges } from '../../../src/layout/live/useLiveChanges';

/** The handlers the hook gave the change stream: the test tells them what the stream heard. */
let stream: ChangeStreamHandlers | undefined;
vi.mock('../../../src/api/changeStream', () => ({
  subscribeToChanges: (_client: unknown, handlers: ChangeStreamHandlers) => {
    stream = handlers;
    return () => (stream = undefined);
  },
}));

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

/** The layout's live changes over a provider whose own writes are the records `ownIds`; `expire` counts re-reads. */
function liveLayout(ownIds: string[] = []) {
  const dataProvider = {
    expire: vi.fn(async () => undefined),
    isOwnWrite: vi.fn(async (_resource: string, id: string | null) => id !== null && ownIds.includes(id)),
  } as unknown as AppDataProvider;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AdminContext dataProvider={dataProvider}>{children}</AdminContext>
  );
  renderHook(() => useLiveChanges(), { wrapper });
  return dataProvider.expire as ReturnType<typeof vi.fn>;
}

/** The stream hears `changes`, `gapMs` apart. */
async function hear(changes: Change[], gapMs: number) {
  for (const one of changes) {
    stream!.onChange(one);
    await vi.advanceTimersByTimeAsync(gapMs);
  }
}

const ids = (count: number) => Array.from({ length: count }, (_, index) => `m${index}`);

beforeEach(() => {
  vi.useFakeTimers();
  sessionStore.setIdentity({ id: 'a1', fullName: 'Me', email: SELF, role: 'admin' });
});
afterEach(() => {
  sessionStore.clear();
  vi.useRealTimers();
});

describe('useLiveChanges: re-reads (issues 29, 30)', () => {
  it("re-reads nothing for this tab's own bulk run of 100 rows", async () => {
    const expire = liveLayout(ids(100));
    await hear(
      ids(100).map((id) => change(SELF.toUpperCase(), id)),
      20,
    );
    await vi.advanceTimersByTimeAsync(5_000);
    expect(expire).not.toHaveBeenCalled();
  });

  it("re-reads another administrator's burst of 100 changes once, within 2 s of its end", async () => {
    const expire = liveLayout(ids(100));
    await hear(
      ids(100).map((id) => change('other@example.com', id)),
      5,
    );
    await vi.advanceTimersByTimeAsync(2_000);
    expect(expire).toHaveBeenCalledTimes(1);
    expect(expire).toHaveBeenCalledWith(['members']);
  });

  it('re-reads a change by the same administrator that this tab did not write (another tab, the API)', async () => {
    const expire = liveLayout(['m1']);
    await hear([change(SELF, 'm2', 'faqs')], 0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(expire).toHaveBeenCalledWith(['faqs']);
  });
});
