/**
 * Issue 29 through the app's own provider: records the contract has no single-record view for (FAQs, promo codes,
 * vouchers) are saved at the version their list row carried, so a second administrator's save made at the version
 * read before the first one's is refused with the conflict and the record as it now is, and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RaRecord } from 'react-admin';
import { isConflict } from '../../src/api/recordVersions';
import { appProvider, startTestServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await server.login();
});
afterAll(() => server?.close());

/** A text field of each resource's form that both administrators change. */
const EDITED: Record<string, string> = {
  faqs: 'question',
  promoCodes: 'description',
  vouchers: 'description',
};

async function firstRecord(provider: ReturnType<typeof appProvider>, resource: string): Promise<RaRecord> {
  const { data } = await provider.getList(resource, {
    pagination: { page: 1, perPage: 5 },
    sort: { field: '', order: 'ASC' },
    filter: {},
  });
  const { data: record } = await provider.getOne(resource, { id: data[0]!.id });
  return record;
}

describe('saves of records read from their lists carry the version read (issue 29)', () => {
  it.each(Object.entries(EDITED))(
    '%s: the save made at the older version gets the conflict, with the current record',
    async (resource, field) => {
      const first = appProvider(server);
      const second = appProvider(server);
      const [mine, theirs] = await Promise.all([firstRecord(first, resource), firstRecord(second, resource)]);
      expect(mine).not.toHaveProperty('etag');
      const id = mine.id;

      const firstSaved = { ...mine, [field]: `${String(mine[field])} (first)` };
      await first.update(resource, { id, data: firstSaved, previousData: mine });

      const secondSaved = { ...theirs, [field]: `${String(theirs[field])} (second)` };
      const refused = await second
        .update(resource, { id, data: secondSaved, previousData: theirs })
        .catch((error: unknown) => error);
      expect(isConflict(refused)).toBe(true);
      const { current } = (refused as { body: { current: RaRecord } }).body;
      expect(current[field]).toBe(firstSaved[field]);
      expect(current).not.toHaveProperty('etag');
      // Shown the current version, the second administrator's next save passes.
      await second.update(resource, { id, data: secondSaved, previousData: theirs });
      const { data: stored } = await appProvider(server).getOne(resource, { id });
      expect(stored[field]).toBe(secondSaved[field]);
    },
  );
});
