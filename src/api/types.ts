/**
 * The shapes shared by the HTTP client, the resource registry and the generic dataProvider.
 *
 * A registry entry (`ResourceSpec`) is pure data plus pure functions: it names the /v1 calls of one
 * react-admin resource and how to map payloads. The provider (src/api/dataProvider.ts) knows no resource
 * by name; it reads these entries. See docs/adding-a-resource.md.
 */
import type { DataProvider, Identifier, RaRecord } from 'react-admin';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A plain JSON object as the API sends or accepts it. */
export type Json = Record<string, unknown>;

/** One call to the /v1 API. `path` is relative to the client's base URL (which already ends in /v1). */
export interface ApiRequest {
  method: HttpMethod;
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  /** A JSON object (sent as application/json) or a FormData (multipart). DELETE carries JSON too. */
  body?: Json | FormData;
  /** Send the bearer token (default true; false for login, forgotPassword, reset, country list). */
  auth?: boolean;
  /** The bearer token to send instead of the stored one (logout, once the session is already cleared). */
  token?: string;
  /** Milliseconds before the call fails with a readable timeout error; 0 = never (uploads). */
  timeoutMs?: number;
  /** Body `status` values that mean success (default [200]; partner create answers 201). */
  okStatus?: number[];
  /**
   * The admin's language, sent as Accept-Language: the reference server writes the reset mail in it (the
   * backend ignores the header).
   */
  language?: string;
  /**
   * The record version this write was read at, sent as If-Match (issue 29): the reference server refuses a stale
   * one with 409; the organisation's backend ignores the header. A header, never a body field: that backend
   * refuses unknown body fields.
   */
  ifMatch?: string;
}

/** What a successful call resolves to: the wrapper's `data` plus the wrapper itself. */
export interface ApiResponse<T = unknown> {
  data: T;
  status: number;
  message?: string;
  /** The answer's ETag (the record's version), when the server sent one. */
  etag?: string;
}

/**
 * Sends one request (the client knows the base URL and the token) and resolves with the wrapper's `data`
 * when the body's `status` is a success; otherwise rejects with react-admin's
 * `HttpError(message, status, body)`.
 */
export type HttpClient = <T = unknown>(request: ApiRequest) => Promise<ApiResponse<T>>;

export interface UploadOptions {
  /** Called with 0..100 as the request body is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** Like HttpClient but over XMLHttpRequest so upload progress can be reported. No timeout. */
export type UploadClient = <T = unknown>(
  request: ApiRequest,
  options?: UploadOptions,
) => Promise<ApiResponse<T>>;

/** Where a request goes and who sends it: the base URL (ending in /v1) and the current token, read per call. */
export interface ClientConfig {
  apiUrl: string;
  getToken: () => string | null;
}

/** Values selecting which collection a list reads, e.g. `{ phase: 'past' }` or `{ eventId: '…' }`. */
export type ListParams = Record<string, string>;

export interface ListSpec {
  /**
   * The request that reads the whole collection. `page` and `limit` are added by the provider when
   * `paged` is true. Receives the values of the filter keys named in `params`.
   */
  request: (params: ListParams) => ApiRequest;
  /** Filter keys that choose the collection (they go to the request, not to client-side filtering). */
  params?: string[];
  /** The route pages (`{list, next, previous}`): the provider asks for page 1, 2, … while pages come back full. */
  paged?: boolean;
  /** The page size asked for (`limit`). */
  limit?: number;
  /**
   * The order the backend answers in (e.g. members by name). A list shown in this order is shown in exactly the
   * backend's order, so its first pages can be shown before the rest of the collection has been read.
   */
  order?: { field: string; order: 'ASC' | 'DESC' };
  /** Picks the array out of an unusual answer (e.g. an event view's `speakers`). Default: `data.list` or `data`. */
  select?: (data: unknown, params: ListParams) => unknown;
}

/**
 * A client-side filter predicate for a filter key that is not a plain field equality. Typed as a method
 * (bivariant), so a predicate over a resource's own record fits the registry's view of the entry.
 */
export type FilterPredicate<R extends RaRecord = RaRecord> = {
  test(record: R, value: unknown): boolean;
}['test'];

/** Form values arrive from react-admin forms with extra record fields; encoders read only their own. */
export type FormValues<T> = Partial<T> & Record<string, unknown>;

/** A react-admin ImageInput/FileInput value, or a bare File; a string is a stored path (nothing new chosen). */
export type FileValue = File | Blob | { rawFile?: File | Blob; src?: string; title?: string } | string | null;

/** A multi-value form field: TextArrayInput/AutocompleteArrayInput strings, ArrayInput `{value}` rows, or text. */
export type ListValue = string | string[] | { value?: string }[];

/** The identity every record of the API carries: react-admin's `id` is the API's `uuid`. */
export interface WithId {
  id: string;
  uuid: string;
}

/*
 * Encoders, normalisers and predicates are declared as methods: a typed entry
 * (`ResourceSpec<MemberRecord, MemberForm>`) is then assignable to the registry's `ResourceSpec`, and the
 * provider hands each encoder the form's values without a cast in the entry.
 */

interface WriteSpec<Values = Json> {
  request: Omit<ApiRequest, 'body'> & { method?: HttpMethod };
  /**
   * Optional: picks the request from the values and the record when one route does not serve every
   * record (multimedia update: video → media/update, audio → podcast/updateScenario1). Default: `request`.
   */
  requestFor?(values: Values, previous?: RaRecord): Omit<ApiRequest, 'body'>;
  /** Optional: false when the route takes no uuid (profile update: the token names the admin). Default true. */
  sendsUuid?: boolean;
  /** Form values (and the record before the change, on update) → the wire body. */
  encode(values: Values, previous?: RaRecord): Json | FormData;
}

export interface StatusSpec {
  request: Omit<ApiRequest, 'body'>;
  /** The record field that the toggle flips (`isActive`, `status`). */
  field: string;
  /** The wire body; default `{ uuid: id, [field]: value }`. */
  encode?: (id: string, value: boolean, record?: RaRecord) => Json | FormData;
}

interface RemoveSpec {
  request: Omit<ApiRequest, 'body'>;
  /** The wire body from the record being deleted; default `{ uuid: id }`. */
  encode?: (id: string, record?: RaRecord) => Json;
}

/** A custom operation beyond CRUD: approve, reject, notify, cancel, add member, upload… */
export interface ActionSpec {
  request: Omit<ApiRequest, 'body'>;
  encode: (params: ActionParams) => Json | FormData;
  /** Resources whose cached collections this action makes stale (its own resource is always included). */
  invalidates?: string[];
  /**
   * Optional: the record already is as the action would make it, so `actMany` sends nothing for it (and counts it
   * done), e.g. a member already on the package chosen, whose membership a call would restart.
   */
  unchanged?: (params: ActionParams) => boolean;
}

export interface ActionParams {
  id?: string;
  record?: RaRecord;
  data?: Json;
  /** A File for upload actions. */
  file?: File | Blob;
}

/** `actMany`'s parameters: the records' ids, the values every call gets, and the bulk run's `meta` (BulkMeta). */
export interface ActManyParams {
  ids: Identifier[];
  data?: Json;
  meta?: unknown;
}

/**
 * One resource's entry: `R` is the record the screens read, `F` the form values its encoders take.
 * Without arguments it is the registry's view of any entry.
 */
export interface ResourceSpec<R extends RaRecord = RaRecord, F = Json> {
  /** react-admin resource name, e.g. 'members'. */
  name: string;
  list?: ListSpec;
  /** Reads one record; default when absent: find it in the cached collection. */
  one?: { request: (id: string) => ApiRequest; select?: (data: unknown) => unknown };
  create?: WriteSpec<F>;
  /** The provider adds the uuid (to the JSON object or as a FormData field) unless `encode` did. */
  update?: WriteSpec<F>;
  status?: StatusSpec;
  remove?: RemoveSpec;
  actions?: Record<string, ActionSpec>;
  /** Fields (dot paths allowed, e.g. 'package.name') that the `q` search matches, case-insensitively. */
  search?: string[];
  /** Filter keys with their own predicate (`{ incomplete: (r, v) => … }`); others compare fields. */
  filters?: Record<string, FilterPredicate<R>>;
  /** Default sort when the caller gives none (e.g. newest first). */
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /** Raw API object → react-admin record; must set `id` (default: `{ ...raw, id: raw.uuid }`). */
  normalise?(raw: Json, params: ListParams): R;
}

export type ResourceRegistry = Record<string, ResourceSpec>;

export interface StatusParams {
  id: string;
  value: boolean;
  previousData?: RaRecord;
}

/** react-admin's DataProvider plus the custom operations of the registry. */
export interface AppDataProvider extends DataProvider {
  /** Flips the resource's status field; resolves with the record as it now is. */
  toggleStatus: (resource: string, params: StatusParams) => Promise<{ data: RaRecord }>;
  /** Runs a named action of the resource's registry entry (approve, reject, notify, cancel, …). */
  act: (resource: string, action: string, params: ActionParams) => Promise<{ data: unknown }>;
  /**
   * Runs a named action once per record (bulk approve, reject, cancel, change of package): four at a time, with
   * progress and Cancel through `meta`; rejects with a BulkWriteError when some were not done.
   */
  actMany: (resource: string, action: string, params: ActManyParams) => Promise<{ data: Identifier[] }>;
  /** Runs a named upload action over XMLHttpRequest with progress and abort. */
  upload: (
    resource: string,
    action: string,
    params: ActionParams,
    options?: UploadOptions,
  ) => Promise<{ data: unknown }>;
  /**
   * How many records the list of `resource` with `filter` holds; one request of one record when the backend
   * announces the size (a paged route whose filter only chooses the collection), else counted from the collection.
   */
  total: (resource: string, filter?: Record<string, unknown>) => Promise<number>;
  /**
   * Whether this provider has a write of the record, or a create in `resource`, in flight or answered a few seconds
   * ago: a change the change stream tells of, by the signed-in administrator, is then this tab's own (ownWrites.ts).
   */
  isOwnWrite: (resource: string, recordId: string | null) => Promise<boolean>;
  /** Forgets every cached collection and record version (logout). */
  clearCache: () => void;
  /** How far the read of the collection behind a list (its resource and filter) has come. */
  collectionState: (
    resource: string,
    filter: Record<string, unknown>,
  ) => Promise<CollectionState | undefined>;
  /**
   * Reads the collection behind a list again behind its cached records (a list shown again); resolves true once
   * new records are in, when the list's queries should be refetched to show them.
   */
  revalidate: (resource: string, filter: Record<string, unknown>) => Promise<boolean>;
  /** The next read of these resources' collections waits for new data (the Refresh button). */
  expire: (resources: string[]) => Promise<void>;
  /**
   * The record as the server holds it now and its version (undefined when the server sends none), read past every
   * cache; it changes neither the cache nor the version the next save is checked at (issue 29: an open form told
   * of another administrator's change compares, and the admin chooses).
   */
  readCurrent: (
    resource: string,
    id: Identifier,
    meta?: unknown,
  ) => Promise<{ data: RaRecord | undefined; version?: string }>;
  /**
   * The version the next save of the record is checked at (sent as If-Match), when one is known. Async, as
   * react-admin's useDataProvider expects of every method.
   */
  recordVersion: (resource: string, id: Identifier) => Promise<string | undefined>;
  /** The admin was shown the record at `version` (another administrator's change): the next save is made at it. */
  adoptVersion: (resource: string, id: Identifier, version: string | undefined) => Promise<void>;
}

/** How far a collection's read has come: records received, the size announced, whether it is all there. */
export interface CollectionState {
  loaded: number;
  total?: number;
  complete: boolean;
}
