import { invalid } from './reply.js';

/**
 * Bounds on what a request may carry, so that bad input is a readable 400 rather than a database error (500):
 * text without NUL characters (PostgreSQL cannot store them) and of bounded length, integers within an
 * `integer` column, JSON of bounded depth, page sizes of bounded size.
 */
const MAX_TEXT_LENGTH = 20_000;
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;
const MAX_JSON_DEPTH = 32;
export const MAX_PAGE_LIMIT = 100_000;

/** Why a text value is refused, or undefined when it is fine. */
export function textProblem(name: string, value: string): string | undefined {
  if (value.includes('\u0000')) return `"${name}" may not contain NUL characters.`;
  if (value.length > MAX_TEXT_LENGTH) return `"${name}" may be at most ${MAX_TEXT_LENGTH} characters long.`;
  return undefined;
}

/**
 * Checks every string in a query or JSON body (at any depth, named by its top-level key); throws a 400 on the
 * first refused one. The parser has already bounded the depth (jsonDepthExceeds).
 */
export function checkTexts(values: unknown): void {
  if (typeof values !== 'object' || values === null) return;
  for (const [name, top] of Object.entries(values)) {
    const pending: unknown[] = [top];
    while (pending.length > 0) {
      const value = pending.pop();
      if (typeof value === 'string') {
        const problem = textProblem(name, value);
        if (problem) throw invalid(problem);
      } else if (typeof value === 'object' && value !== null) {
        pending.push(...Object.values(value));
      }
    }
  }
}

/** Whether JSON text nests arrays and objects deeper than `limit` (scanned before parsing, strings skipped). */
export function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
