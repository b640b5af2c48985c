/** The i18n key of a refusal for too many attempts, with its wait in minutes (`smart_count`). */
export const TOO_MANY_ATTEMPTS = 'app.auth.too_many_attempts';

const WAIT = /^Too many attempts\. Please try again in (\d+) minutes?\.?$/;

/**
 * The reference server's refusal of too many sign-in or password attempts (server/src/http/authLimits.ts: 'Too many
 * attempts. Please try again in 3 minutes.', status 429) in the admin's language: its key and wait, or undefined
 * for any other text.
 */
export function attemptsLimitNotice(
  text: string,
): { message: string; messageArgs: { smart_count: number } } | undefined {
  const minutes = WAIT.exec(text.trim())?.[1];
  return minutes ? { message: TOO_MANY_ATTEMPTS, messageArgs: { smart_count: Number(minutes) } } : undefined;
}
