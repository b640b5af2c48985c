/** 'The Email ID entered is already in use' when the server's error mentions email, else Oops (spec 1 §8). */
export function memberSaveError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error ?? '');
  return /email/i.test(text) ? 'app.members.email_in_use' : 'app.common.oops_error_short';
}
