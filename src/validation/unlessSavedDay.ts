import { calendarDayOf } from '../components/format/calendarDates';

type Validator = (value: unknown, allValues?: Record<string, unknown>) => string | undefined;

/**
 * `unlessSaved` for calendar dates: the saved day passes however it is written, so an expired record's
 * stored '…T00:00:00.000Z' retyped as that same day (the form then holds 'yyyy-MM-dd') is still accepted.
 * Without a saved value (a create form) `rule` applies as it is.
 */
export const unlessSavedDay =
  (saved: unknown, rule: Validator): Validator =>
  (value, allValues) => {
    const savedDay = calendarDayOf(saved);
    return savedDay !== '' && calendarDayOf(value) === savedDay ? undefined : rule(value, allValues);
  };
