import type { TranslateFunction } from 'react-admin';
import type { ChoiceLabel } from './fieldReading';

/**
 * A stored choice (or a list of them) as the screens' choices name it, in the admin's language; a list's item
 * the choices do not name stays as stored. Undefined when the choices name none of it (an empty value, a code
 * of an older server), which then reads as any other value.
 */
export function chosenText(
  value: unknown,
  choiceLabel: ChoiceLabel,
  translate: TranslateFunction,
): string | undefined {
  const items: unknown[] = Array.isArray(value) ? value : [value];
  // An empty value is no choice, whatever a reading of every other value as one would say (an event mode).
  const isEmpty = (item: unknown) => item === null || item === undefined || item === '';
  const named = items.map((item) => ({ item, label: isEmpty(item) ? undefined : choiceLabel(item) }));
  if (named.every(({ label }) => label === undefined)) return undefined;
  return named.map(({ item, label }) => (label ? translate(label) : String(item))).join(', ');
}
