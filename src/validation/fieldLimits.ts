/**
 * The bounds the server puts on each field (shared/fieldRules.ts, read by the server's request schemas too), as
 * form validators with react-admin's translated messages: a value the form lets through is one the server takes.
 */
import { maxLength, maxValue, number, type Validator } from 'react-admin';
import {
  DATE_YEARS,
  MAX_LIST_ITEMS,
  NUMBER_RULES,
  TEXT_LIMITS,
  type NumberKind,
  type TextKind,
} from '../../shared/fieldRules';
import { notNegative, wholeNumber } from './rules';

/** The year a date or a date input's text starts with ('1850-01-01', '20261-05-01T10:00'), else NaN. */
const yearOf = (value: unknown): number => {
  if (value instanceof Date) return value.getFullYear();
  return typeof value === 'string' ? Number(/^(\d+)-/.exec(value.trim())?.[1]) : Number.NaN;
};

/**
 * A date, or a date and time, in a year the server takes (DATE_YEARS: a date of birth typed 1850 is refused, and so
 * is an event starting in the year 20261).
 */
export const withinDateYears: Validator = (value: unknown) => {
  const year = yearOf(value);
  return year && (year < DATE_YEARS.min || year > DATE_YEARS.max)
    ? { message: 'app.common.date_years', args: DATE_YEARS }
    : undefined;
};

/** At most the characters the server takes for this kind of text ('Must be 200 characters or less'). */
export const withinLength = (kind: TextKind) => maxLength(TEXT_LIMITS[kind]);

/**
 * A first or last name, which the API receives joined by a space as one `name`: each part at most half of it.
 */
export const namePartWithinLength = () => maxLength(Math.floor((TEXT_LIMITS.name - 1) / 2));

/** A list whose every item is at most the characters of `kind`, and which has at most MAX_LIST_ITEMS items. */
export const itemsWithinLength =
  (kind: TextKind): Validator =>
  (value) => {
    if (!Array.isArray(value)) return undefined;
    if (value.length > MAX_LIST_ITEMS)
      return { message: 'app.kit.too_many_items', args: { max: MAX_LIST_ITEMS } };
    const max = TEXT_LIMITS[kind];
    return value.some((item) => typeof item === 'string' && item.trim().length > max)
      ? { message: 'ra.validation.maxLength', args: { max } }
      : undefined;
  };

/**
 * A number of its kind: a number, not negative (`minimum`: by default the spec's 'Value must be greater than -1'),
 * at most its bound ('Must be 1000000 or less', or `maxMessage`), whole where the server keeps whole numbers.
 */
export function amountOf(
  kind: NumberKind,
  { minimum = notNegative(), maxMessage }: { minimum?: Validator; maxMessage?: string } = {},
): Validator[] {
  const rule = NUMBER_RULES[kind];
  return [number(), minimum, maxValue(rule.max, maxMessage), ...(rule.integer ? [wholeNumber()] : [])];
}
