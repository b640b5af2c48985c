/**
 * Turns for background work that must not hold the requests up (the embedded database runs on the server's thread,
 * so a build in progress delays every request behind it): `quiet()` resolves true once no request has arrived for
 * `quietMs`, or false once `stop()` was called.
 */
export function quietTurns(quietMs: number, now: () => number = Date.now) {
  let lastRequestAt = -Infinity;
  let stopped = false;
  return {
    /** Told of every request as it arrives. */
    noteRequest() {
      lastRequestAt = now();
    },
    stop() {
      stopped = true;
    },
    async quiet(): Promise<boolean> {
      for (;;) {
        if (stopped) return false;
        const wait = lastRequestAt + quietMs - now();
        if (wait <= 0) return true;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    },
  };
}
