import { describe, expect, it } from 'vitest';
import {
  listParamsFromSearch,
  MAX_PER_PAGE,
  searchWithListParams,
} from '../../../src/components/list/listAddressParams';

const defaults = { sort: { field: 'name', order: 'ASC' as const }, perPage: 25 };

describe('listParamsFromSearch', () => {
  it("reads react-admin's own query format", () => {
    expect(
      listParamsFromSearch(
        '?filter=%7B%22q%22%3A%22khan%22%7D&order=DESC&page=3&perPage=10&sort=email',
        defaults,
      ),
    ).toEqual({ page: 3, perPage: 10, sort: 'email', order: 'DESC', filter: { q: 'khan' } });
  });

  it('gives nothing for an address without list parameters, whatever else it carries', () => {
    expect(listParamsFromSearch('', defaults)).toBeUndefined();
    expect(listParamsFromSearch('?packageId=p1', defaults)).toBeUndefined();
  });

  it("falls back to the list's defaults for missing or malformed values", () => {
    expect(listParamsFromSearch('?page=2', defaults)).toEqual({
      page: 2,
      perPage: 25,
      sort: 'name',
      order: 'ASC',
      filter: {},
    });
    expect(
      listParamsFromSearch('?page=-1&perPage=abc&order=sideways&filter=%7Bbroken&sort=', defaults),
    ).toEqual({ page: 1, perPage: 25, sort: 'name', order: 'ASC', filter: {} });
    expect(listParamsFromSearch('?filter=%5B1%5D&page=1.5', defaults)).toMatchObject({ page: 1, filter: {} });
  });

  it('refuses a page size past the cap, so an edited address cannot render every row', () => {
    expect(listParamsFromSearch(`?perPage=${MAX_PER_PAGE}`, defaults)?.perPage).toBe(MAX_PER_PAGE);
    expect(listParamsFromSearch('?perPage=100000', defaults)?.perPage).toBe(25);
  });

  it('sorts ascending when the address names a field but no order', () => {
    expect(
      listParamsFromSearch('?sort=email', { ...defaults, sort: { field: 'name', order: 'DESC' } }),
    ).toMatchObject({
      sort: 'email',
      order: 'ASC',
    });
  });
});

describe('searchWithListParams', () => {
  const page3 = { page: 3, perPage: 25, sort: 'email', order: 'DESC' as const, filter: { q: 'khan' } };

  it('writes the parameters in the format it reads back', () => {
    const search = searchWithListParams('', page3, defaults);
    expect(search).toBe('?filter=%7B%22q%22%3A%22khan%22%7D&order=DESC&page=3&perPage=25&sort=email');
    expect(listParamsFromSearch(search, defaults)).toEqual(page3);
  });

  it("keeps the page's own query keys and replaces earlier list ones", () => {
    const search = searchWithListParams('?packageId=p%201&page=9&displayedFilters=%7B%7D', page3, defaults);
    const query = new URLSearchParams(search);
    expect(query.get('packageId')).toBe('p 1');
    expect(query.get('page')).toBe('3');
    expect(query.has('displayedFilters')).toBe(false);
  });

  it("leaves a plain address when the parameters are the list's defaults", () => {
    const first = { page: 1, perPage: 25, sort: 'name', order: 'ASC' as const, filter: {} };
    expect(
      searchWithListParams('?page=4&sort=email&order=DESC&perPage=25&filter=%7B%7D', first, defaults),
    ).toBe('');
    expect(searchWithListParams('?packageId=p1&page=4', first, defaults)).toBe('?packageId=p1');
  });
});
