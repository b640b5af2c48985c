import { HttpError, type RaRecord } from 'react-admin';
import { CONFLICT_STATUS } from './apiErrors';
import { isObject } from './readers/rawRecords';

/** The i18n key of a refused save's notice. */
export const CONFLICT_MESSAGE = 'app.conflict.notice';

/** The i18n key of a refused status switch's notice: the switch returns to the status the server now holds. */
export const STATUS_CONFLICT_MESSAGE = 'app.conflict.status_notice';

/** The body of the provider's conflict error: the record as the server now holds it, normalised. */
export interface ConflictBody {
  current: RaRecord;
}

export const isConflict = (error: unknown): error is HttpError & { body: ConflictBody } =>
  error instanceof HttpError &&
  error.status === CONFLICT_STATUS &&
  isObject(error.body) &&
  isObject(error.body.current);

/**
 * The field in which the reference server answers a list row's version where the contract has no single-record
 * view (FAQs, promo codes, vouchers): the ETag that view would answer. Not part of the record: the provider takes
 * it out before normalising, so no form or body ever carries it.
 */
export const LISTED_VERSION = 'etag';

/** A raw list row without its listed version, and that version (undefined when the row has none). */
export function splitListedVersion(raw: Record<string, unknown>): {
  row: Record<string, unknown>;
  etag?: string;
} {
  if (!Object.hasOwn(raw, LISTED_VERSION)) return { row: raw };
  const { [LISTED_VERSION]: etag, ...row } = raw;
  return { row, etag: typeof etag === 'string' && etag ? etag : undefined };
}

/**
 * The version (ETag) of each record the provider read, sent back as If-Match when the record is updated, so that a
 * save over another administrator's change is refused instead of overwriting it. Kept in memory for the session:
 * a record read again (an edit form opening, or its list where it has no view) brings its version up to date.
 */
export function createRecordVersions() {
  const versions = new Map<string, string>();
  const key = (resource: string, id: string) => `${resource}\u0000${id}`;
  return {
    /** Keeps the version a read or a write answered; a write answered without one forgets the old one. */
    remember(resource: string, id: string, etag: string | undefined) {
      if (etag) versions.set(key(resource, id), etag);
      else versions.delete(key(resource, id));
    },
    of: (resource: string, id: string) => versions.get(key(resource, id)),
    clear: () => versions.clear(),
  };
}

/** The raw record and version a 409 answer carries, or undefined for any other failure. */
export function refusedAsStale(error: unknown): { raw: Record<string, unknown>; etag?: string } | undefined {
  if (!(error instanceof HttpError) || error.status !== CONFLICT_STATUS || !isObject(error.body))
    return undefined;
  const { data, etag } = error.body;
  if (!isObject(data)) return undefined;
  return { raw: splitListedVersion(data).row, etag: typeof etag === 'string' ? etag : undefined };
}
