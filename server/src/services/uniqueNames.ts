import type { Db } from '../db/index.js';
import { invalid, type ApiError } from '../http/reply.js';
import { isUniqueViolation } from './uniqueViolation.js';

/**
 * A name that identifies a record, unique whatever its case (migration 021 holds each with a unique index on
 * `lower(column)`): where it lives, what the record is keyed by, and how a clash is refused.
 */
export interface UniqueName {
  table: string;
  column: string;
  /** The key column of a row (the row being edited does not clash with itself). */
  key: string;
  /** A column the name is unique within (promo codes and speakers: their event). */
  within?: string;
  /** Rows a name is unique among (soft-deleted rows free their names). */
  among?: string;
  refusal: (name: string) => ApiError;
}

export interface NameCheck {
  /** The value of `within` (the event). */
  within?: string;
  /** The key of the row being edited. */
  except?: string;
}

/** Refuses `name` when another row holds it, case ignored. Table and column names come from the rule, never input. */
export async function requireUniqueName(db: Db, rule: UniqueName, name: string, check: NameCheck = {}) {
  const where = [`lower(${rule.column}) = lower($1)`, `${rule.key}::text <> $2`];
  const params: unknown[] = [name, check.except ?? ''];
  if (rule.within) {
    params.push(check.within ?? '');
    where.push(`${rule.within} = $${params.length}`);
  }
  if (rule.among) where.push(rule.among);
  const [taken] = await db.query(`SELECT 1 FROM ${rule.table} WHERE ${where.join(' AND ')} LIMIT 1`, params);
  if (taken) throw rule.refusal(name);
}

/** A write's error, worded as the rule's refusal when a concurrent write took the name first. */
export const nameClash = (rule: UniqueName, name: string | null | undefined, error: unknown): unknown =>
  isUniqueViolation(error) ? rule.refusal(name ?? '') : error;

export const EVENT_NAME: UniqueName = {
  table: 'events',
  column: 'name',
  key: 'uuid',
  among: 'NOT deleted',
  refusal: (name) => invalid(`An event named "${name}" already exists.`),
};

export const GROUP_NAME: UniqueName = {
  table: 'support_groups',
  column: 'name',
  key: 'uuid',
  refusal: (name) => invalid(`A group named "${name}" already exists.`),
};

export const PACKAGE_NAME: UniqueName = {
  table: 'packages',
  column: 'name',
  key: 'uuid',
  // Package validation failures answer the S-wrapper/400 shape (api-contract B2).
  refusal: (name) => invalid(`A package named "${name}" already exists.`, 'data'),
};

export const PARTNER_NAME: UniqueName = {
  table: 'business_partners',
  column: 'name',
  key: 'uuid',
  refusal: (name) => invalid(`A business partner named "${name}" already exists.`),
};

export const VOUCHER_CODE: UniqueName = {
  table: 'vouchers',
  column: 'voucher_code',
  key: 'uuid',
  among: 'NOT deleted',
  refusal: (code) => invalid(`A voucher with the code "${code}" already exists.`),
};

/** The backend's S-wrapper/400 text (api-contract E2); unlike the backend, nothing is saved. */
export const PROMO_CODE_NAME: UniqueName = {
  table: 'promo_codes',
  column: 'name',
  key: 'uuid',
  within: 'event_uuid',
  among: 'NOT deleted',
  refusal: () => invalid('Coupon with same name already exists.', 'data'),
};

/** Speakers have no id in the API: D10 deletes by event and name, so a name names one speaker of an event. */
export const SPEAKER_NAME: UniqueName = {
  table: 'event_speakers',
  column: 'name',
  key: 'id',
  within: 'event_uuid',
  refusal: (name) => invalid(`This event already has a speaker named "${name}".`),
};
