/** Readers of the contact details the marketplace's answers carry: calling codes and addresses. */
import type { Json } from '../types';
import { str } from './rawRecords';

/**
 * A calling code as the country select stores it ('+91'): partners saved elsewhere may hold '91' or 91, which
 * would otherwise match no choice of the edit form.
 */
export function callingCodeWithPlus(value: unknown): string {
  const code = str(value).replace(/[\s+]/g, '');
  return code ? `+${code}` : '';
}

/** The non-empty parts of an address, in order, joined by ', ' (spec 3 §2). */
export function joinAddress(raw: Json, parts: string[]): string {
  return parts
    .map((key) => str(raw[key]).trim())
    .filter(Boolean)
    .join(', ');
}
