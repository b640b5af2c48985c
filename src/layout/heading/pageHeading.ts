/**
 * The page's heading: react-admin's title in the app bar (TitlePortal, an h1 in AppAppBar), into which each screen
 * renders its title through <Title> or its view's `title`. The document title and the focus follow it.
 */
export const PAGE_HEADING_ID = 'react-admin-title';

/** The heading's text, or '' while no screen has put its title there. */
export const headingText = (heading: HTMLElement) => heading.textContent?.trim() ?? '';

/**
 * Calls `onChange` with the heading now and each time a screen changes its title; answers the function that
 * stops watching. react-admin renders titles into the heading through a portal and tells no one, hence the
 * observer.
 */
export function watchPageHeading(onChange: (heading: HTMLElement) => void): () => void {
  const heading = document.getElementById(PAGE_HEADING_ID);
  if (!heading) return () => undefined;
  const observer = new MutationObserver(() => onChange(heading));
  observer.observe(heading, { childList: true, subtree: true, characterData: true });
  onChange(heading);
  return () => observer.disconnect();
}
