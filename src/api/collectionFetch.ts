import type { RaRecord } from 'react-admin';
import { malformed } from './apiErrors';
import { isObject } from './readers/rawRecords';
import { splitListedVersion } from './recordVersions';
import type { HttpClient, Json, ListParams, ListSpec, ResourceSpec } from './types';

/** Asked for when a paged spec names no `limit`. */
const DEFAULT_PAGE_LIMIT = 100;

/** A backstop against a server that ignores `page` and repeats a full page forever. */
const MAX_PAGES = 1000;

/** How many pages are read at once once the first answer has told how many there are. */
const PAGE_CONCURRENCY = 4;

/** Default raw → record mapping: the API's `uuid` is react-admin's `id`. */
export function toRecord(spec: ResourceSpec, raw: Json, params: ListParams): RaRecord {
  return spec.normalise ? spec.normalise(raw, params) : ({ ...raw, id: raw.uuid } as RaRecord);
}

/** How far a read has come: the records so far in the backend's order, and how many there will be. */
export interface CollectionProgress {
  /** The records of the first pages without a gap, in the backend's order (a prefix of the collection). */
  prefix: RaRecord[];
  /** Records arrived so far, the pages after a gap included. */
  loaded: number;
  /** The size the backend announced (`next.count`), when it did. */
  total?: number;
}

/** What a collection's read reports as it goes. */
export interface CollectionListeners {
  /** Hears after each page how far the read has come. */
  onProgress?: (progress: CollectionProgress) => void;
  /** Hears each row's version, where the server answers one beside the row (recordVersions.ts: LISTED_VERSION). */
  onVersion?: (id: string, etag: string) => void;
}

/**
 * Reads the complete collection of `spec.list` for `params`, because the client sorts and filters the whole set.
 * A paged route is read from its first page; when that page announces the collection's size (`next.count`), the
 * other pages are read a few at a time, else one after the other while a page announces `next` (a bare array:
 * while it comes back full).
 */
export async function fetchCollection(
  httpClient: HttpClient,
  spec: ResourceSpec,
  list: ListSpec,
  params: ListParams,
  { onProgress, onVersion }: CollectionListeners = {},
): Promise<RaRecord[]> {
  const request = list.request(params);
  const readRow = (raw: Json) => {
    const { row, etag } = splitListedVersion(raw);
    const record = toRecord(spec, row, params);
    if (etag && onVersion) onVersion(String(record.id), etag);
    return record;
  };
  const toRecords = (items: unknown[]) => items.filter(isObject).map(readRow);
  if (!list.paged) {
    const { data, status } = await httpClient(request);
    return toRecords(itemsOf(data, status, list, params));
  }
  const limit = list.limit ?? DEFAULT_PAGE_LIMIT;
  const readPage = async (page: number) => {
    const { items, hasNext, count } = await readPageOf(httpClient, list, params, page, limit);
    return { records: toRecords(items), hasNext, count };
  };

  const pages: RaRecord[][] = [];
  const first = await readPage(1);
  pages[0] = first.records;
  const total = first.count;
  const report = () => {
    if (!onProgress) return;
    const prefix: RaRecord[] = [];
    for (const page of pages) {
      if (!page) break;
      prefix.push(...page);
    }
    const loaded = pages.reduce((sum, page) => sum + (page?.length ?? 0), 0);
    onProgress({ prefix, loaded, total });
  };

  let lastRead = 1;
  let hasNext = first.hasNext;
  report();
  if (hasNext && total !== undefined && limit > 0) {
    // The size is known: the remaining pages, a few at a time, each kept at its place.
    const lastPage = Math.min(Math.ceil(total / limit), MAX_PAGES);
    let nextPage = 2;
    let lastHasNext: boolean = hasNext;
    const worker = async () => {
      while (nextPage <= lastPage) {
        const page = nextPage++;
        const answer = await readPage(page);
        pages[page - 1] = answer.records;
        if (page === lastPage) lastHasNext = answer.hasNext;
        report();
      }
    };
    await Promise.all(Array.from({ length: Math.min(PAGE_CONCURRENCY, lastPage - 1) }, worker));
    lastRead = lastPage;
    // The collection may have grown meanwhile: the last page says so, and the rest is read as below.
    hasNext = lastHasNext;
  }
  for (let page = lastRead + 1; hasNext && page <= MAX_PAGES; page++) {
    const answer = await readPage(page);
    pages[page - 1] = answer.records;
    hasNext = answer.hasNext;
    report();
  }
  return pages.flat();
}

/** One page of a paged route: its items, whether more follow, and the collection's size when announced. */
async function readPageOf(
  httpClient: HttpClient,
  list: ListSpec,
  params: ListParams,
  page: number,
  limit: number,
) {
  const request = list.request(params);
  const { data, status } = await httpClient({ ...request, query: { ...request.query, page, limit } });
  const items = itemsOf(data, status, list, params);
  // A PAGE object announces more with `next` (api-contract §4: the backend sets it whenever items follow), so
  // a collection of exactly `limit` items costs one request; a bare array can only say so by coming back full.
  const isPage = isObject(data) && Array.isArray(data.list);
  const next = isPage && isObject(data.next) ? data.next : undefined;
  const hasNext = items.length > 0 && (isPage ? next !== undefined : items.length === limit);
  const count = next && typeof next.count === 'number' && next.count >= 0 ? next.count : undefined;
  return { items, hasNext, count };
}

/**
 * The size of a paged route's collection as the backend announces it with a one-item first page (api-contract
 * §4: `next.count`; no `next` when that item is all there is): one request, whatever the size.
 */
export async function fetchAnnouncedSize(httpClient: HttpClient, list: ListSpec, params: ListParams) {
  const { items, hasNext, count } = await readPageOf(httpClient, list, params, 1, 1);
  if (count !== undefined) return count;
  // A backend that does not announce it: the collection must be read to be counted.
  return hasNext ? undefined : items.length;
}

/** Accepts `{list}`, a bare array, `[]` and `null`; anything else is a malformed answer, not a crash. */
function itemsOf(data: unknown, status: number, list: ListSpec, params: ListParams): unknown[] {
  const selected = list.select ? list.select(data, params) : data;
  if (selected === null || selected === undefined) return [];
  const items = isObject(selected) ? selected.list : selected;
  if (!Array.isArray(items)) throw malformed(status, data);
  return items;
}

/** The values of the filter keys that choose the collection (`list.params`), as the request receives them. */
export function listParamsOf(list: ListSpec, filter: Record<string, unknown>): ListParams {
  const params: ListParams = {};
  for (const key of list.params ?? []) {
    const value = filter[key];
    if (value !== undefined && value !== null && value !== '') params[key] = String(value);
  }
  return params;
}
