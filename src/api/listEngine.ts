import type { PaginationPayload, RaRecord, SortPayload } from 'react-admin';
import type { FilterPredicate } from './types';

/**
 * Filtering, sorting and paging of a complete collection on the client: the API sorts and filters
 * nothing (api-contract.md §4), so react-admin's list parameters are applied here.
 */

export interface FilterRules {
  /** Fields the `q` search matches; when absent, every top-level text or number field. */
  search?: string[];
  filters?: Record<string, FilterPredicate>;
  /** Filter keys that chose the collection and are not filtered on. */
  ignore?: string[];
}

/** Reads a dot path ('package.name', 'Package.0.colour'). */
export function getPath(record: unknown, path: string): unknown {
  let value: unknown = record;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/** Keeps the records matching every filter key but `q` (the search, which `queryRecords` applies first). */
function filterRecords(
  records: RaRecord[],
  filter: Record<string, unknown>,
  rules: FilterRules = {},
): RaRecord[] {
  const active = Object.entries(flattenFilter(filter, rules.filters ?? {})).filter(
    ([key, value]) => !rules.ignore?.includes(key) && !isBlank(value),
  );
  if (active.length === 0) return records;
  return records.filter((record) =>
    active.every(([key, value]) => {
      const predicate = rules.filters?.[key];
      if (predicate) return predicate(record, value);
      const wanted = Array.isArray(value) ? value : [value];
      return wanted.some((one) => fieldEquals(getPath(record, key), one));
    }),
  );
}

/**
 * react-admin's filter form nests dotted sources (`package.name` → `{ package: { name } }`); read them back
 * as dot paths. A key with its own predicate keeps its object value whole.
 */
function flattenFilter(
  filter: Record<string, unknown>,
  predicates: Record<string, FilterPredicate>,
  prefix = '',
): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    const path = prefix + key;
    if (isPlainObject(value) && !predicates[path])
      Object.assign(flat, flattenFilter(value, predicates, `${path}.`));
    else flat[path] = value;
  }
  return flat;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** Compares as text so a form's 'true' or '5' matches a stored true or 5; array fields match any element. */
function fieldEquals(fieldValue: unknown, wanted: unknown): boolean {
  if (Array.isArray(fieldValue)) return fieldValue.some((item) => fieldEquals(item, wanted));
  return fieldValue !== undefined && fieldValue !== null && String(fieldValue) === String(wanted);
}

// One collator for every comparison: creating one per localeCompare call costs ~100x more over 10 000 rows.
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * Stable sort on a dot path; null, undefined and '' go last in both orders. Each record's key is read once
 * (decorate, sort, undecorate), so sorting 10 000 records takes a few milliseconds.
 */
export function sortRecords(records: RaRecord[], sort: SortPayload | undefined): RaRecord[] {
  if (!sort?.field) return records;
  const direction = sort.order === 'DESC' ? -1 : 1;
  const keyed = records.map((record, index) => {
    const value = getPath(record, sort.field);
    return { record, index, blank: isBlank(value), number: asNumber(value), text: String(value) };
  });
  keyed.sort((a, b) => {
    if (a.blank || b.blank) return Number(a.blank) - Number(b.blank) || a.index - b.index;
    const byValue =
      a.number !== undefined && b.number !== undefined
        ? a.number - b.number
        : collator.compare(a.text, b.text);
    return direction * byValue || a.index - b.index;
  });
  return keyed.map((entry) => entry.record);
}

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number' || typeof value === 'boolean') return Number(value);
  if (value instanceof Date) return value.getTime();
  return undefined;
}

const views = new WeakMap<RaRecord[], Map<string, RaRecord[]>>();
const VIEWS_PER_COLLECTION = 8;
const haystacks = new WeakMap<RaRecord[], Map<string, Map<RaRecord, string>>>();
const sortedCollections = new WeakMap<RaRecord[], Map<string, RaRecord[]>>();

function memoised<V>(
  store: WeakMap<RaRecord[], Map<string, V>>,
  records: RaRecord[],
  key: string,
  make: () => V,
): V {
  let byKey = store.get(records);
  if (!byKey) store.set(records, (byKey = new Map()));
  let value = byKey.get(key);
  if (value === undefined) byKey.set(key, (value = make()));
  return value;
}

/** Each record's searchable text, lower-cased once per collection (not once per keystroke). */
function searchTexts(records: RaRecord[], fields: string[] | undefined): Map<RaRecord, string> {
  return memoised(haystacks, records, fields?.join('\u0000') ?? '*', () => {
    const texts = new Map<RaRecord, string>();
    for (const record of records) {
      const values = fields ? fields.map((field) => getPath(record, field)) : Object.values(record);
      const text = values
        .filter((value) => typeof value === 'string' || typeof value === 'number')
        .join('\u0000');
      texts.set(record, text.toLowerCase());
    }
    return texts;
  });
}

/**
 * The filtered and sorted view of a cached collection. The whole collection is sorted once per field and
 * order (an index, in effect); filtering keeps that order, so a new search or filter costs one pass, a page
 * change is a slice, and recent views are remembered outright.
 */
export function queryRecords(
  records: RaRecord[],
  filter: Record<string, unknown>,
  sort: SortPayload | undefined,
  rules: FilterRules = {},
): RaRecord[] {
  const key = JSON.stringify([filter, sort?.field ? [sort.field, sort.order] : null]);
  let memo = views.get(records);
  if (!memo) views.set(records, (memo = new Map()));
  const hit = memo.get(key);
  if (hit) return hit;
  const ordered = sort?.field
    ? memoised(sortedCollections, records, `${sort.field}\u0000${sort.order}`, () =>
        sortRecords(records, sort),
      )
    : records;
  const { q, ...rest } = filter;
  const needle = typeof q === 'string' || typeof q === 'number' ? String(q).trim().toLowerCase() : '';
  let matched = ordered;
  if (needle) {
    const texts = searchTexts(records, rules.search);
    matched = ordered.filter((record) => (texts.get(record) as string).includes(needle));
  }
  const view = filterRecords(matched, rest, rules);
  if (memo.size >= VIEWS_PER_COLLECTION) memo.delete(memo.keys().next().value as string);
  memo.set(key, view);
  return view;
}

export function paginate<T>(records: T[], pagination: PaginationPayload | undefined): T[] {
  if (!pagination) return records;
  const start = (pagination.page - 1) * pagination.perPage;
  return records.slice(start, start + pagination.perPage);
}
