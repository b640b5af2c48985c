import { useMemo, useRef, useState } from 'react';
import { useDataProvider, useListContext, useNotify, useRefresh, type Identifier } from 'react-admin';
import { isBulkWriteError, type BulkMeta, type BulkWriteError } from '../../../api/bulkWrites';
import { useFailureNotice, useNotifyFailure } from '../useFailureNotice';
import { BulkFailureNotice, MAX_LISTED } from './BulkFailureNotice';
import { BulkProgressNotice } from './BulkProgressNotice';
import { createBulkProgress, type BulkProgress } from './bulkProgress';

/** A run over more rows than this shows its progress and a Cancel (issue 30). */
export const PROGRESS_ABOVE_ROWS = 10;

/**
 * What a bulk button passes to react-admin's bulk controller: `meta` (the provider's BulkMeta: a signal for
 * Cancel, a progress listener that opens the progress notice for a long run) and `onError` (a partial failure as
 * a readable list naming the rows by `nameSource` and saying why in the admin's language, the rows done taken out
 * of the selection, then the list read again: the rows that were changed show so).
 * The notices live in the notification stack, as the toolbar leaves once the selection is cleared.
 */
export function useBulkRun(nameSource: string) {
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const { data, resource, selectedIds, onSelect } = useListContext();
  const selection = useRef(selectedIds);
  selection.current = selectedIds;
  const noticeOf = useFailureNotice(resource);
  const notifyFailure = useNotifyFailure(resource);
  // Names of the rows at hand when the run ends; the selection may span pages, whose rows are read by id.
  const names = useRef(new Map<Identifier, string>());
  names.current = new Map((data ?? []).map((record) => [record.id, String(record[nameSource] ?? record.id)]));
  const [controller, setController] = useState(() => new AbortController());
  const progress = useRef<BulkProgress | undefined>(undefined);

  const meta = useMemo<BulkMeta>(
    () => ({
      signal: controller.signal,
      onProgress: (finished, total) => {
        if (finished === 0) {
          progress.current = total > PROGRESS_ABOVE_ROWS ? createBulkProgress(total, controller) : undefined;
          if (progress.current) {
            notify(<BulkProgressNotice progress={progress.current} />, {
              type: 'info',
              autoHideDuration: null,
            });
          }
        }
        progress.current?.report(finished, total);
      },
    }),
    [controller, notify],
  );

  /**
   * The names of the failed rows the notice lists: a row on another page is read (from the provider's cache
   * when the list holds the whole collection); one that cannot be read any more is named by its id.
   */
  const namesOfListed = async (error: BulkWriteError) => {
    const known = new Map(names.current);
    const missing = error.failures
      .slice(0, MAX_LISTED)
      .map(({ id }) => id)
      .filter((id) => !known.has(id));
    // One read per row (getMany prefers the cache): a row that fails leaves the others named.
    const reads = await Promise.allSettled(
      missing.map((id) => dataProvider.getMany(resource, { ids: [id] })),
    );
    for (const record of reads.flatMap((read) => (read.status === 'fulfilled' ? read.value.data : []))) {
      known.set(record.id, String(record[nameSource] ?? record.id));
    }
    return (id: Identifier) => known.get(id) ?? String(id);
  };

  const notifyOutcome = async (error: BulkWriteError) => {
    const [nameOf, reasons] = await Promise.all([
      namesOfListed(error),
      Promise.all(error.failures.map(({ error: cause, reason }) => noticeOf(cause, reason))),
    ]);
    notify(<BulkFailureNotice error={error} nameOf={nameOf} reasons={reasons} />, {
      type: error.failures.length > 0 ? 'error' : 'warning',
      autoHideDuration: null,
    });
  };

  const onError = (error: unknown) => {
    progress.current?.end();
    if (controller.signal.aborted) setController(new AbortController());
    if (isBulkWriteError(error)) {
      // The rows done (a deleted one above all) leave the selection: the next action acts on those left.
      const done = new Set(error.done);
      const left = selection.current.filter((id) => !done.has(id));
      if (left.length !== selection.current.length) onSelect(left);
    }
    void (isBulkWriteError(error) ? notifyOutcome(error) : notifyFailure(error));
    refresh();
  };

  return { meta, onError };
}
