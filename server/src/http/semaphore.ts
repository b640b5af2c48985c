/**
 * Bounds how many tasks run at once; the others wait in order. A bounded queue: past `maxWaiting`, `run`
 * fails at once with SemaphoreFullError rather than piling up work.
 */
export class SemaphoreFullError extends Error {}

interface Semaphore {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting now. */
  load(): { active: number; waiting: number };
}

export function createSemaphore(maxActive: number, maxWaiting = Infinity): Semaphore {
  let active = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    active--;
    const next = queue.shift();
    if (next) {
      active++;
      next();
    }
  };
  return {
    async run(task) {
      if (active >= maxActive) {
        if (queue.length >= maxWaiting) throw new SemaphoreFullError('Too many tasks waiting.');
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        active++;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    load: () => ({ active, waiting: queue.length }),
  };
}
