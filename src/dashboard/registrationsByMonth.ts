import { addMonths, format, startOfMonth } from 'date-fns';
import { currentDateLocale } from '../i18n/formatLocale';

export interface MonthCount {
  /** 'yyyy-MM' */
  month: string;
  /** 'MMM yy' in the language in use, e.g. 'Sep 21' */
  label: string;
  count: number;
}

/** How many records were created in each of the last `months` calendar months, oldest first. */
export function registrationsByMonth(
  records: { createdAt?: unknown }[],
  now: Date = new Date(),
  months = 6,
): MonthCount[] {
  const first = startOfMonth(addMonths(now, -(months - 1)));
  const buckets: MonthCount[] = Array.from({ length: months }, (_, i) => {
    const month = addMonths(first, i);
    return {
      month: format(month, 'yyyy-MM'),
      label: format(month, 'MMM yy', { locale: currentDateLocale() }),
      count: 0,
    };
  });
  const byMonth = new Map(buckets.map((bucket) => [bucket.month, bucket]));
  for (const { createdAt } of records) {
    if (typeof createdAt !== 'string' && !(createdAt instanceof Date)) continue;
    const date = new Date(createdAt);
    if (Number.isNaN(date.getTime())) continue;
    const bucket = byMonth.get(format(date, 'yyyy-MM'));
    if (bucket) bucket.count += 1;
  }
  return buckets;
}
