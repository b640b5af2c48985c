import { replaceWritingCounts } from './countsInText';

/**
 * The Polyglot options of every i18nProvider of the app (and of the tests'). allowMissing: an unknown key shows as
 * itself rather than throwing, so a server message passed to notify() is shown as written. replace: counts in the
 * language's digits and grouping, the language being `localeOf()`.
 */
export const polyglotOptions = (localeOf: () => string) => ({
  allowMissing: true,
  replace: replaceWritingCounts(localeOf),
});
