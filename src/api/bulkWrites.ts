import type { Identifier } from 'react-admin';
import { errorText } from './apiErrors';
import { isObject } from './readers/rawRecords';
import { runBatch } from './runBatch';

/** How many single calls a bulk write runs at once: the API has no bulk route, and a few at a time spare it. */
export const BULK_CONCURRENCY = 4;

/**
 * What `updateMany` / `deleteMany` read from react-admin's `meta`: a signal that stops the run (the calls in
 * flight finish, the others are not sent) and a listener told how many calls have finished.
 */
// A type, not an interface: react-admin's `meta` is a Record<string, unknown>.
export type BulkMeta = {
  signal?: AbortSignal;
  onProgress?: (finished: number, total: number) => void;
};

/** One record a bulk write could not change, and why (the server's text, or the client's readable error). */
export interface BulkFailure {
  id: Identifier;
  reason: string;
  /** The error as thrown (its status and body), which the admin's notice words in the admin's language. */
  error: unknown;
}

/** i18n key of a BulkWriteError's message: its `failures`, `done` and `skipped` say the rest. */
export const BULK_FAILED = 'app.bulk.failed';

/**
 * A bulk write that did not change every record: some calls failed, or the run was cancelled. The records in
 * `done` stay changed (each single call is its own write, with its own activity entry on the server).
 */
export class BulkWriteError extends Error {
  constructor(
    readonly done: Identifier[],
    readonly failures: BulkFailure[],
    /** Not sent: the run was cancelled before their turn. */
    readonly skipped: Identifier[],
  ) {
    super(BULK_FAILED);
    this.name = 'BulkWriteError';
  }
}

export const isBulkWriteError = (error: unknown): error is BulkWriteError => error instanceof BulkWriteError;

function bulkMetaOf(meta: unknown): BulkMeta {
  if (!isObject(meta)) return {};
  const { signal, onProgress } = meta;
  return {
    signal: signal instanceof AbortSignal ? signal : undefined,
    onProgress: typeof onProgress === 'function' ? (onProgress as BulkMeta['onProgress']) : undefined,
  };
}

/**
 * Runs `write` once per id, BULK_CONCURRENCY at a time, reporting progress to `meta.onProgress` (from 0) and
 * stopping at `meta.signal`. Resolves with the ids when every write succeeded; otherwise rejects with a
 * BulkWriteError naming the failed ids and why, and those not sent.
 */
export async function runBulk(
  ids: Identifier[],
  write: (id: Identifier) => Promise<unknown>,
  meta: unknown,
): Promise<Identifier[]> {
  const { signal = new AbortController().signal, onProgress } = bulkMetaOf(meta);
  onProgress?.(0, ids.length);
  const outcomes = await runBatch(ids, write, {
    concurrency: BULK_CONCURRENCY,
    signal,
    reasonOf: errorText,
    onProgress: (finished, total) => onProgress?.(finished, total),
  });
  const done: Identifier[] = [];
  const failures: BulkFailure[] = [];
  const skipped: Identifier[] = [];
  outcomes.forEach((outcome, index) => {
    const id = ids[index] as Identifier;
    if (outcome.status === 'done') done.push(id);
    else if (outcome.status === 'failed') failures.push({ id, reason: outcome.reason, error: outcome.error });
    else skipped.push(id);
  });
  if (failures.length > 0 || skipped.length > 0) throw new BulkWriteError(done, failures, skipped);
  return done;
}
