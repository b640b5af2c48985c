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

export function filterRecords(
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
      if (key === 'q') return matchesSearch(record, String(value), rules.search);
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

function matchesSearch(record: RaRecord, query: string, fields?: string[]): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  const values = fields ? fields.map((field) => getPath(record, field)) : Object.values(record);
  return values.some(
    (value) =>
      (typeof value === 'string' || typeof value === 'number') &&
      String(value).toLowerCase().includes(needle),
  );
}

/** Compares as text so a form's 'true' or '5' matches a stored true or 5; array fields match any element. */
function fieldEquals(fieldValue: unknown, wanted: unknown): boolean {
  if (Array.isArray(fieldValue)) return fieldValue.some((item) => fieldEquals(item, wanted));
  return fieldValue !== undefined && fieldValue !== null && String(fieldValue) === String(wanted);
}

/** Stable sort on a dot path; null, undefined and '' go last in both orders. */
export function sortRecords(records: RaRecord[], sort: SortPayload | undefined): RaRecord[] {
  if (!sort?.field) return records;
  const direction = sort.order === 'DESC' ? -1 : 1;
  return [...records].sort((a, b) => {
    const left = getPath(a, sort.field);
    const right = getPath(b, sort.field);
    const leftBlank = isBlank(left);
    const rightBlank = isBlank(right);
    if (leftBlank || rightBlank) return Number(leftBlank) - Number(rightBlank);
    return direction * compareValues(left, right);
  });
}

function compareValues(left: unknown, right: unknown): number {
  const leftNumber = asNumber(left);
  const rightNumber = asNumber(right);
  if (leftNumber !== undefined && rightNumber !== undefined) return leftNumber - rightNumber;
  return String(left).localeCompare(String(right), undefined, { numeric: true, sensitivity: 'base' });
}

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number' || typeof value === 'boolean') return Number(value);
  if (value instanceof Date) return value.getTime();
  return undefined;
}

export function paginate<T>(records: T[], pagination: PaginationPayload | undefined): T[] {
  if (!pagination) return records;
  const start = (pagination.page - 1) * pagination.perPage;
  return records.slice(start, start + pagination.perPage);
}
