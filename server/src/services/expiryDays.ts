/** The start (00:00 UTC) of the calendar day a moment falls on, in ms. */
export const utcDayOf = (date: Date): number =>
  Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

/**
 * The expiry an update writes: none when it sends the stored one again (the same UTC day), else the one sent. The app
 * sends a calendar day (`YYYY-MM-DDT00:00:00.000Z`), the day a date field shows; a stored expiry may carry a time of
 * day (the backend's moments, the demo data). Compared exactly, an untouched expiry would count as changed: once past
 * it would be refused and the record could no longer be edited, and written it would lose its time of day.
 */
export function changedExpiry(
  sent: Date | undefined,
  stored: Date | string | null | undefined,
): Date | undefined {
  if (sent === undefined || stored === null || stored === undefined) return sent;
  return utcDayOf(sent) === utcDayOf(new Date(stored)) ? undefined : sent;
}
