import { describe, expect, it } from 'vitest';
import type { RaRecord } from 'react-admin';
import { CollectionCache } from '../../src/api/collectionCache';

const loadOf = (records: RaRecord[]) => async () => records;

describe('CollectionCache.find', () => {
  it('finds a record in any collection of its resource that has arrived, whatever its params', async () => {
    const cache = new CollectionCache(60_000);
    await cache.complete('speakers', { eventId: 'e-1' }, loadOf([{ id: 's-1', name: 'Ann' }]));
    expect(cache.find('speakers', 's-1')).toEqual({ id: 's-1', name: 'Ann' });
    expect(cache.find('speakers', 's-2')).toBeUndefined();
    expect(cache.find('faqs', 's-1')).toBeUndefined();
  });

  it('skips an expired collection: its records wait to be read again, not served as they were', async () => {
    const cache = new CollectionCache(60_000);
    await cache.complete('faqs', {}, loadOf([{ id: 'f-1', question: 'Before' }]));
    cache.expire(['faqs']);
    expect(cache.find('faqs', 'f-1')).toBeUndefined();

    await cache.complete('faqs', {}, loadOf([{ id: 'f-1', question: 'After' }]));
    expect(cache.find('faqs', 'f-1')).toEqual({ id: 'f-1', question: 'After' });
  });
});
