import { createParser } from 'eventsource-parser';
import type { ClientConfig } from './types';

/** One committed write, as the reference server's change stream sends it (server/src/changes/changeFeed.ts). */
export interface Change {
  id: number;
  /** The react-admin resource changed (e.g. 'members'). */
  resource: string;
  recordId: string | null;
  action: string;
  /** Who wrote (an email), when known. */
  admin: string | null;
  /** Their name, when known. */
  adminName?: string | null;
  /** The record's readable name (name, title, code or question), when it has one. */
  label?: string | null;
  at: string;
}

/** Who has a record open changed (presence): the tabs showing it ask who is there now. */
export interface PresenceChange {
  resource: string;
  recordId: string;
}

export interface ChangeStreamHandlers {
  onChange(change: Change): void;
  /** Who has a record open changed. */
  onPresence?(change: PresenceChange): void;
  /** The backend has no change stream (the organisation's own answers 404): nothing more is tried. */
  onUnavailable(): void;
  /** The session is over (a 401, the stream's `end` event, no token): nothing more is tried. */
  onSignedOut(): void;
}

/** The wait before reconnecting, unless the stream says otherwise (`retry:`), doubled after each failure. */
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 30_000;

const CHANGES_PATH = '/admin/changes';

/** An event's data naming a resource, or undefined for anything else. */
function readEvent<T extends { resource: string }>(data: string): T | undefined {
  try {
    const event = JSON.parse(data) as T;
    return typeof event?.resource === 'string' ? event : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Follows GET /v1/admin/changes (server-sent events) for one session: every change reaches `onChange`, every
 * change of who has a record open `onPresence`; after a network loss or a server error it reconnects with the last
 * event's id (Last-Event-ID), so what was missed comes first. Read with fetch, not EventSource, because the stream needs the bearer token (EventSource sends no
 * headers). Returns the function that stops it.
 */
export function subscribeToChanges(
  { apiUrl, getToken }: ClientConfig,
  handlers: ChangeStreamHandlers,
): () => void {
  let stopped = false;
  let lastEventId: string | undefined;
  let retryMs = FIRST_RETRY_MS;
  let failures = 0;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const retry = () => {
    if (stopped) return;
    const wait = Math.min(retryMs * 2 ** failures, MAX_RETRY_MS);
    failures += 1;
    timer = setTimeout(() => void connect(), wait);
  };

  /** Reads one connection to its end; true when the session ended on it. */
  async function read(body: ReadableStream<Uint8Array>): Promise<boolean> {
    let ended = false;
    const parser = createParser({
      onEvent(event) {
        if (event.id) lastEventId = event.id;
        if (event.event === 'end') ended = true;
        if (event.event === 'change') {
          const change = readEvent<Change>(event.data);
          if (change) handlers.onChange(change);
        } else if (event.event === 'presence') {
          const change = readEvent<PresenceChange>(event.data);
          if (change && typeof change.recordId === 'string') handlers.onPresence?.(change);
        }
      },
      onRetry(ms) {
        retryMs = ms;
      },
    });
    const reader = body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return ended;
      parser.feed(decoder.decode(value, { stream: true }));
      // A connection that delivers resets the backoff.
      failures = 0;
    }
  }

  async function connect(): Promise<void> {
    if (stopped) return;
    const token = getToken();
    if (!token) return handlers.onSignedOut();
    controller = new AbortController();
    const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    try {
      const response = await fetch(apiUrl + CHANGES_PATH, {
        headers,
        signal: controller.signal,
        cache: 'no-store',
      });
      if (response.status === 401) return handlers.onSignedOut();
      const isStream = (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
      if (response.status === 404 || (response.ok && !isStream)) return handlers.onUnavailable();
      if (!response.ok || !response.body) return retry();
      if (await read(response.body)) return handlers.onSignedOut();
      retry();
    } catch {
      // Stopped, or the network went away: in the second case, try again.
      retry();
    }
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    controller?.abort();
  };
}
