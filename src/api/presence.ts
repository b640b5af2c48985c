import { HttpError } from 'react-admin';
import { createHttpClient } from './httpClient';
import { isObject } from './readers/rawRecords';
import type { ClientConfig } from './types';

/** Another administrator with the same record open (or the signed-in one, `you`, in another tab). */
export interface Viewer {
  id: string;
  name: string;
  you: boolean;
}

/** How often an open edit form says it is still there (the server forgets it 30 s after the last). */
export const PRESENCE_HEARTBEAT_MS = 10_000;

const PRESENCE_PATH = '/admin/presence';

/** This page's own id, new at each load: the server tells this tab from the admin's other tabs by it. */
function newTabId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const TAB_ID = newTabId();

/** The viewers of a presence answer; entries that are not viewers are left out. */
function readViewers(data: unknown): Viewer[] {
  const viewers = isObject(data) && Array.isArray(data.viewers) ? data.viewers : [];
  return viewers.filter(
    (viewer): viewer is Viewer =>
      isObject(viewer) && typeof viewer.id === 'string' && typeof viewer.name === 'string',
  );
}

/** A backend without presence (the organisation's own) answers 404 (or 405): nothing more is tried. */
export const presenceUnavailable = (error: unknown) =>
  error instanceof HttpError && (error.status === 404 || error.status === 405);

/**
 * Presence on the reference server (issue 29; server/src/routes/presence.ts), as one tab: `announce` says which
 * record its edit form has open (again at each heartbeat) and answers who else has it open; `leave` says the form
 * closed; `leaveOnUnload` says so while the page goes away (a keepalive request, which outlives the page). Each
 * call carries the next number (`seq`): the requests can arrive out of order, and the server ignores one older
 * than the last it applied, so an announce still on its way does not undo the leave sent after it.
 */
export function createPresenceClient(config: ClientConfig, tab = TAB_ID) {
  const httpClient = createHttpClient(config);
  let lastSeq = 0;
  const nextSeq = () => ++lastSeq;
  // A server instance older than the numbering refuses the field: while a deploy rolls out, a call may reach one.
  // That call is sent again without it (applied in arrival order there); the next calls are numbered again.
  const send = async (method: 'PUT' | 'DELETE', fields: Record<string, string>) => {
    try {
      return await httpClient({ method, path: PRESENCE_PATH, body: { ...fields, seq: nextSeq() } });
    } catch (error) {
      if (!refusesSeq(error)) throw error;
      return httpClient({ method, path: PRESENCE_PATH, body: fields });
    }
  };
  return {
    async announce(resource: string, recordId: string): Promise<Viewer[]> {
      const { data } = await send('PUT', { resource, recordId, tab });
      return readViewers(data);
    },
    async leave(): Promise<void> {
      await send('DELETE', { tab });
    },
    leaveOnUnload(): void {
      const token = config.getToken();
      if (!token) return;
      void fetch(config.apiUrl + PRESENCE_PATH, {
        method: 'DELETE',
        keepalive: true,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ tab, seq: nextSeq() }),
      }).catch(() => undefined);
    },
  };
}

/** The refusal of a server instance that does not know the calls' numbering. */
const refusesSeq = (error: unknown) =>
  error instanceof HttpError && error.status === 400 && error.message === '"seq" is not allowed';

export type PresenceClient = ReturnType<typeof createPresenceClient>;
