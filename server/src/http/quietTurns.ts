/**
 * Turns for background work that must not hold the requests up (the embedded database runs on the server's thread,
 * so a build in progress delays every request behind it): `quiet()` resolves true once no request has arrived for
 * `quietMs`, or false as soon as `stop()` is called.
 */
export function quietTurns(quietMs: number) {
  let lastRequestAt = -Infinity;
  let stopped = false;
  const sleepers = new Set<() => void>();
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });
  return {
    /** Told of every request as it arrives. */
    noteRequest() {
      lastRequestAt = Date.now();
    },
    stop() {
      stopped = true;
      for (const wake of sleepers) wake();
    },
    async quiet(): Promise<boolean> {
      for (;;) {
        if (stopped) return false;
        const wait = lastRequestAt + quietMs - Date.now();
        if (wait <= 0) return true;
        await sleep(wait);
      }
    },
  };
}
