import { HttpError } from 'react-admin';
import type {
  CreateParams,
  CreateResult,
  DeleteManyParams,
  DeleteManyResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateManyResult,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import { CONFLICT_STATUS, ERROR_KEYS, malformed, unsupported } from './apiErrors';
import { runBulk } from './bulkWrites';
import { isObject } from './readers/rawRecords';
import { CollectionCache } from './collectionCache';
import {
  fetchAnnouncedSize,
  fetchCollection,
  listParamsOf,
  toRecord,
  type CollectionProgress,
} from './collectionFetch';
import { paginate, queryRecords } from './listEngine';
import type {
  ActionParams,
  ActManyParams,
  ApiRequest,
  ApiResponse,
  AppDataProvider,
  HttpClient,
  ListParams,
  ListSpec,
  ResourceRegistry,
  ResourceSpec,
  StatusParams,
  UploadClient,
} from './types';
import { createdRecord, updatedRecord, withUuid } from './writeResults';
import { createOwnWrites } from './ownWrites';
import {
  CONFLICT_MESSAGE,
  createRecordVersions,
  refusedAsStale,
  STATUS_CONFLICT_MESSAGE,
} from './recordVersions';

type ProgressListener = (progress: CollectionProgress) => void;

export const DEFAULT_CACHE_TTL_MS = 60_000;

/** A list shown again re-reads its collection behind the cached rows when they are at least this old. */
export const REVALIDATE_MIN_AGE_MS = 2_000;

export interface DataProviderOptions {
  /** The resources it serves, by name (the app's: src/resources/registry.ts). */
  registry: ResourceRegistry;
  /** Sends the registry's upload actions (with progress); without it `upload` is unsupported. */
  uploadClient?: UploadClient;
  /** How long a fetched collection is served without being read again behind it (default one minute). */
  cacheTtlMs?: number;
}

/** getList's `meta.partial`: the caller can show a page before the collection is complete (see getList). */
const acceptsPartial = (meta: unknown) => isObject(meta) && meta.partial === true;

/**
 * The generic dataProvider: every resource is described by its registry entry (a resource folder's api.ts), none
 * is named here. Lists are read whole, cached, and filtered, sorted and paged on the client. A method the
 * entry does not declare rejects with HttpError(`<resource> does not support <method>`, 405).
 * Versions: a record read through its entry's `one` call (or from its list, where the row carries one) keeps its
 * ETag, sent as If-Match when it is updated; a 409 becomes an HttpError whose body holds the record as it now is
 * (`isConflict`).
 * Caching (CollectionCache): stale collections are served at once and read again behind them; writes make the
 * next read a new one; `revalidate` (a list shown again) and `expire` (Refresh) ask for new data.
 */
export function createDataProvider(httpClient: HttpClient, options: DataProviderOptions): AppDataProvider {
  const { registry, uploadClient } = options;
  const cache = new CollectionCache(options.cacheTtlMs ?? DEFAULT_CACHE_TTL_MS);
  const versions = createRecordVersions();
  const ownWrites = createOwnWrites();

  /** The entry and the part of it `method` needs, or the unsupported-method rejection. */
  function need<Part>(resource: string, method: string, pick: (spec: ResourceSpec) => Part | undefined) {
    const spec = registry[resource];
    const part = spec && pick(spec);
    if (!spec || !part) throw unsupported(resource, method);
    return { spec, part };
  }

  const call = (request: ApiRequest) => httpClient(request);

  /** A row's version, where its list answers one: the version its edit form's save is checked against. */
  const rememberListed = (resource: string) => (id: string, etag: string) =>
    versions.remember(resource, id, etag);

  const loader =
    (resource: string, spec: ResourceSpec, list: ListSpec, params: ListParams) =>
    (onProgress: ProgressListener) =>
      fetchCollection(httpClient, spec, list, params, { onProgress, onVersion: rememberListed(resource) });

  const readCollection = (resource: string, spec: ResourceSpec, list: ListSpec, params: ListParams) =>
    cache.complete(resource, params, loader(resource, spec, list, params));

  /**
   * Runs a write of record `id` (undefined: a new one, or none named) and then forgets the collections it may have
   * changed, also when it failed: some failing calls still write (api-contract.md §10.14, §10.15). The write is
   * remembered as this tab's own for a moment (`isOwnWrite`).
   */
  async function mutate<T>(resources: string[], id: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await ownWrites.track(resources, id, write);
    } finally {
      cache.drop(resources);
    }
  }

  async function findRecord(
    method: string,
    resource: string,
    id: string,
    meta: unknown,
  ): Promise<RaRecord | undefined> {
    const spec = registry[resource];
    const params = metaParams(meta);
    if (spec?.one) {
      const { data, status, etag } = await call(spec.one.request(id));
      versions.remember(resource, id, etag);
      const raw = spec.one.select ? spec.one.select(data) : data;
      if (raw === null || raw === undefined) return undefined;
      if (!isObject(raw)) throw malformed(status, data);
      const record = toRecord(spec, raw, params);
      return { ...record, id: record.id ?? id };
    }
    // Without a `one` call the record comes from its collection: any cached one, else the one `meta` names.
    if (spec?.list) {
      const found = cache.find(resource, id);
      if (found) return found;
      const records = await readCollection(resource, spec, spec.list, params);
      return records.find((record) => String(record.id) === id);
    }
    throw unsupported(resource, method);
  }

  /**
   * The record as the server holds it now, and its version, read past every cache and remembering nothing: an
   * edit form compares it with what it shows when the change stream says the record changed, and keeps saving at
   * the version it was opened at until the admin is shown this one (`adoptVersion`).
   */
  async function readCurrent(resource: string, id: string, meta?: unknown) {
    const spec = registry[resource];
    const params = metaParams(meta);
    if (spec?.one) {
      const { data, status, etag } = await call(spec.one.request(id));
      const raw = spec.one.select ? spec.one.select(data) : data;
      if (raw === null || raw === undefined) return { data: undefined, version: etag };
      if (!isObject(raw)) throw malformed(status, data);
      const record = toRecord(spec, raw, params);
      return { data: { ...record, id: record.id ?? id }, version: etag };
    }
    if (!spec?.list) throw unsupported(resource, 'readCurrent');
    let version: string | undefined;
    const records = await fetchCollection(httpClient, spec, spec.list, params, {
      onVersion: (rowId, etag) => {
        if (rowId === id) version = etag;
      },
    });
    return { data: records.find((record) => String(record.id) === id), version };
  }

  async function getList<R extends RaRecord>(
    resource: string,
    params: GetListParams,
  ): Promise<GetListResult<R>> {
    const { spec, part: list } = need(resource, 'getList', (entry) => entry.list);
    const filter: Record<string, unknown> = params.filter ?? {};
    const collection = listParamsOf(list, filter);
    const rules = { search: spec.search, filters: spec.filters, ignore: list.params };
    const sort = params.sort?.field ? params.sort : spec.defaultSort;
    // The backend's own order is kept as it is (not re-sorted by the client's collation), so that the pages shown
    // before the collection is complete are the same as after.
    const inBackendOrder =
      !sort?.field || (sort.field === list.order?.field && sort.order === list.order.order);
    const viewSort = inBackendOrder ? undefined : sort;
    const { pagination } = params;
    if (inBackendOrder && pagination && acceptsPartial(params.meta)) {
      // Filtering keeps the backend's order, so the first matches of the pages received so far are the first
      // matches of the whole collection: a page can be answered once one record past it has matched. Its total is
      // not known yet, so none is given (only whether a next page exists): no partial count passes for the total.
      const shown = pagination.page * pagination.perPage;
      const known = await cache.prefix(
        resource,
        collection,
        loader(resource, spec, list, collection),
        (records) => queryRecords(records, filter, undefined, rules).length > shown,
      );
      const view = queryRecords(known.records, filter, undefined, rules);
      if (!known.complete) {
        const pageInfo = { hasNextPage: view.length > shown, hasPreviousPage: pagination.page > 1 };
        return { data: paginate(view, pagination) as R[], pageInfo };
      }
    }
    const records = await readCollection(resource, spec, list, collection);
    const view = queryRecords(records, filter, viewSort, rules);
    return { data: paginate(view, pagination) as R[], total: view.length };
  }

  /**
   * How many records a list holds. The backend announces the size of a paged collection with its first page, so
   * a filter that only chooses the collection costs one request of one record, not the collection; a complete
   * cached collection, a bare-array route or a filter the client applies (search, a predicate) is counted from
   * the collection itself.
   */
  async function total(resource: string, filter: Record<string, unknown> = {}): Promise<number> {
    const { spec, part: list } = need(resource, 'total', (entry) => entry.list);
    const collection = listParamsOf(list, filter);
    const chosenOnly = Object.keys(filter).every(
      (key) => list.params?.includes(key) || filter[key] === undefined || filter[key] === '',
    );
    if (list.paged && chosenOnly && !cache.state(resource, collection)?.complete) {
      const announced = await fetchAnnouncedSize(httpClient, list, collection);
      if (announced !== undefined) return announced;
    }
    const records = await readCollection(resource, spec, list, collection);
    return queryRecords(records, filter, undefined, {
      search: spec.search,
      filters: spec.filters,
      ignore: list.params,
    }).length;
  }

  /** The registry's list part and the collection a list's filter chooses, or undefined for a resource without one. */
  function collectionOf(resource: string, filter: Record<string, unknown>) {
    const spec = registry[resource];
    if (!spec?.list) return undefined;
    return { spec, list: spec.list, params: listParamsOf(spec.list, filter) };
  }

  async function getOne<R extends RaRecord>(
    resource: string,
    params: GetOneParams,
  ): Promise<GetOneResult<R>> {
    const record = await findRecord('getOne', resource, String(params.id), params.meta);
    if (!record) throw new HttpError(ERROR_KEYS.notFound, 404, null);
    return { data: record as R };
  }

  async function getMany<R extends RaRecord>(
    resource: string,
    params: GetManyParams,
  ): Promise<GetManyResult<R>> {
    const records = await Promise.all(
      params.ids.map(
        (id) => cache.find(resource, String(id)) ?? findRecord('getMany', resource, String(id), params.meta),
      ),
    );
    // A reference to a record that no longer exists is left out, as react-admin expects.
    return { data: records.filter((record) => record !== undefined) as R[] };
  }

  const getManyReference = <R extends RaRecord>(resource: string, params: GetManyReferenceParams) =>
    getList<R>(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });

  async function create<R extends RaRecord>(
    resource: string,
    params: CreateParams,
  ): Promise<CreateResult<R>> {
    const { spec, part: write } = need(resource, 'create', (entry) => entry.create);
    const values = params.data as Record<string, unknown>;
    const { data } = await mutate([resource], undefined, () =>
      call({ ...write.request, body: write.encode(values) }),
    );
    return { data: createdRecord(spec, values, data, metaParams(params.meta)) as R };
  }

  async function update<R extends RaRecord>(
    resource: string,
    params: UpdateParams,
  ): Promise<UpdateResult<R>> {
    const { spec, part: write } = need(resource, 'update', (entry) => entry.update);
    const id = String(params.id);
    // Some resources pick the route from the values (multimedia by type); some routes refuse a uuid (profile).
    const request = write.requestFor?.(params.data, params.previousData) ?? write.request;
    const encoded = write.encode(params.data, params.previousData);
    const body = write.sendsUuid === false ? encoded : withUuid(encoded, id);
    const ifMatch = versions.of(resource, id);
    try {
      const { data, etag } = await mutate([resource], id, () => call({ ...request, body, ifMatch }));
      versions.remember(resource, id, etag);
      return { data: updatedRecord(spec, params, data, metaParams(params.meta)) as R };
    } catch (error) {
      const stale = refusedAsStale(error);
      if (!stale) throw error;
      // The conflict view shows the admin this version: their next save is made knowing it.
      versions.remember(resource, id, stale.etag);
      const current = { ...toRecord(spec, stale.raw, metaParams(params.meta)), id: params.id };
      throw new HttpError(CONFLICT_MESSAGE, CONFLICT_STATUS, { current });
    }
  }

  async function deleteOne<R extends RaRecord>(
    resource: string,
    params: DeleteParams,
  ): Promise<DeleteResult<R>> {
    const { part: remove } = need(resource, 'delete', (entry) => entry.remove);
    const id = String(params.id);
    const body = remove.encode?.(id, params.previousData) ?? { uuid: id };
    await mutate([resource], id, () => call({ ...remove.request, body }));
    return { data: (params.previousData ?? { id: params.id }) as R };
  }

  /** The cached records of these ids, read before a bulk write starts: its first call drops the collection. */
  const cachedRecords = (resource: string, ids: Identifier[]) =>
    new Map(ids.map((id) => [id, cache.find(resource, String(id))]));

  /**
   * The API has no bulk routes: one single call per record, a few at a time (runBulk: progress, Cancel, and the
   * ids that failed and why). A change of the status field alone goes to the status route, as the row's switch.
   */
  async function updateMany(resource: string, params: UpdateManyParams): Promise<UpdateManyResult> {
    const statusField = registry[resource]?.status?.field;
    const entries = Object.entries(params.data as Record<string, unknown>);
    const [onlyEntry] = entries;
    const statusValue =
      entries.length === 1 && onlyEntry?.[0] === statusField && typeof onlyEntry[1] === 'boolean'
        ? onlyEntry[1]
        : undefined;
    const previous = cachedRecords(resource, params.ids);
    const write = (id: Identifier) => {
      const previousData = previous.get(id);
      return statusValue === undefined
        ? update(resource, { id, data: params.data, previousData: previousData ?? { id } })
        : toggleStatus(resource, { id: String(id), value: statusValue, previousData });
    };
    return { data: await runBulk(params.ids, write, params.meta) };
  }

  async function deleteMany(resource: string, params: DeleteManyParams): Promise<DeleteManyResult> {
    const previous = cachedRecords(resource, params.ids);
    const write = (id: Identifier) => deleteOne(resource, { id, previousData: previous.get(id) });
    return { data: await runBulk(params.ids, write, params.meta) };
  }

  /**
   * A registry action run once per record, as updateMany: a few at a time, each call handed the record as cached
   * before the first one (a decision's body is read from its row), with progress, Cancel and the failures.
   */
  async function actMany(
    resource: string,
    name: string,
    params: ActManyParams,
  ): Promise<{ data: Identifier[] }> {
    const { part: action } = need(resource, `act ${name}`, (entry) => entry.actions?.[name]);
    const previous = cachedRecords(resource, params.ids);
    const write = async (id: Identifier) => {
      const one = { id: String(id), record: previous.get(id), data: params.data };
      if (!action.unchanged?.(one)) await runAction(resource, 'act', name, one, call);
    };
    return { data: await runBulk(params.ids, write, params.meta) };
  }

  /**
   * A status switch or an action on one record (an event's cancel), checked at the version the record was read at
   * where one is known, as a save is (issue 29). A stale one is refused with the status notice; the version the
   * write answered is kept, so the admin's next switch is not refused for their own.
   */
  async function writeAtVersion(
    resources: string[],
    id: string | undefined,
    request: ApiRequest,
    send: (request: ApiRequest) => Promise<ApiResponse>,
  ): Promise<ApiResponse> {
    const [resource] = resources as [string];
    const ifMatch = id === undefined ? undefined : versions.of(resource, id);
    try {
      const answer = await mutate(resources, id, () => send({ ...request, ifMatch }));
      if (id !== undefined) versions.remember(resource, id, answer.etag);
      return answer;
    } catch (error) {
      const stale = id === undefined ? undefined : refusedAsStale(error);
      if (!stale) throw error;
      versions.remember(resource, id!, stale.etag);
      throw new HttpError(STATUS_CONFLICT_MESSAGE, CONFLICT_STATUS, {});
    }
  }

  async function toggleStatus(resource: string, params: StatusParams): Promise<{ data: RaRecord }> {
    const { part: status } = need(resource, 'toggleStatus', (entry) => entry.status);
    const { id, value, previousData } = params;
    const body = status.encode?.(id, value, previousData) ?? { uuid: id, [status.field]: value };
    await writeAtVersion([resource], id, { ...status.request, body }, call);
    // The API answers a raw update result, not the record (api-contract.md §10.7): flip it locally.
    return { data: { ...previousData, id, [status.field]: value } };
  }

  /** `act` and `upload` differ only in how the request is sent. */
  async function runAction(
    resource: string,
    kind: 'act' | 'upload',
    name: string,
    params: ActionParams,
    send: (request: ApiRequest) => Promise<ApiResponse>,
  ): Promise<{ data: unknown }> {
    const { part: action } = need(resource, `${kind} ${name}`, (entry) => entry.actions?.[name]);
    const request = { ...action.request, body: action.encode(params) };
    const { data } = await writeAtVersion(
      [resource, ...(action.invalidates ?? [])],
      params.id,
      request,
      send,
    );
    return { data };
  }

  return {
    getList,
    getOne,
    getMany,
    getManyReference,
    create,
    update,
    updateMany,
    delete: deleteOne,
    deleteMany,
    toggleStatus,
    act: (resource, name, params) => runAction(resource, 'act', name, params, call),
    actMany,
    isOwnWrite: async (resource, recordId) => ownWrites.wrote(resource, recordId),
    // Uploads run as long as they need: no timeout, cancelled through options.signal instead.
    upload: (resource, name, params, uploadOptions) =>
      runAction(resource, 'upload', name, params, (request) => {
        if (!uploadClient) throw unsupported(resource, 'upload');
        return uploadClient({ ...request, timeoutMs: 0 }, uploadOptions);
      }),
    total,
    clearCache: () => {
      cache.clear();
      versions.clear();
    },
    collectionState: async (resource, filter) => {
      const found = collectionOf(resource, filter);
      return found && cache.state(resource, found.params);
    },
    revalidate: async (resource, filter) => {
      const found = collectionOf(resource, filter);
      if (!found) return false;
      const load = loader(resource, found.spec, found.list, found.params);
      return cache.revalidate(resource, found.params, load, REVALIDATE_MIN_AGE_MS);
    },
    // Always, even a collection read a moment ago: Refresh is the user asking for what the server holds now.
    expire: async (resources) => cache.expire(resources),
    readCurrent: (resource, id, meta) => readCurrent(resource, String(id), meta),
    recordVersion: async (resource, id) => versions.of(resource, String(id)),
    adoptVersion: async (resource, id, version) => versions.remember(resource, String(id), version),
  };
}

/** The list params a caller passes for a record of a parameterised collection: `meta: { params }`. */
function metaParams(meta: unknown): ListParams {
  return isObject(meta) && isObject(meta.params) ? (meta.params as ListParams) : {};
}
