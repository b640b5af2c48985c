import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useSaveContext, type RaRecord } from 'react-admin';
import type { Change } from '../../../api/changeStream';
import type { AppDataProvider } from '../../../api/types';
import { liveEvents } from '../../../layout/live/liveEvents';
import { seenVersionOf, useConflict } from '../conflict/ConflictContext';
import { conflictingFields } from '../conflict/conflictFields';

/** Another administrator's change of the record an edit form shows, seen on the change stream before any save. */
export interface RecordChange {
  change: Change;
  /** The record as it now is (in the form's values, `select`ed), when it could be read. */
  current?: RaRecord;
  /** Its version: the admin shown it saves at it. */
  version?: string;
  /** Some input of the form differs between the record it opened with and `current`. */
  differs: boolean;
  deleted: boolean;
}

/**
 * The latest change of the open record (`record`, of `resource`) made elsewhere, or null: each `change` heard on
 * the stream for it is checked once no save of this form is running (its own save comes back on the stream too):
 * the record is read as it now is (dataProvider.readCurrent), and a version equal to the one this form saves at is
 * this form's own write (or none), not announced. The form keeps what was typed whatever happens here.
 */
export function useRecordChange<R extends RaRecord>(
  resource: string,
  record: RaRecord | undefined,
  select?: (record: R) => RaRecord,
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { saving } = useSaveContext();
  const { form, shown } = useConflict();
  const [seen, setSeen] = useState<RecordChange | null>(null);
  const waiting = useRef<Change | null>(null);
  const checks = useRef(0);
  const savingNow = useRef(saving);
  savingNow.current = saving;
  const id = record?.id === undefined ? undefined : String(record.id);

  // A fresh check of the latest change waiting; an older check still running is dropped when it ends.
  const check = useRef<() => void>(() => undefined);
  check.current = () => {
    const change = waiting.current;
    if (!change || id === undefined || !record || savingNow.current) return;
    waiting.current = null;
    const serial = ++checks.current;
    const settle = (found: Omit<RecordChange, 'change'>) => {
      if (serial === checks.current) setSeen({ change, ...found });
    };
    if (change.action === 'delete') return settle({ differs: false, deleted: true });
    Promise.all([dataProvider.readCurrent(resource, id), dataProvider.recordVersion(resource, id)]).then(
      ([{ data, version }, savedAt]) => {
        if (version !== undefined && version === savedAt) return;
        if (!data) return settle({ differs: false, deleted: true });
        const current = select ? select(data as R) : data;
        const reader = form.current;
        const differs = reader
          ? conflictingFields(
              { original: seenVersionOf(shown, record), current, mine: reader.values() },
              reader.fields(),
            ).length > 0
          : true;
        settle({ current, version, differs, deleted: false });
      },
      // Unreadable now: still said, without the comparison.
      () => settle({ differs: false, deleted: false }),
    );
  };

  useEffect(() => {
    if (id === undefined) return undefined;
    return liveEvents.changes.subscribe((change) => {
      if (change.resource !== resource || change.recordId !== id) return;
      waiting.current = change;
      check.current();
    });
  }, [resource, id]);

  // A change heard during this form's save is checked once the save has answered.
  useEffect(() => {
    if (!saving) check.current();
  }, [saving]);

  return { seen, dismiss: () => setSeen(null) };
}
