import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { headingText, watchPageHeading } from './pageHeading';

/** The document title of a page named `name` in the app called `appName`: 'Members List · Wellness Admin'. */
export const documentTitle = (name: string, appName: string) => (name ? `${name} · ${appName}` : appName);

/**
 * Keeps the document title (the browser tab, the history, what a screen reader says first) naming the screen, in
 * the language in use (WCAG 2.1 2.4.2): it follows the page heading, which every admin screen fills.
 */
export function useDocumentTitleFromHeading() {
  const translate = useTranslate();
  const appName = translate('app.shell.title');
  useEffect(
    () =>
      watchPageHeading((heading) => {
        document.title = documentTitle(headingText(heading), appName);
      }),
    [appName],
  );
}

/** Sets the document title of a page outside the admin's layout (public pages, the user area). */
export function useDocumentTitle(name: string, appName: string) {
  useEffect(() => {
    document.title = documentTitle(name, appName);
  }, [name, appName]);
}
