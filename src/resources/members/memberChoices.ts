/** Gender options; 'Other' reads 'Rather Not Say' (spec 1 §3). */
export const GENDER_CHOICES = [
  { id: 'Male', name: 'app.members.gender.male' },
  { id: 'Female', name: 'app.members.gender.female' },
  { id: 'Other', name: 'app.members.gender.other' },
];

/** Age groups (spec 1 §3); the labels are the ranges themselves. */
export const AGE_GROUP_CHOICES = ['20-30', '30-50', '50-100'].map((range) => ({ id: range, name: range }));

/** A stored gender as the form names it ('Other' reads 'Rather Not Say'); the backend may store 'male'. */
export function genderLabel(value: unknown, translate: (key: string) => string): string {
  const text = typeof value === 'string' ? value : '';
  const choice = GENDER_CHOICES.find((one) => one.id.toLowerCase() === text.toLowerCase());
  return choice ? translate(choice.name) : text;
}
