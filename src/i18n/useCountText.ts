import { useLocale } from 'react-admin';
import { writeCount } from './countsInText';

/**
 * A count shown on its own (a badge, a dashboard figure) in the language's digits and grouping ('10,000',
 * Turkish '10.000'), as counts inside texts are (countsInText.ts).
 */
export function useCountText(): (count: number) => string {
  const locale = useLocale();
  return (count) => writeCount(count, locale);
}
