import { screen } from '@testing-library/react';
import { LabeledClasses } from 'react-admin';

/**
 * The text shown under `label` on a read-only record page (DetailSection: react-admin's SimpleShowLayout, each
 * value after its label); undefined when there is no such label.
 */
export function detailValue(label: string): string | undefined {
  const title = screen
    .queryAllByText(label, { selector: `.${LabeledClasses.label}, .${LabeledClasses.label} *` })
    .map((element) => element.closest(`.${LabeledClasses.label}`))
    .find(Boolean);
  if (!title) return undefined;
  const value = title.nextElementSibling;
  return value?.textContent ?? '';
}
