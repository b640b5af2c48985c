import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { headingText, watchPageHeading } from './pageHeading';

/**
 * Moves the keyboard focus to the page heading once a newly opened screen has put its title there: after signing
 * in, opening a form, a save that returns to a list, a menu entry. Without it the focus falls to <body> when the
 * element that had it goes away with the old screen (WCAG 2.1 2.4.3). A list's page, sort or search (the same
 * path) leaves the focus where it is.
 */
export function useHeadingFocusOnNavigation() {
  const { pathname } = useLocation();
  const awaitingTitle = useRef(false);

  useEffect(
    () =>
      watchPageHeading((heading) => {
        if (!awaitingTitle.current || headingText(heading) === '') return;
        awaitingTitle.current = false;
        heading.focus();
      }),
    [],
  );

  // Before the browser delivers the heading's mutations of the same commit to the watcher above.
  useLayoutEffect(() => {
    awaitingTitle.current = true;
  }, [pathname]);
}
