import { createContext, useContext, type RefObject } from 'react';
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
});

export const useConflict = () => useContext(ConflictContext);
