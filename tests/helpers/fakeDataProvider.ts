import { vi, type Mock } from 'vitest';
import type {
  CreateParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetOneParams,
  RaRecord,
  UpdateParams,
} from 'react-admin';
import { paginate, queryRecords, type FilterRules } from '../../src/api/listEngine';
import { registry } from '../../src/resources/registry';
import type { AppDataProvider, StatusParams } from '../../src/api/types';

export type Collections = Record<string, RaRecord[]>;

/** The registry's filter rules: search fields, predicates, and the list params that choose a collection. */
const rulesOf = (resource: string): FilterRules => {
  const spec = registry[resource];
  return { search: spec?.search, filters: spec?.filters, ignore: spec?.list?.params };
};

/**
 * The collection a list reads: `resource`, or for a collection chosen by list params (a member's
 * transactions, an event's speakers) `resource?key=value`, e.g. `'transactions?memberId=m-ann'`.
 */
function collectionKey(resource: string, filter: Record<string, unknown> = {}): string {
  const params = registry[resource]?.list?.params ?? [];
  const chosen = params
    .filter((key) => filter[key] !== undefined)
    .map((key) => `${key}=${String(filter[key])}`);
  return chosen.length ? `${resource}?${chosen.join('&')}` : resource;
}

/**
 * An in-memory AppDataProvider over copies of `collections`, searching and filtering by the real
 * registry's rules. Every method is a vi.fn, so a test can read its calls or make one fail
 * (`provider.update.mockRejectedValueOnce(…)`).
 */
export function fakeDataProvider(collections: Collections) {
  const store: Collections = Object.fromEntries(
    Object.entries(collections).map(([name, records]) => [name, records.map((record) => ({ ...record }))]),
  );
  const records = (resource: string) => (store[resource] ??= []);
  const find = (resource: string, id: unknown) => records(resource).find((record) => record.id === id);
  const replace = (resource: string, record: RaRecord) => {
    store[resource] = records(resource).map((one) => (one.id === record.id ? record : one));
    return record;
  };

  const provider = {
    getList: vi.fn(async (resource: string, params: GetListParams) => {
      const matching = queryRecords(
        records(collectionKey(resource, params.filter)),
        params.filter ?? {},
        params.sort,
        rulesOf(resource),
      );
      return { data: paginate(matching, params.pagination), total: matching.length };
    }),
    getOne: vi.fn(async (resource: string, params: GetOneParams) => {
      const record = find(resource, params.id);
      if (!record) throw new Error('No document found');
      return { data: record };
    }),
    getMany: vi.fn(async (resource: string, params: GetManyParams) => ({
      data: records(resource).filter((record) => params.ids.includes(record.id)),
    })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(async (resource: string, params: CreateParams) => {
      const record = { ...params.data, id: `new-${records(resource).length + 1}` } as RaRecord;
      records(resource).push(record);
      return { data: record };
    }),
    update: vi.fn(async (resource: string, params: UpdateParams) => ({
      data: replace(resource, { ...find(resource, params.id), ...params.data, id: params.id }),
    })),
    updateMany: vi.fn(async () => ({ data: [] })),
    delete: vi.fn(async (resource: string, params: DeleteParams) => {
      const record = find(resource, params.id);
      store[resource] = records(resource).filter((one) => one.id !== params.id);
      return { data: record ?? params.previousData };
    }),
    deleteMany: vi.fn(async () => ({ data: [] })),
    toggleStatus: vi.fn(async (resource: string, params: StatusParams) => {
      const field = registry[resource]?.status?.field ?? 'isActive';
      return {
        data: replace(resource, { ...find(resource, params.id), id: params.id, [field]: params.value }),
      };
    }),
    act: vi.fn(async () => ({ data: null })),
    actMany: vi.fn(async (_resource: string, _action: string, params: { ids: unknown[] }) => ({
      data: params.ids,
    })),
    upload: vi.fn(async () => ({ data: null })),
    total: vi.fn(
      async (resource: string, filter: Record<string, unknown> = {}) =>
        queryRecords(records(collectionKey(resource, filter)), filter, undefined, rulesOf(resource)).length,
    ),
    clearCache: vi.fn(),
    // The collections are in memory: always complete, never read again.
    collectionState: vi.fn(async (resource: string, filter: Record<string, unknown> = {}) => {
      const size = records(collectionKey(resource, filter)).length;
      return { loaded: size, total: size, complete: true };
    }),
    revalidate: vi.fn(async () => false),
    expire: vi.fn(async () => undefined),
    // As the server holds it now; no versions unless a test gives them.
    readCurrent: vi.fn(async (resource: string, id: unknown) => ({ data: find(resource, id) })),
    recordVersion: vi.fn(async () => undefined),
    adoptVersion: vi.fn(async () => undefined),
  };
  // The mocks are loosely typed; react-admin's generic method signatures are what the screens see.
  return provider as unknown as FakeDataProvider;
}

/** An AppDataProvider whose methods are also vitest mocks. */
export type FakeDataProvider = AppDataProvider & { [K in keyof AppDataProvider]: Mock };
