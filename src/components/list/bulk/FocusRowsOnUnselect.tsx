import { useEffect, useRef } from 'react';
import { BulkActionsToolbarClasses, useListContext } from 'react-admin';
import { focusListRows } from '../FocusRowsOnPageChange';

/**
 * A bulk action clears the selection, and react-admin's bulk actions toolbar folds away with the button that had
 * the keyboard focus: the focus then goes to the list's rows (which show the change), not to a hidden button or
 * <body> (WCAG 2.1 2.4.3). Renders nothing; BulkDataTable places it.
 */
export const FocusRowsOnUnselect = () => {
  const { selectedIds } = useListContext();
  const hadSelection = useRef(false);
  const selected = selectedIds.length > 0;
  useEffect(() => {
    const cleared = hadSelection.current && !selected;
    hadSelection.current = selected;
    if (!cleared) return;
    const focused = document.activeElement;
    if (focused === document.body || focused?.closest(`.${BulkActionsToolbarClasses.toolbar}`))
      focusListRows();
  }, [selected]);
  return null;
};
