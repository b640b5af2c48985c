import type { RaRecord } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { getPath, paginate, queryRecords, sortRecords, type FilterRules } from '../../src/api/listEngine';

const members: RaRecord[] = [
  { id: 'a', name: 'Asha Rao', email: 'asha@x.io', age: 31, isActive: true, package: { name: 'Gold' } },
  { id: 'b', name: 'bob Lee', email: 'bob@y.io', age: 9, isActive: false, package: { name: '' } },
  { id: 'c', name: 'Chen Wu', email: 'chen@x.io', age: null, isActive: true, package: { name: 'Silver' } },
  { id: 'd', name: 'dana', email: 'dana@z.io', age: 100, isActive: true, package: { name: 'gold plus' } },
];
const ids = (records: RaRecord[]) => records.map((record) => record.id);

/** The provider's filtering, unsorted, on a fresh copy (views are memoised per collection array). */
const filterRecords = (records: RaRecord[], filter: Record<string, unknown>, rules?: FilterRules) =>
  queryRecords([...records], filter, undefined, rules);

describe('getPath', () => {
  it('reads dot paths through objects and arrays', () => {
    expect(getPath({ package: { name: 'Gold' } }, 'package.name')).toBe('Gold');
    expect(getPath({ Package: [{ colour: '#fff' }] }, 'Package.0.colour')).toBe('#fff');
    expect(getPath({ package: null }, 'package.name')).toBeUndefined();
  });
});

describe('queryRecords: filters', () => {
  it('q matches the search fields, dot paths included, case-insensitively as a substring', () => {
    const rules = { search: ['name', 'package.name'] };
    expect(ids(filterRecords(members, { q: 'GOLD' }, rules))).toEqual(['a', 'd']);
    expect(ids(filterRecords(members, { q: ' lee ' }, rules))).toEqual(['b']);
    // email is not a search field here
    expect(ids(filterRecords(members, { q: 'x.io' }, rules))).toEqual([]);
  });

  it('q without search fields matches any top-level text or number', () => {
    expect(ids(filterRecords(members, { q: 'x.io' }))).toEqual(['a', 'c']);
    expect(ids(filterRecords(members, { q: '100' }))).toEqual(['d']);
  });

  it('other keys compare the field (dot path) as text; arrays mean any of', () => {
    expect(ids(filterRecords(members, { isActive: false }))).toEqual(['b']);
    expect(ids(filterRecords(members, { isActive: 'true' }))).toEqual(['a', 'c', 'd']);
    expect(ids(filterRecords(members, { 'package.name': ['Gold', 'Silver'] }))).toEqual(['a', 'c']);
  });

  it("reads react-admin's nested filter values (a dotted source) as dot paths", () => {
    expect(ids(filterRecords(members, { package: { name: 'Silver' } }))).toEqual(['c']);
    expect(ids(filterRecords(members, { package: { name: '' } }))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps an object value whole for a key with a predicate', () => {
    const between = (record: RaRecord, value: unknown) => {
      const { min, max } = value as { min: number; max: number };
      return record.age >= min && record.age <= max;
    };
    expect(ids(filterRecords(members, { age: { min: 10, max: 40 } }, { filters: { age: between } }))).toEqual(
      ['a'],
    );
  });

  it('a key with a predicate uses it', () => {
    const rules = {
      filters: { incomplete: (record: RaRecord, value: unknown) => (record.package.name === '') === value },
    };
    expect(ids(filterRecords(members, { incomplete: true }, rules))).toEqual(['b']);
    expect(ids(filterRecords(members, { incomplete: false }, rules))).toEqual(['a', 'c', 'd']);
  });

  it('ignores empty values and the keys that chose the collection', () => {
    const filter = { q: '', name: undefined, email: null, age: [], eventId: 'e1' };
    expect(ids(filterRecords(members, filter, { ignore: ['eventId'] }))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('combines keys with AND', () => {
    expect(ids(filterRecords(members, { isActive: true, q: 'd' }, { search: ['name'] }))).toEqual(['d']);
  });
});

describe('sortRecords', () => {
  it('sorts numbers numerically with nulls last, both ways', () => {
    expect(ids(sortRecords(members, { field: 'age', order: 'ASC' }))).toEqual(['b', 'a', 'd', 'c']);
    expect(ids(sortRecords(members, { field: 'age', order: 'DESC' }))).toEqual(['d', 'a', 'b', 'c']);
  });

  it('sorts text case-insensitively on a dot path with empty strings last, both ways', () => {
    expect(ids(sortRecords(members, { field: 'package.name', order: 'ASC' }))).toEqual(['a', 'd', 'c', 'b']);
    expect(ids(sortRecords(members, { field: 'package.name', order: 'DESC' }))).toEqual(['c', 'd', 'a', 'b']);
    expect(ids(sortRecords(members, { field: 'name', order: 'ASC' }))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('compares digit runs numerically and ISO dates in time order', () => {
    const rows = [
      { id: 1, code: 'item10', at: '2024-03-01T10:00:00.000Z' },
      { id: 2, code: 'item9', at: '2024-01-15T08:00:00.000Z' },
      { id: 3, code: 'Item1', at: undefined },
    ];
    expect(ids(sortRecords(rows, { field: 'code', order: 'ASC' }))).toEqual([3, 2, 1]);
    expect(ids(sortRecords(rows, { field: 'at', order: 'DESC' }))).toEqual([1, 2, 3]);
  });

  it('is stable and leaves the input untouched', () => {
    const rows = [
      { id: 1, group: 'x' },
      { id: 2, group: 'y' },
      { id: 3, group: 'x' },
    ];
    expect(ids(sortRecords(rows, { field: 'group', order: 'ASC' }))).toEqual([1, 3, 2]);
    expect(ids(sortRecords(rows, { field: 'group', order: 'DESC' }))).toEqual([2, 1, 3]);
    expect(ids(rows)).toEqual([1, 2, 3]);
  });

  it('keeps the order when no field is given', () => {
    expect(sortRecords(members, { field: '', order: 'ASC' })).toBe(members);
  });
});

describe('paginate', () => {
  const rows = Array.from({ length: 23 }, (_, index) => index + 1);

  it('returns the asked page', () => {
    expect(paginate(rows, { page: 1, perPage: 10 })).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('returns the last partial page', () => {
    expect(paginate(rows, { page: 3, perPage: 10 })).toEqual([21, 22, 23]);
  });

  it('returns nothing beyond the end', () => {
    expect(paginate(rows, { page: 4, perPage: 10 })).toEqual([]);
  });

  it('returns everything without pagination', () => {
    expect(paginate(rows, undefined)).toHaveLength(23);
  });
});
