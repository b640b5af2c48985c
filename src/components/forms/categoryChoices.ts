/**
 * The twelve categories of events, content and groups (spec 2 §3). The API stores the English text, so
 * that is each choice's id; the name is the i18n key of its label.
 */
export const CATEGORY_CHOICES = [
  { id: 'Behavioral Health', name: 'app.common.categories.behavioral_health' },
  { id: 'Cancer', name: 'app.common.categories.cancer' },
  { id: 'Corporate Wellness', name: 'app.common.categories.corporate_wellness' },
  { id: 'Diet', name: 'app.common.categories.diet' },
  { id: 'Diabetes', name: 'app.common.categories.diabetes' },
  { id: 'Health Heroes', name: 'app.common.categories.health_heroes' },
  { id: 'Heart Health', name: 'app.common.categories.heart_health' },
  { id: 'Lifestyle', name: 'app.common.categories.lifestyle' },
  { id: 'Senior Forum', name: 'app.common.categories.senior_forum' },
  { id: 'Women Wellness', name: 'app.common.categories.women_wellness' },
  { id: 'WSGs', name: 'app.common.categories.wsgs' },
  { id: 'Youth Forum', name: 'app.common.categories.youth_forum' },
];

/** The i18n key of a stored category's label, or the stored text itself when it is none of the twelve. */
export const categoryLabel = (id: string): string =>
  CATEGORY_CHOICES.find((category) => category.id === id)?.name ?? id;

/** The categories among `ids`, in the order given (e.g. the six disease and mentoring areas of spec 3 §9). */
export function categoryChoices(ids: readonly string[]): typeof CATEGORY_CHOICES {
  return ids.map((id) => {
    const choice = CATEGORY_CHOICES.find((category) => category.id === id);
    if (!choice) throw new Error(`Unknown category ${id}`);
    return choice;
  });
}
