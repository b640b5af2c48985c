import { describe, expect, it } from 'vitest';
import { runBatch } from '../../src/api/runBatch';

/** A write per item that the test settles by hand, to see what runs at once. */
function manualWrites() {
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  const started: number[] = [];
  const write = (item: number) =>
    new Promise<void>((resolve, reject) => {
      started.push(item);
      pending.set(item, { resolve, reject });
    });
  const settle = async (item: number, error?: Error) => {
    const one = pending.get(item)!;
    if (error) one.reject(error);
    else one.resolve();
    // Let the worker that awaited it start its next item.
    await new Promise((tick) => setTimeout(tick, 0));
  };
  return { write, started, settle };
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : 'failed');

describe('runBatch', () => {
  it('runs a few at a time, keeps going after a failure and answers one outcome per item in order', async () => {
    const writes = manualWrites();
    const progress: number[] = [];
    const run = runBatch([1, 2, 3, 4], writes.write, {
      concurrency: 2,
      signal: new AbortController().signal,
      reasonOf,
      onProgress: (finished) => progress.push(finished),
    });
    await new Promise((tick) => setTimeout(tick, 0));
    expect(writes.started).toEqual([1, 2]);
    const refusal = new Error('Email taken');
    await writes.settle(2, refusal);
    expect(writes.started).toEqual([1, 2, 3]);
    await writes.settle(1);
    await writes.settle(3);
    await writes.settle(4);
    expect(await run).toEqual([
      { status: 'done' },
      { status: 'failed', reason: 'Email taken', error: refusal },
      { status: 'done' },
      { status: 'done' },
    ]);
    expect(progress).toEqual([1, 2, 3, 4]);
  });

  it('Cancel stops after the writes in flight: the rest are skipped, never started', async () => {
    const writes = manualWrites();
    const controller = new AbortController();
    const run = runBatch([1, 2, 3, 4, 5], writes.write, {
      concurrency: 2,
      signal: controller.signal,
      reasonOf,
      onProgress: () => undefined,
    });
    await new Promise((tick) => setTimeout(tick, 0));
    controller.abort();
    await writes.settle(1);
    await writes.settle(2);
    expect(writes.started).toEqual([1, 2]);
    expect(await run).toEqual([
      { status: 'done' },
      { status: 'done' },
      { status: 'skipped' },
      { status: 'skipped' },
      { status: 'skipped' },
    ]);
  });
});
