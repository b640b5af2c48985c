/**
 * The `meta` of a list's getList: the provider may answer a page in the backend's order before the whole collection
 * is read, without a total (src/api/dataProvider.ts). Every query of a list's pages passes it, so they share keys.
 */
export const PARTIAL_PAGES = { partial: true };
