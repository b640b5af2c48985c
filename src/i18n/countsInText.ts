import { intlTagOf } from './formatLocale';

/**
 * The interpolated values that are counts, by placeholder name in every message. They are written in the
 * language's digits and grouping ('2,008 items selected', Turkish '2.008'), as the app's other counts are; other
 * numbers (a year, a length, a page number) are written as given, so a year reads '1900', not '1,900'. A message
 * giving another kind of number one of these names (a year as %{count}) would have it grouped: name it otherwise.
 */
const COUNT_ARGUMENTS = new Set([
  'smart_count',
  'count',
  'total',
  'offsetBegin',
  'offsetEnd',
  'loaded',
  'done',
  'failed',
  'finished',
  'valid',
  'invalid',
  'skipped',
  'joined',
  'capacity',
]);

/** A count in the digits and grouping of `locale` ('10,000', Turkish '10.000'). */
export const writeCount = (count: number, locale: string): string => count.toLocaleString(intlTagOf(locale));

type Substitute = (expression: string, argument: string) => unknown;

/**
 * Polyglot's `replace` option (its interpolation), writing counts in the language of `localeOf()`: the messages
 * and react-admin's own ('%{smart_count} items selected', '%{offsetBegin}-%{offsetEnd} of %{total}') pass a plain
 * number, which Polyglot needs to choose the plural form.
 */
export const replaceWritingCounts = (localeOf: () => string) =>
  function replace(this: string, pattern: RegExp, substitute: Substitute): string {
    return String.prototype.replace.call(this, pattern, (expression: string, argument: string) => {
      const value = substitute(expression, argument);
      return typeof value === 'number' && COUNT_ARGUMENTS.has(argument)
        ? writeCount(value, localeOf())
        : String(value);
    });
  };
