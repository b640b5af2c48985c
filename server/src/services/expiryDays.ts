/** The start (00:00 UTC) of the calendar day a moment falls on, in ms. */
export const utcDayOf = (date: Date): number =>
  Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

/**
 * Whether an update sends the stored expiry again. The app sends a calendar day (`YYYY-MM-DDT00:00:00.000Z`), the
 * day a date field shows; a stored expiry may carry a time of day (the backend's moments, the demo data). Compared
 * exactly, an untouched expiry would count as changed, and once past it would be refused: the record could no
 * longer be edited at all. So the same UTC day is the same expiry.
 */
export const sameExpiryDay = (sent: Date, stored: Date | string | null | undefined): boolean =>
  stored !== null && stored !== undefined && utcDayOf(sent) === utcDayOf(new Date(stored));
