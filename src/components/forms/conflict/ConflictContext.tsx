import { createContext, useContext } from 'react';
import type { Conflict } from './conflictFields';

interface ConflictState {
  conflict: Conflict | null;
  /** Closes the conflict view (the admin chose). */
  resolve: () => void;
}

/** The refused save of the edit screen around it (ResourceEdit), read by the form's ConflictView. */
export const ConflictContext = createContext<ConflictState>({ conflict: null, resolve: () => undefined });

export const useConflict = () => useContext(ConflictContext);
