import { useGetResourceLabel, useLocale } from 'react-admin';
import { intlTagOf } from '../../i18n/formatLocale';

/**
 * A resource's plural name as it reads inside a sentence ('Loading 3 of 10 members…', 'Select all 120 members'):
 * lowered in the language's case rules (Turkish 'İş ortakları' → 'iş ortakları'), but an abbreviation keeps its
 * capitals ('FAQs').
 */
export function useResourceNameInText(resource: string): string {
  const label = useGetResourceLabel()(resource, 2);
  const tag = intlTagOf(useLocale());
  const [first = '', second = ''] = label;
  const isAbbreviation =
    second !== '' && second === second.toLocaleUpperCase(tag) && second !== second.toLocaleLowerCase(tag);
  return isAbbreviation ? label : first.toLocaleLowerCase(tag) + label.slice(first.length);
}
