import { createContext, useContext, type RefObject } from 'react';
import type { RaRecord } from 'react-admin';
import type { Conflict } from './conflictFields';

/** How the form inside reads its shown inputs (top-level names) and what was typed in them. */
export interface ConflictForm {
  fields(): Set<string>;
  values(): Record<string, unknown>;
}

interface ConflictState {
  conflict: Conflict | null;
  /** Opens the conflict view (another administrator's change, seen before a save: LiveRecordNotices). */
  show: (conflict: Conflict) => void;
  /** Closes the conflict view (the admin chose). */
  resolve: () => void;
  /** The form the conflict view is in, once it is mounted (ConflictView registers it). */
  form: RefObject<ConflictForm | null>;
  /**
   * The record as the last conflict showed it (null before any): the admin has seen it, so the next conflict
   * compares with it, not with the record the form opened with (their choices then would be asked again).
   */
  shown: RefObject<RaRecord | null>;
}

/**
 * The refused save (or the other administrator's change) of the edit screen around it (ResourceEdit), read by
 * the form's ConflictView.
 */
export const ConflictContext = createContext<ConflictState>({
  conflict: null,
  show: () => undefined,
  resolve: () => undefined,
  form: { current: null },
  shown: { current: null },
});

export const useConflict = () => useContext(ConflictContext);

/**
 * The record as this admin last saw `record`: as the last conflict showed it when that was this record, else as
 * the form opened with it (another record, or no conflict yet).
 */
export const seenVersionOf = (shown: RefObject<RaRecord | null>, record: RaRecord): RaRecord =>
  shown.current && String(shown.current.id) === String(record.id) ? shown.current : record;
