type Validator = (value: unknown, allValues?: Record<string, unknown>) => string | undefined;

/**
 * `rule`, except that the saved value left as it was passes: a record whose date has gone by since (an
 * expired code, a started event) can still be corrected without choosing a new date. Without a saved value
 * (a create form) `rule` applies as it is.
 */
export const unlessSaved =
  (saved: unknown, rule: Validator): Validator =>
  (value, allValues) =>
    saved !== undefined && value === saved ? undefined : rule(value, allValues);
