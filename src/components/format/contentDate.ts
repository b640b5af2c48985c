import { format, isValid, parseISO } from 'date-fns';
import { currentDateLocale } from '../../i18n/formatLocale';

/** The spec's format for content-library dates ('MMM DD, YYYY', spec 2 §9), e.g. 'Mar 05, 2024'. */
const CONTENT_DATE_FORMAT = 'MMM dd, yyyy';

/**
 * 'MMM DD, YYYY' in local time, the month named in the language in use, or '' for a missing or unreadable
 * date.
 */
export function formatContentDate(value: unknown): string {
  const date =
    value instanceof Date ? value : typeof value === 'string' && value !== '' ? parseISO(value) : undefined;
  return date && isValid(date) ? format(date, CONTENT_DATE_FORMAT, { locale: currentDateLocale() }) : '';
}
