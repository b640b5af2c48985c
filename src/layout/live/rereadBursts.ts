/** A change heard after this long a silence is re-read; one in a burst waits for the burst to pause. */
export const BURST_QUIET_MS = 250;
/** However long a burst, the changes heard are re-read at most this long after the first of them. */
export const BURST_MAX_WAIT_MS = 1_000;

/**
 * Others' changes come in bursts (another administrator's bulk run: one change per row, many a second), and each
 * re-read of a list reads its whole collection. The changed resources are gathered until the stream is quiet for
 * BURST_QUIET_MS, or for at most BURST_MAX_WAIT_MS after the first, then `reread` once for all of them. Re-reads
 * never overlap: the changes heard during one go into the next, which reads what the server holds after them.
 * `hear` resolves once a re-read covering its resource has ended; `stop` drops what is gathered.
 */
export function createBurstRereads(reread: (resources: string[]) => Promise<void>) {
  let gathered = new Set<string>();
  let waiters: (() => void)[] = [];
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  let maxWaitTimer: ReturnType<typeof setTimeout> | undefined;
  /** The gathered changes have waited enough. */
  let due = false;
  let reading = false;

  const clearTimers = () => {
    clearTimeout(quietTimer);
    clearTimeout(maxWaitTimer);
    quietTimer = maxWaitTimer = undefined;
  };

  const startDue = () => {
    if (reading || !due) return;
    const resources = [...gathered];
    const done = waiters;
    gathered = new Set();
    waiters = [];
    due = false;
    reading = true;
    // A failed re-read leaves the lists as they were; the next change, Refresh or a page change reads again.
    void reread(resources)
      .catch(() => undefined)
      .finally(() => {
        reading = false;
        for (const resolve of done) resolve();
        startDue();
      });
  };

  const becomeDue = () => {
    clearTimers();
    due = true;
    startDue();
  };

  return {
    hear(resource: string): Promise<void> {
      gathered.add(resource);
      clearTimeout(quietTimer);
      quietTimer = setTimeout(becomeDue, BURST_QUIET_MS);
      maxWaitTimer ??= setTimeout(becomeDue, BURST_MAX_WAIT_MS);
      return new Promise((resolve) => waiters.push(resolve));
    },
    stop() {
      clearTimers();
      gathered = new Set();
      waiters = [];
      due = false;
    },
  };
}
