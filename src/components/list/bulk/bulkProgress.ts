/** Where a bulk run stands: calls finished of all, Cancel pressed, over (its notice closes). */
export interface BulkProgressState {
  finished: number;
  total: number;
  cancelling: boolean;
  over: boolean;
}

/** A bulk run's progress, read by its notice (useSyncExternalStore) and written by the provider's reports. */
export interface BulkProgress {
  subscribe: (listener: () => void) => () => void;
  get: () => BulkProgressState;
  report: (finished: number, total: number) => void;
  cancel: () => void;
  end: () => void;
}

/** A run's progress store; `cancel` aborts the run's controller. */
export function createBulkProgress(total: number, controller: AbortController): BulkProgress {
  let state: BulkProgressState = { finished: 0, total, cancelling: false, over: false };
  const listeners = new Set<() => void>();
  const set = (next: Partial<BulkProgressState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => state,
    report: (finished, reported) => set({ finished, total: reported, over: finished >= reported }),
    cancel: () => {
      controller.abort();
      set({ cancelling: true });
    },
    end: () => set({ over: true }),
  };
}
