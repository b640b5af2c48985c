/**
 * The text of a failed save: the server's own error text when it gave one, else 'Oops something bad happened'
 * (spec 3 §8: "a module error message in a snackbar; the wording is not shown").
 */
export function saveErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return message || 'app.common.oops_error_short';
}
