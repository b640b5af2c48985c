/** What became of one item of a batch. */
export type BatchOutcome =
  | { status: 'done' }
  /** `error` as thrown, for a caller that words it itself (a bulk action, in the admin's language). */
  | { status: 'failed'; reason: string; error: unknown }
  /** Not started: the batch was cancelled first. */
  | { status: 'skipped' };

export interface BatchOptions {
  /** How many writes run at once. */
  concurrency: number;
  /** Once aborted, no further item starts; the ones in flight finish. */
  signal: AbortSignal;
  onProgress: (finished: number, total: number) => void;
  /** The reason a failed write gives (e.g. the server's text). */
  reasonOf: (error: unknown) => string;
}

/**
 * Writes `items` one call each, a few at a time (the real backend has no bulk call), and answers one outcome per
 * item, in the items' order. A failure does not stop the others.
 */
export async function runBatch<T>(
  items: readonly T[],
  write: (item: T) => Promise<unknown>,
  { concurrency, signal, onProgress, reasonOf }: BatchOptions,
): Promise<BatchOutcome[]> {
  const outcomes: BatchOutcome[] = items.map(() => ({ status: 'skipped' }));
  let next = 0;
  let finished = 0;
  const worker = async () => {
    while (!signal.aborted && next < items.length) {
      const index = next++;
      try {
        await write(items[index] as T);
        outcomes[index] = { status: 'done' };
      } catch (error) {
        outcomes[index] = { status: 'failed', reason: reasonOf(error), error };
      }
      onProgress(++finished, items.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return outcomes;
}
