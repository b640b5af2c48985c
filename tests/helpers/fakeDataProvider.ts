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
import { filterRecords, paginate, sortRecords, type FilterRules } from '../../src/api/listEngine';
import type { AppDataProvider, StatusParams } from '../../src/api/types';

export type Collections = Record<string, RaRecord[]>;

/**
 * The filter rules the registry declares for the resources under test (brief of issue 5): members split
 * on having a package and narrow to one package; transactions are chosen by member.
 */
export const defaultRules: Record<string, FilterRules> = {
  members: {
    search: ['name', 'email', 'country', 'package.name'],
    filters: {
      incomplete: (record, value) => Boolean(record.hasPackage) === (String(value) !== 'true'),
      packageId: (record, value) => record.packageName === value,
    },
  },
  transactions: {
    filters: { memberId: (record, value) => record.userUuid === value },
  },
};

/**
 * An in-memory AppDataProvider over copies of `collections`. Every method is a vi.fn, so a test can
 * read its calls or make one fail (`provider.update.mockRejectedValueOnce(…)`).
 */
export function fakeDataProvider(
  collections: Collections,
  rules: Record<string, FilterRules> = defaultRules,
) {
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
      const matching = sortRecords(
        filterRecords(records(resource), params.filter ?? {}, rules[resource]),
        params.sort,
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
    toggleStatus: vi.fn(async (resource: string, params: StatusParams) => ({
      data: replace(resource, { ...find(resource, params.id), id: params.id, isActive: params.value }),
    })),
    act: vi.fn(async () => ({ data: null })),
    upload: vi.fn(async () => ({ data: null })),
    clearCache: vi.fn(),
  };
  // The mocks are loosely typed; react-admin's generic method signatures are what the screens see.
  return provider as unknown as FakeDataProvider;
}

/** An AppDataProvider whose methods are also vitest mocks. */
export type FakeDataProvider = AppDataProvider & { [K in keyof AppDataProvider]: Mock };
