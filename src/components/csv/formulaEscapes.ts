/**
 * The one rule of the `'` a CSV download puts where a spreadsheet could start a formula (OWASP's
 * neutralisation), both ways: csvExporter adds it, an import of such a download takes exactly it away again.
 */

const FORMULA_CHARACTERS = '=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20';

/** The cell's start, or a separator (`,` `;` tab: a spreadsheet set to another separator splits the cell there) or a line break. */
const BOUNDARY = '(^|[,;\\t\\r\\n])';

/** Blanks a spreadsheet skips before a formula (not line breaks: those are boundaries). */
const BLANKS = '[^\\S\\r\\n]*';

/**
 * Where a spreadsheet could start a formula: a boundary, blanks allowed, then = + - @ or their full-width forms
 * (＝ ＋ － ＠, which spreadsheets in CJK locales read as the ASCII ones).
 */
const FORMULA_START = new RegExp(`${BOUNDARY}(${BLANKS})(?=[${FORMULA_CHARACTERS}])`, 'g');

/** A cell starting with a tab or a line break is read as a formula by some spreadsheets too. */
const CONTROL_START = /^[\t\r\n]/;

/** The `'` FORMULA_START's neutralisation put after a boundary. */
const ESCAPED_FORMULA_START = new RegExp(`${BOUNDARY}'(?=${BLANKS}[${FORMULA_CHARACTERS}])`, 'g');

/** The `'` CONTROL_START's neutralisation put first. */
const ESCAPED_CONTROL_START = /^'(?=[\t\r\n])/;

/**
 * The text of a cell with a ' before each place a spreadsheet could start a formula, so every piece it could be
 * split into reads as text: `Eve;=1+2` → `Eve;'=1+2`.
 */
export function neutraliseFormulae(text: string): string {
  const safe = text.replace(
    FORMULA_START,
    (_match, boundary: string, blanks: string) => `${boundary}'${blanks}`,
  );
  return CONTROL_START.test(safe) ? `'${safe}` : safe;
}

/**
 * A downloaded cell as it was before neutraliseFormulae: `Eve;'=1+2` → `Eve;=1+2`. Undoes its two steps in
 * reverse order and removes no other `'` (O'Brien, 'quoted' stay). One text reads back otherwise: a value that
 * itself had a `'` before a formula character (`'=x`), which the download leaves as it is, loses that `'`, as a
 * spreadsheet, which takes a leading `'` for "this is text", would show it.
 */
export function restoreFormulae(text: string): string {
  return text.replace(ESCAPED_CONTROL_START, '').replace(ESCAPED_FORMULA_START, '$1');
}
