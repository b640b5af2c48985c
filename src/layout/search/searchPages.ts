import { navigationPages, type NavPage } from '../navigation';

export const MAX_SUGGESTIONS = 10;

/**
 * Navigation pages whose translated title contains `query` (case-insensitive), at most 10 (spec 1 §2).
 * Titles starting with the query come first; an empty query suggests nothing.
 */
export function searchPages(
  query: string,
  translate: (key: string) => string,
  pages: NavPage[] = navigationPages(),
): NavPage[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const scored = pages
    .map((page) => ({ page, at: translate(page.title).toLowerCase().indexOf(needle) }))
    .filter(({ at }) => at >= 0);
  scored.sort((a, b) => Number(a.at !== 0) - Number(b.at !== 0));
  return scored.slice(0, MAX_SUGGESTIONS).map(({ page }) => page);
}
