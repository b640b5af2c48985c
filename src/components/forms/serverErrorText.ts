/**
 * A failed save's message: the server's own text when it gave one (the spec does not word add/update
 * failures, spec 3 §8), else 'Oops something bad happened'. Provider errors carry i18n keys or server text.
 */
export function serverErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return message || 'app.common.oops_error_short';
}
