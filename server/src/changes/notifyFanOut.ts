import type { Db } from '../db/index.js';

/** The messages of one NOTIFY channel, handed to every subscriber of this instance. */
export interface FanOut<T> {
  /** Calls `listener` with every message from now on; returns the unsubscribe. */
  subscribe(listener: (message: T) => void): () => void;
  close(): Promise<void>;
}

/**
 * One LISTEN per server instance on `channel`, fanned out in memory to its subscribers (the open event streams):
 * a NOTIFY is delivered once its transaction commits, to every instance on the database. Payloads `parse` does
 * not accept are dropped. A database without LISTEN (none here) gives a fan-out that never speaks.
 */
export async function listenFanOut<T>(
  db: Db,
  channel: string,
  parse: (payload: string) => T | undefined,
): Promise<FanOut<T>> {
  const listeners = new Set<(message: T) => void>();
  const stop = db.listen
    ? await db.listen(channel, (payload) => {
        const message = parse(payload);
        if (message === undefined) return;
        for (const listener of listeners) listener(message);
      })
    : async () => undefined;
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await stop();
    },
  };
}

/** A payload as JSON, or undefined when it is not JSON. */
export function parseJson(payload: string): unknown {
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return undefined;
  }
}
