/** The server's error text when it gave one (spec 1 §8: package errors show stored messages), else Oops. */
export function packageSaveError(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return message || 'app.common.oops_error_short';
}
