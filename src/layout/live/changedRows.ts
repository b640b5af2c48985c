import { useMemo, useSyncExternalStore } from 'react';
import type { Change } from '../../api/changeStream';

/** How long a row another administrator changed stays marked on an open list. */
export const CHANGED_ROW_MS = 5_000;

/** A row marked as changed by another administrator: whose change, and until when. */
export interface ChangedRow {
  resource: string;
  id: string;
  /** Who changed it (a name, else an email), when known. */
  who: string | null;
  /** The record's readable name, when it has one. */
  label: string | null;
  /** Counts the marks, so a second change of the same row is announced again. */
  serial: number;
}

let marks: readonly ChangedRow[] = [];
let serial = 0;
const listeners = new Set<() => void>();

const publish = (next: readonly ChangedRow[]) => {
  marks = next;
  for (const listener of listeners) listener();
};

/**
 * Marks the row of another administrator's change for CHANGED_ROW_MS (its list, once it shows the new rows,
 * marks it: PositionKeyedBody; AddressBarList says so to screen readers). A second change of the row marks it
 * anew.
 */
export function markChangedRow(change: Change): void {
  if (!change.recordId) return;
  const row: ChangedRow = {
    resource: change.resource,
    id: change.recordId,
    who: change.adminName || change.admin || null,
    label: change.label ?? null,
    serial: ++serial,
  };
  const others = marks.filter((mark) => mark.resource !== row.resource || mark.id !== row.id);
  publish([...others, row]);
  setTimeout(() => publish(marks.filter((mark) => mark !== row)), CHANGED_ROW_MS);
}

/** Forgets every mark at once (a test leaves none behind for the next). */
export function forgetChangedRows(): void {
  publish([]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => marks;

/** The rows of `resource` marked now, newest last. */
export function useChangedRows(resource: string | undefined): readonly ChangedRow[] {
  const all = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => all.filter((mark) => mark.resource === resource), [all, resource]);
}

/** The ids of the rows of `resource` marked now. */
export function useChangedRowIds(resource: string | undefined): ReadonlySet<string> {
  const rows = useChangedRows(resource);
  return useMemo(() => new Set(rows.map((row) => row.id)), [rows]);
}
