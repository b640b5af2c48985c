/**
 * The twelve categories of events, content and groups (spec 2 §3, spec 3 §9): the stored value is the English
 * name, the label its app.common.categories.* text.
 */
const CATEGORIES = [
  ['Behavioral Health', 'behavioral_health'],
  ['Cancer', 'cancer'],
  ['Corporate Wellness', 'corporate_wellness'],
  ['Diet', 'diet'],
  ['Diabetes', 'diabetes'],
  ['Health Heroes', 'health_heroes'],
  ['Heart Health', 'heart_health'],
  ['Lifestyle', 'lifestyle'],
  ['Senior Forum', 'senior_forum'],
  ['Women Wellness', 'women_wellness'],
  ['WSGs', 'wsgs'],
  ['Youth Forum', 'youth_forum'],
] as const;

export type Category = (typeof CATEGORIES)[number][0];

export interface Choice {
  id: string;
  /** i18n key of the label. */
  name: string;
}

const choiceOf = ([id, key]: (typeof CATEGORIES)[number]): Choice => ({
  id,
  name: `app.common.categories.${key}`,
});

export const CATEGORY_CHOICES: Choice[] = CATEGORIES.map(choiceOf);

/** The categories among `ids`, in the order given (e.g. the six disease and mentoring areas of spec 3 §9). */
export function categoryChoices(ids: readonly Category[]): Choice[] {
  return ids.map((id) => choiceOf(CATEGORIES.find(([value]) => value === id)!));
}
