/**
 * Words around the service categories. The categories themselves (titles, about, duties,
 * hours, salary) are the spec's reference data in @core/reference/categories; the content
 * catalogue translates their copy by slug (`category.<slug>.about`, …).
 */

/** The key of what a category's illustration shows (its alt text), by the category's slug. */
export const categoryImageAltKey = (slug: string) => `alt.${slug}`;

/**
 * The spec's catalogue hints (section 9) as key facts on the roles and duties page, by the
 * position's slug. Other roles show their working hours and pay only. The English text is
 * the source; the page shows `role.<slug>.fact<n>` from the content catalogue.
 */
export const roleHighlights: Record<string, readonly string[]> = {
  nanny: ['Cares for children from birth to seven years'],
  governess: [
    "At least three years' experience, often as a teacher",
    'Works about 8 to 10 hours a day',
    'Two days off a week',
  ],
  'nanny-housekeeper': ['Cares for children up to the age of 12', 'Also keeps the home running'],
  'maternity-nurse': [
    'Day shifts: up to 12 hours, six days a week',
    'Nights only: up to 12 hours a night, up to six nights a week',
    'Live-in: on call 24 hours, six or seven days a week',
  ],
};
