import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BURST_MAX_WAIT_MS, BURST_QUIET_MS, createBurstRereads } from '../../../src/layout/live/rereadBursts';

/** A re-read the test ends by hand, recording what it was asked to read and when it started. */
function manualRereads() {
  const started: { resources: string[]; at: number; end: () => void }[] = [];
  const reread = vi.fn(
    (resources: string[]) =>
      new Promise<void>((resolve) => started.push({ resources, at: Date.now(), end: resolve })),
  );
  return { reread, started };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createBurstRereads (issues 29, 30)', () => {
  it('re-reads a change heard alone once the stream has been quiet a moment', async () => {
    const { reread, started } = manualRereads();
    const rereads = createBurstRereads(reread);
    const heard = vi.fn();
    void rereads.hear('faqs').then(heard);
    await vi.advanceTimersByTimeAsync(BURST_QUIET_MS - 1);
    expect(reread).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(started.map((one) => one.resources)).toEqual([['faqs']]);
    expect(heard).not.toHaveBeenCalled();
    started[0]!.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toHaveBeenCalled();
  });

  it('re-reads a burst of changes once, every resource it named together', async () => {
    const { reread, started } = manualRereads();
    const rereads = createBurstRereads(reread);
    for (let index = 0; index < 40; index += 1) {
      void rereads.hear(index % 4 === 0 ? 'groups' : 'members');
      await vi.advanceTimersByTimeAsync(10);
    }
    await vi.advanceTimersByTimeAsync(BURST_QUIET_MS);
    expect(reread).toHaveBeenCalledTimes(1);
    expect(started[0]!.resources.sort()).toEqual(['groups', 'members']);
  });

  it('re-reads a long burst at most once a BURST_MAX_WAIT_MS, each change within 2 s of being heard', async () => {
    const { reread, started } = manualRereads();
    const rereads = createBurstRereads(reread);
    const late: number[] = [];
    /** 50 ms pass; a re-read 300 ms old ends. */
    const step = async () => {
      await vi.advanceTimersByTimeAsync(50);
      const reading = started.at(-1);
      if (reading && Date.now() - reading.at >= 300) reading.end();
    };
    const start = Date.now();
    // Another administrator's bulk run: a change every 50 ms for 10 s; each re-read takes 300 ms.
    for (let index = 0; index < 200; index += 1) {
      const heardAt = Date.now();
      void rereads.hear('members').then(() => late.push(Date.now() - heardAt));
      await step();
    }
    while (late.length < 200 && Date.now() - start < 20_000) await step();
    expect(reread.mock.calls.length).toBeLessThanOrEqual(10_000 / BURST_MAX_WAIT_MS + 1);
    expect(late).toHaveLength(200);
    expect(Math.max(...late)).toBeLessThan(2_000);
  });

  it('never overlaps two re-reads: the changes heard during one wait for it, then go in the next', async () => {
    const { reread, started } = manualRereads();
    const rereads = createBurstRereads(reread);
    void rereads.hear('faqs');
    await vi.advanceTimersByTimeAsync(BURST_QUIET_MS);
    expect(started).toHaveLength(1);
    void rereads.hear('vouchers');
    await vi.advanceTimersByTimeAsync(BURST_MAX_WAIT_MS * 3);
    expect(started).toHaveLength(1);
    started[0]!.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(started.map((one) => one.resources)).toEqual([['faqs'], ['vouchers']]);
  });

  it('forgets what it gathered once stopped (signed out)', async () => {
    const { reread } = manualRereads();
    const rereads = createBurstRereads(reread);
    void rereads.hear('faqs');
    rereads.stop();
    await vi.advanceTimersByTimeAsync(BURST_MAX_WAIT_MS);
    expect(reread).not.toHaveBeenCalled();
  });
});
