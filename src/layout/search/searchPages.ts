import { navigationPages, type NavPage } from '../navigation';

export const MAX_SUGGESTIONS = 10;

/**
 * A text as the search compares it: lower case, and the Turkish dotted and dotless i as one letter. JavaScript
 * lowers 'İ' to 'i' and a combining dot (so 'içerik' never found 'İçerik'), and keeps 'ı' apart from 'i'.
 */
export const foldForSearch = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\u0307/g, '')
    .replace(/ı/g, 'i')
    .normalize('NFC');

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
  const needle = foldForSearch(query.trim());
  if (!needle) return [];
  const rank = (page: NavPage): number => {
    const at = foldForSearch(translate(page.title)).indexOf(needle);
    if (at === 0) return 0;
    if (at > 0) return 1;
    return page.parentTitle && foldForSearch(translate(page.parentTitle)).includes(needle) ? 2 : -1;
  };
  const scored = pages.map((page) => ({ page, rank: rank(page) })).filter(({ rank }) => rank >= 0);
  scored.sort((a, b) => a.rank - b.rank);
  return scored.slice(0, MAX_SUGGESTIONS).map(({ page }) => page);
}
