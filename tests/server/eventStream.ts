/**
 * An open GET /v1/admin/changes over a real socket (an event stream never ends, so app.inject cannot read it), read
 * with the event-stream framing, for the change-stream and presence tests.
 */
import type { Change } from '../../server/src/changes/changeFeed';

export interface StreamEvent {
  id?: string;
  event?: string;
  data?: string;
}

/** An open event stream: its events as they come, read with the event-stream framing (blank-line separated). */
export async function openStream(baseUrl: string, token: string | null, lastEventId?: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/v1/admin/changes`, {
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  let ended = false;
  const reading = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let text = '';
    try {
      for await (const chunk of response.body) {
        text += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut: number;
        while ((cut = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, cut);
          text = text.slice(cut + 2);
          const event: StreamEvent = {};
          for (const line of block.split('\n')) {
            const [, field, value] = /^(id|event|data): ?(.*)$/.exec(line) ?? [];
            if (field) event[field as keyof StreamEvent] = value;
          }
          if (event.event || event.data) events.push(event);
        }
      }
    } catch {
      // aborted by the test
    }
    ended = true;
  })();
  const ofKind = <T>(kind: string) =>
    events.filter((event) => event.event === kind).map((event) => JSON.parse(event.data ?? '') as T);
  const changes = () => ofKind<Change>('change');
  const presence = () => ofKind<{ resource: string; recordId: string }>('presence');
  return {
    response,
    events,
    changes,
    presence,
    ended: () => ended,
    async close() {
      controller.abort();
      await reading;
    },
  };
}

export async function waitFor<T>(read: () => T | undefined, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
