/**
 * The backend's `paginatedResults(data, page, limit)` (api-contract §4), computed in SQL instead of slicing the
 * whole collection in memory, with the same answers:
 * - `page` and `limit` both whole numbers → `list` = items (page−1)·limit … page·limit−1;
 * - `next = {page: page+1, limit, count}` when items follow this page; `previous` when page > 1;
 * - `page` or `limit` missing or not a number → `{list: []}` (not everything);
 * - `limit = 0` → an empty list with `next` (when the collection is not empty).
 * Negative or zero pages and negative limits also give `{list: []}` (the backend would slice from the end).
 * A `limit` over MAX_PAGE_LIMIT is refused with a 400 (not in the backend: a huge one failed in SQL as a 500).
 */
import { MAX_PAGE_LIMIT } from './inputLimits.js';
import { RawJson } from './rawJson.js';
import { invalid } from './reply.js';

interface PageLink {
  page: number;
  limit: number;
  count: number;
}

interface Page<T> {
  list: T[];
  next?: PageLink;
  previous?: PageLink;
}

interface PageParams {
  page: number;
  limit: number;
}

/** parseInt as the backend reads query strings ('2abc' → 2); undefined when it is not a number. */
function parseWhole(value: unknown): number | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const parsed = Number.parseInt(String(value), 10);
  return Number.isNaN(parsed) ? undefined : parsed;
}

/** Reads `page` and `limit` from a query object; null when the backend would answer `{list: []}`. */
export function parsePageParams(query: unknown): PageParams | null {
  const { page: rawPage, limit: rawLimit } = (query ?? {}) as Record<string, unknown>;
  const page = parseWhole(rawPage);
  const limit = parseWhole(rawLimit);
  if (page === undefined || limit === undefined || page < 1 || limit < 0) return null;
  if (limit > MAX_PAGE_LIMIT) throw invalid(`"limit" must be at most ${MAX_PAGE_LIMIT}.`);
  return { page, limit };
}

/** Builds the page object from one slice of the collection and the collection's size. */
function toPage<T>(list: T[], params: PageParams, count: number): Page<T> {
  const { page, limit } = params;
  // The backend's key order: next, previous, list.
  const result: Page<T> = {} as Page<T>;
  if (page * limit < count) result.next = { page: page + 1, limit, count };
  if ((page - 1) * limit > 0) result.previous = { page: page - 1, limit, count };
  result.list = list;
  return result;
}

export interface PagedSource<T> {
  /** The size of the whole collection. */
  count: () => Promise<number>;
  /** One slice, in the route's fixed order. */
  slice: (limit: number, offset: number) => Promise<T[]>;
}

/** Pages a collection: only its size and the rows of the asked page are read. */
export async function paginate<T>(query: unknown, source: PagedSource<T>): Promise<Page<T>> {
  const params = parsePageParams(query);
  if (!params) return { list: [] };
  const count = await source.count();
  const offset = (params.page - 1) * params.limit;
  const list = params.limit === 0 || offset >= count ? [] : await source.slice(params.limit, offset);
  return toPage(list, params, count);
}

/**
 * The variant of the lists whose backend answers a bare `data: []` when the collection is empty (members,
 * groups, heroes, multimedia, documents… api-contract §10.1); a non-empty collection pages as usual.
 */
export async function paginateOrEmptyArray<T>(query: unknown, source: PagedSource<T>): Promise<Page<T> | []> {
  parsePageParams(query); // a refused page size is refused whether or not the collection is empty
  const count = await source.count();
  if (count === 0) return [];
  return paginate(query, { count: async () => count, slice: source.slice });
}

/** A collection whose slices arrive serialised: the JSON array text of the rows (written by the database). */
export interface SerialisedPagedSource {
  count: () => Promise<number>;
  slice: (limit: number, offset: number) => Promise<string>;
}

/**
 * The answer `paginate` (or, with `emptyAsArray`, `paginateOrEmptyArray`) gives, as JSON text with the slice
 * inserted verbatim: the rows are never turned into JavaScript values and back.
 */
export async function paginateSerialised(
  query: unknown,
  source: SerialisedPagedSource,
  options: { emptyAsArray?: boolean } = {},
): Promise<RawJson> {
  let list = '[]';
  const rows: PagedSource<never> = {
    count: source.count,
    slice: async (limit, offset) => {
      list = await source.slice(limit, offset);
      return [];
    },
  };
  const page = options.emptyAsArray ? await paginateOrEmptyArray(query, rows) : await paginate(query, rows);
  if (Array.isArray(page)) return new RawJson('[]');
  // The page's own keys in their order (next, previous, list), the list's text in place of the empty array.
  const { list: _empty, ...links } = page;
  const head = JSON.stringify(links);
  return new RawJson(`${head.slice(0, -1)}${head === '{}' ? '' : ','}"list":${list}}`);
}
