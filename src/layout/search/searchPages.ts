import { navigationPages, type NavPage } from '../navigation';

export const MAX_SUGGESTIONS = 10;

/**
 * Navigation pages whose translated title, or the title of the entry they sit under, contains `query`
 * (case-insensitive), at most 10 (spec 1 §2). Own titles matching first, then those starting with the
 * query; an empty query suggests nothing.
 */
export function searchPages(
  query: string,
  translate: (key: string) => string,
  pages: NavPage[] = navigationPages(),
): NavPage[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const rank = (page: NavPage): number => {
    const at = translate(page.title).toLowerCase().indexOf(needle);
    if (at === 0) return 0;
    if (at > 0) return 1;
    return page.parentTitle && translate(page.parentTitle).toLowerCase().includes(needle) ? 2 : -1;
  };
  const scored = pages.map((page) => ({ page, rank: rank(page) })).filter(({ rank }) => rank >= 0);
  scored.sort((a, b) => a.rank - b.rank);
  return scored.slice(0, MAX_SUGGESTIONS).map(({ page }) => page);
}
