import type { SortPayload } from 'react-admin';

/**
 * A list's parameters as the address bar carries them, in react-admin's own query format
 * (`?filter={"q":"khan"}&order=DESC&page=3&perPage=25&sort=email`), so links made by either keep working.
 */
export interface AddressListParams {
  page: number;
  perPage: number;
  sort: string;
  order: 'ASC' | 'DESC';
  filter: Record<string, unknown>;
}

/** The largest page size an address may ask for: a hand-edited `perPage=100000` must not render every row. */
export const MAX_PER_PAGE = 100;

const positiveInteger = (value: string | null, max = Number.MAX_SAFE_INTEGER) => {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= max ? number : undefined;
};

const plainObject = (value: string | null) => {
  if (value === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
};

/** The query keys a list owns; an address's other keys (e.g. `packageId`) belong to the page and are kept. */
const LIST_KEYS = ['page', 'perPage', 'sort', 'order', 'filter', 'displayedFilters'];

/**
 * The list parameters an address's query string gives, or undefined when it gives none. Missing or malformed
 * values fall back to the list's defaults, as react-admin does for its own URLs.
 */
export function listParamsFromSearch(
  search: string,
  defaults: { sort: SortPayload; perPage: number },
): AddressListParams | undefined {
  const query = new URLSearchParams(search);
  if (!LIST_KEYS.some((key) => query.has(key))) return undefined;
  const order = query.get('order');
  const sort = query.get('sort');
  return {
    page: positiveInteger(query.get('page')) ?? 1,
    perPage: positiveInteger(query.get('perPage'), MAX_PER_PAGE) ?? defaults.perPage,
    sort: sort || defaults.sort.field,
    order: order === 'ASC' || order === 'DESC' ? order : sort ? 'ASC' : defaults.sort.order,
    filter: plainObject(query.get('filter')) ?? {},
  };
}

/**
 * The address's query string (with its '?', or empty) once it shows these list parameters: none when they are the
 * list's defaults, so that an untouched list keeps its plain address.
 */
export function searchWithListParams(
  currentSearch: string,
  params: AddressListParams,
  defaults: { sort: SortPayload; perPage: number },
): string {
  const query = new URLSearchParams(currentSearch);
  for (const key of LIST_KEYS) query.delete(key);
  const isDefault =
    params.page === 1 &&
    params.perPage === defaults.perPage &&
    params.sort === defaults.sort.field &&
    params.order === defaults.sort.order &&
    Object.keys(params.filter).length === 0;
  if (!isDefault) {
    query.set('filter', JSON.stringify(params.filter));
    query.set('order', params.order);
    query.set('page', String(params.page));
    query.set('perPage', String(params.perPage));
    query.set('sort', params.sort);
  }
  const search = query.toString();
  return search ? `?${search}` : '';
}
