import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeToChanges, type Change } from '../../src/api/changeStream';
import { streamAnswer } from '../helpers/streamAnswer';

const fetchMock = vi.fn<typeof fetch>();

const change = (id: number, resource = 'faqs'): Change => ({
  id,
  resource,
  recordId: `r${id}`,
  action: 'update',
  admin: 'other@example.com',
  at: '2026-11-25T22:00:00.000Z',
});
const changeEvent = (value: Change) => `id: ${value.id}\nevent: change\ndata: ${JSON.stringify(value)}\n\n`;

function subscribe(token: string | null = 'token-1') {
  const handlers = { onChange: vi.fn(), onPresence: vi.fn(), onUnavailable: vi.fn(), onSignedOut: vi.fn() };
  const stop = subscribeToChanges({ apiUrl: '/v1', getToken: () => token }, handlers);
  return { ...handlers, stop };
}

const sentHeaders = (call: number) =>
  (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('subscribeToChanges (issue 29)', () => {
  it('reads changes split across chunks, and resumes after a loss with the last id', async () => {
    const first = changeEvent(change(7));
    fetchMock.mockResolvedValueOnce(
      streamAnswer([
        'retry: 1000\n: connected\n\n',
        first.slice(0, 20),
        first.slice(20),
        changeEvent(change(8)),
      ]),
    );
    fetchMock.mockResolvedValueOnce(streamAnswer([changeEvent(change(9, 'members'))]));
    fetchMock.mockReturnValue(new Promise(() => undefined));
    const { onChange, stop } = subscribe();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/v1/admin/changes');
    expect(sentHeaders(0)).toMatchObject({ Authorization: 'Bearer token-1', Accept: 'text/event-stream' });
    expect(sentHeaders(0)).not.toHaveProperty('Last-Event-ID');
    expect(onChange.mock.calls.map(([value]) => value.id)).toEqual([7, 8]);

    // The stream ended without `end`: a loss. The next try waits for the stream's `retry`, then resumes.
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sentHeaders(1)['Last-Event-ID']).toBe('8');
    expect(onChange).toHaveBeenLastCalledWith(change(9, 'members'));
    stop();
  });

  it('backs off while the network is down, and stops when told', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { stop, onChange } = subscribe();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(2000);
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says the stream is unavailable on a 404 (a backend without it) and tries no more', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<pre>Cannot GET</pre>', { status: 404 }));
    const { onUnavailable, onSignedOut } = subscribe();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onUnavailable).toHaveBeenCalledTimes(1);
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('ends the session on a 401, on the `end` event, and without a token', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Unauthorized', { status: 401 }));
    const refused = subscribe();
    await vi.advanceTimersByTimeAsync(0);
    expect(refused.onSignedOut).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(streamAnswer(['event: end\ndata: {"reason":"expired"}\n\n']));
    const expired = subscribe();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(expired.onSignedOut).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    const none = subscribe(null);
    await vi.advanceTimersByTimeAsync(0);
    expect(none.onSignedOut).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("hands on who has a record open changed, and keeps the last change's id to resume from", async () => {
    const presence = (value: unknown) => `event: presence\ndata: ${JSON.stringify(value)}\n\n`;
    fetchMock.mockResolvedValueOnce(
      streamAnswer([
        changeEvent(change(4)),
        presence({ resource: 'faqs', recordId: 'f1' }),
        presence({ resource: 'faqs' }),
        'event: presence\ndata: not json\n\n',
      ]),
    );
    fetchMock.mockReturnValue(new Promise(() => undefined));
    const { onPresence, onChange, stop } = subscribe();
    await vi.advanceTimersByTimeAsync(0);
    expect(onPresence.mock.calls).toEqual([[{ resource: 'faqs', recordId: 'f1' }]]);
    expect(onChange).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sentHeaders(1)['Last-Event-ID']).toBe('4');
    stop();
  });
});
