import { useLocale } from 'react-admin';
import { intlTagOf } from './formatLocale';

/**
 * A count shown on its own (a badge, a dashboard figure) in the language's digits and grouping ('10,000',
 * Turkish '10.000'), as counts inside texts are (countsInText.ts).
 */
export function useCountText(): (count: number) => string {
  const tag = intlTagOf(useLocale());
  return (count) => count.toLocaleString(tag);
}
