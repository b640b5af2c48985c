import type { RaRecord } from 'react-admin';
import { malformed } from './apiErrors';
import { isObject } from './readers/rawRecords';
import type { HttpClient, Json, ListParams, ListSpec, ResourceSpec } from './types';

/** Asked for when a paged spec names no `limit`. */
export const DEFAULT_PAGE_LIMIT = 100;

/** A backstop against a server that ignores `page` and repeats a full page forever. */
const MAX_PAGES = 1000;

/** Default raw → record mapping: the API's `uuid` is react-admin's `id`. */
export function toRecord(spec: ResourceSpec, raw: Json, params: ListParams): RaRecord {
  return spec.normalise ? spec.normalise(raw, params) : ({ ...raw, id: raw.uuid } as RaRecord);
}

/**
 * Reads the complete collection of `spec.list` for `params`. A paged route is read page after page while
 * a page announces `next` (a bare array: while it comes back full), because the client sorts and filters the whole set.
 */
export async function fetchCollection(
  httpClient: HttpClient,
  spec: ResourceSpec,
  list: ListSpec,
  params: ListParams,
): Promise<RaRecord[]> {
  const request = list.request(params);
  const toRecords = (items: unknown[]) => items.filter(isObject).map((raw) => toRecord(spec, raw, params));
  if (!list.paged) {
    const { data, status } = await httpClient(request);
    return toRecords(itemsOf(data, status, list, params));
  }
  const limit = list.limit ?? DEFAULT_PAGE_LIMIT;
  const records: RaRecord[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { data, status } = await httpClient({ ...request, query: { ...request.query, page, limit } });
    const items = itemsOf(data, status, list, params);
    records.push(...toRecords(items));
    // A PAGE object announces more with `next` (api-contract §4: the backend sets it whenever items follow), so
    // a collection of exactly `limit` items costs one request; a bare array can only say so by coming back full.
    const isPage = isObject(data) && Array.isArray(data.list);
    const hasNext = isPage && data.next !== undefined && data.next !== null;
    if (items.length === 0 || (isPage ? !hasNext : items.length < limit)) break;
  }
  return records;
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
