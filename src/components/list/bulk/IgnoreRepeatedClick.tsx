import { useRef, type ReactNode } from 'react';
import { useListContext, type Identifier } from 'react-admin';

/** A second click on the same selection within this time is the same intent (a double click, Enter pressed twice). */
const REPEAT_MS = 1000;

/**
 * Around a bulk button that acts at once (react-admin's undoable BulkUpdateButton): a click repeated on the same
 * selection within REPEAT_MS is dropped before it reaches the button. react-admin starts one undoable run per
 * click, and a double click started two, of which Undo cancelled one.
 */
export const IgnoreRepeatedClick = ({ children }: { children: ReactNode }) => {
  const { selectedIds } = useListContext();
  const last = useRef<{ ids: Identifier[]; at: number } | undefined>(undefined);
  return (
    <span
      style={{ display: 'contents' }}
      onClickCapture={(event) => {
        const now = Date.now();
        if (last.current?.ids === selectedIds && now - last.current.at < REPEAT_MS) {
          event.stopPropagation();
          return;
        }
        last.current = { ids: selectedIds, at: now };
      }}
    >
      {children}
    </span>
  );
};
