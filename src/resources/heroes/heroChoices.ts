import { categoryChoices } from '../../components/forms/categoryChoices';

/** Spec 3 §9: the disease defeated and the areas of mentoring share these six options. */
export const DISEASE_CHOICES = categoryChoices([
  'Behavioral Health',
  'Cancer',
  'Diabetes',
  'Diet',
  'Heart Health',
  'Lifestyle',
]);

export const AGE_BRACKET_CHOICES = ['Elderly', 'Senior', 'Matured', 'Youth'].map((id) => ({
  id,
  name: `app.heroes.age_brackets.${id.toLowerCase()}`,
}));

export const HERO_CATEGORY_CHOICES = ['Combat', 'Exemplary', 'Reversal', 'Doctor'].map((id) => ({
  id,
  name: `app.heroes.categories.${id.toLowerCase()}`,
}));

export const DAY_CHOICES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
  (id) => ({ id, name: `app.heroes.days.${id.toLowerCase()}` }),
);

/** The stored channel values (api-contract.md J2) with their labels. */
export const CHANNEL_CHOICES = [
  { id: 'on-site', name: 'app.common.modes.on_site' },
  { id: 'online', name: 'app.common.modes.online' },
];

/** The label key of a stored value among `choices`, or the value itself when it is none of them. */
export function choiceLabel(choices: readonly { id: string; name: string }[], value: unknown): string {
  return choices.find((choice) => choice.id === value)?.name ?? String(value ?? '');
}

/** The label key of a stored channel, or the value itself when it is none of the two. */
export const channelLabel = (value: unknown): string => choiceLabel(CHANNEL_CHOICES, value);
