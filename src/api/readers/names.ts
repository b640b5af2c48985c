/** Person names: the backend stores one `name`; the spec forms edit first and last name. */

/** Splits on the FIRST space: 'Mary Ann Lee' → { firstName: 'Mary', lastName: 'Ann Lee' }. */
export function splitName(name: unknown): { firstName: string; lastName: string } {
  const text = typeof name === 'string' ? name.trim() : '';
  const space = text.indexOf(' ');
  if (space < 0) return { firstName: text, lastName: '' };
  return { firstName: text.slice(0, space), lastName: text.slice(space + 1).trim() };
}

/** 'first last', trimmed, one space between. */
export function joinName(firstName: unknown, lastName: unknown): string {
  return [firstName, lastName]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join(' ');
}
