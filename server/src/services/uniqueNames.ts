import type { Db } from '../db/index.js';
import type { ApiError } from '../http/reply.js';
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
