import { describe, expect, it } from 'vitest';
import {
  paginate,
  paginateOrEmptyArray,
  parsePageParams,
  type PagedSource,
} from '../../server/src/http/paginate';

const items = Array.from({ length: 25 }, (_, i) => i + 1);

/** A source over the array that records the slices asked for, to prove only one page is read. */
function arraySource(data: number[]): PagedSource<number> & { slices: [number, number][] } {
  const slices: [number, number][] = [];
  return {
    slices,
    count: async () => data.length,
    slice: async (limit, offset) => {
      slices.push([limit, offset]);
      return data.slice(offset, offset + limit);
    },
  };
}

describe('paginatedResults (api-contract §4)', () => {
  it('slices page 1 and announces the next page with the total', async () => {
    const page = await paginate({ page: '1', limit: '10' }, arraySource(items));
    expect(page).toEqual({ next: { page: 2, limit: 10, count: 25 }, list: items.slice(0, 10) });
  });

  it('gives next and previous in the middle, previous only on the last page', async () => {
    expect(await paginate({ page: '2', limit: '10' }, arraySource(items))).toEqual({
      next: { page: 3, limit: 10, count: 25 },
      previous: { page: 1, limit: 10, count: 25 },
      list: items.slice(10, 20),
    });
    expect(await paginate({ page: '3', limit: '10' }, arraySource(items))).toEqual({
      previous: { page: 2, limit: 10, count: 25 },
      list: items.slice(20),
    });
  });

  it('has neither next nor previous when page 1 holds everything', async () => {
    expect(await paginate({ page: 1, limit: 100 }, arraySource(items))).toEqual({ list: items });
  });

  it('answers an empty list without reading when page or limit is missing or not a number', async () => {
    for (const query of [{}, { page: '1' }, { limit: '10' }, { page: 'x', limit: '10' }, undefined]) {
      const source = arraySource(items);
      expect(await paginate(query, source)).toEqual({ list: [] });
      expect(source.slices).toEqual([]);
    }
  });

  it('parses like parseInt and refuses pages below 1 and negative limits', () => {
    expect(parsePageParams({ page: '2abc', limit: '5' })).toEqual({ page: 2, limit: 5 });
    expect(parsePageParams({ page: '0', limit: '5' })).toBeNull();
    expect(parsePageParams({ page: '1', limit: '-5' })).toBeNull();
    expect(parsePageParams({ page: ['1'], limit: '5' })).toBeNull();
  });

  it('answers previous and an empty list beyond the end, without reading rows', async () => {
    const source = arraySource(items);
    expect(await paginate({ page: '9', limit: '10' }, source)).toEqual({
      previous: { page: 8, limit: 10, count: 25 },
      list: [],
    });
    expect(source.slices).toEqual([]);
  });

  it('answers an empty list with next for limit 0', async () => {
    expect(await paginate({ page: '1', limit: '0' }, arraySource(items))).toEqual({
      next: { page: 2, limit: 0, count: 25 },
      list: [],
    });
  });

  it('reads only the asked slice', async () => {
    const source = arraySource(items);
    await paginate({ page: '2', limit: '7' }, source);
    expect(source.slices).toEqual([[7, 7]]);
  });

  it('answers {list: []} for an empty collection, or a bare [] in the empty-array variant', async () => {
    expect(await paginate({ page: '1', limit: '10' }, arraySource([]))).toEqual({ list: [] });
    expect(await paginateOrEmptyArray({ page: '1', limit: '10' }, arraySource([]))).toEqual([]);
    expect(await paginateOrEmptyArray({}, arraySource(items))).toEqual({ list: [] });
    expect(await paginateOrEmptyArray({ page: '3', limit: '10' }, arraySource(items))).toEqual({
      previous: { page: 2, limit: 10, count: 25 },
      list: items.slice(20),
    });
  });
});
