import { useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';
import { PAGE_HEADING_ID } from '../../layout/heading/pageHeading';

/**
 * A page change scrolls the list to its top (ListParamsInAddressBar). When the pagination made it, the keyboard
 * focus follows to the table of the new rows, named by the page heading, so it stays where the user sees it
 * (WCAG 2.1 2.4.3, 2.4.7): left on the pagination it would be out of sight below, or on <body> when the pressed
 * button went away. The next Tab goes on into the table. Renders nothing; place it inside a <List>.
 */
export const FocusRowsOnPageChange = () => {
  const { page } = useListContext();
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    const focused = document.activeElement;
    const fromPagination = focused === document.body || focused?.closest('.MuiTablePagination-root');
    if (fromPagination) focusListRows();
  }, [page]);
  return null;
};

/** Gives the keyboard focus to the list's table, named by the page heading (the next Tab goes into its rows). */
export function focusListRows(): void {
  const table = document.querySelector<HTMLElement>('#main-content .RaDataTable-table');
  if (!table) return;
  table.tabIndex = -1;
  table.setAttribute('aria-labelledby', PAGE_HEADING_ID);
  table.focus({ preventScroll: true });
}
