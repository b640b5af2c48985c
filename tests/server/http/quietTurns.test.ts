/** Background work's turns (server/src/http/quietTurns.ts): only once no request has arrived for a while. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietTurns } from '../../../server/src/http/quietTurns';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Whether `promise` has settled, and with what, after the microtasks queued so far. */
async function settled<T>(promise: Promise<T>): Promise<{ value?: T } | 'pending'> {
  let result: { value?: T } | 'pending' = 'pending';
  void promise.then((value) => (result = { value }));
  await vi.advanceTimersByTimeAsync(0);
  return result;
}

describe('quiet turns', () => {
  it('are given at once when no request has come', async () => {
    expect(await settled(quietTurns(150).quiet())).toEqual({ value: true });
  });

  it('wait until no request has arrived for the quiet time', async () => {
    const turns = quietTurns(150);
    turns.noteRequest();
    const turn = turns.quiet();
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(turn)).toBe('pending');
    turns.noteRequest();
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(turn)).toBe('pending');
    await vi.advanceTimersByTimeAsync(50);
    expect(await settled(turn)).toEqual({ value: true });
  });

  it('end, false, as soon as stopped', async () => {
    const turns = quietTurns(150);
    turns.noteRequest();
    const turn = turns.quiet();
    await vi.advanceTimersByTimeAsync(100);
    turns.stop();
    expect(await settled(turn)).toEqual({ value: false });
    expect(await settled(turns.quiet())).toEqual({ value: false });
  });
});
