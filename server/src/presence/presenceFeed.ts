import { listenFanOut, parseJson } from '../changes/notifyFanOut.js';
import type { Db } from '../db/index.js';
import { sweepExpired } from './presenceStore.js';

/** The channel the presence table's trigger notifies on (migration 026). */
export const PRESENCE_CHANNEL = 'record_presence';

/** How often each instance forgets expired presence (and so announces it): a closed tab leaves within TTL + this. */
export const PRESENCE_SWEEP_MS = 5_000;

/** The record whose viewers changed: the stream says so, and the tabs showing it ask who is there now. */
export interface PresenceChange {
  resource: string;
  recordId: string;
}

export interface PresenceFeed {
  /** Calls `listener` whenever who is on a record changed, through this instance or another. */
  subscribe(listener: (change: PresenceChange) => void): () => void;
  close(): Promise<void>;
}

function parsePresence(payload: string): PresenceChange | undefined {
  const change = parseJson(payload) as Partial<PresenceChange> | undefined;
  if (typeof change?.resource !== 'string' || typeof change.recordId !== 'string') return undefined;
  return { resource: change.resource, recordId: change.recordId };
}

/**
 * Presence changes from every instance on the database (one LISTEN per instance), and the sweep that forgets the
 * tabs whose heartbeats stopped: every instance sweeps (a DELETE takes each row once), so one instance stopping
 * leaves none behind.
 */
export async function createPresenceFeed(db: Db): Promise<PresenceFeed> {
  const fanOut = await listenFanOut(db, PRESENCE_CHANNEL, parsePresence);
  const sweeping = setInterval(() => void sweepExpired(db).catch(() => 0), PRESENCE_SWEEP_MS);
  sweeping.unref();
  return {
    subscribe: fanOut.subscribe,
    async close() {
      clearInterval(sweeping);
      await fanOut.close();
    },
  };
}
