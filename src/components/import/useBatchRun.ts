import { useCallback, useRef, useState } from 'react';
import { runBatch, type BatchOutcome } from '../../api/runBatch';

export type BatchRunState<T> =
  | { status: 'idle' }
  | { status: 'running'; finished: number; total: number; cancelling: boolean }
  | { status: 'finished'; items: T[]; outcomes: BatchOutcome[]; cancelled: boolean };

export interface BatchRunOptions {
  concurrency?: number;
  reasonOf: (error: unknown) => string;
}

/** Writes this many at once: a few, so a large import is quick without flooding the API. */
const DEFAULT_CONCURRENCY = 4;

/**
 * A batch of writes with its progress, a Cancel that stops after the writes in flight, and the outcome of each
 * item once finished. `start` runs a new batch (a retry passes the items that failed) and answers the outcomes.
 */
export function useBatchRun<T>(write: (item: T) => Promise<unknown>, options: BatchRunOptions) {
  const [state, setState] = useState<BatchRunState<T>>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const { concurrency = DEFAULT_CONCURRENCY, reasonOf } = options;

  const start = useCallback(
    async (items: T[]): Promise<BatchOutcome[]> => {
      const abort = new AbortController();
      controller.current = abort;
      setState({ status: 'running', finished: 0, total: items.length, cancelling: false });
      const outcomes = await runBatch(items, write, {
        concurrency,
        signal: abort.signal,
        reasonOf,
        onProgress: (finished, total) =>
          setState({ status: 'running', finished, total, cancelling: abort.signal.aborted }),
      });
      setState({ status: 'finished', items, outcomes, cancelled: abort.signal.aborted });
      return outcomes;
    },
    [write, concurrency, reasonOf],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    setState((current) => (current.status === 'running' ? { ...current, cancelling: true } : current));
  }, []);

  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, start, cancel, reset };
}
