/**
 * Words around the service categories. The categories themselves (titles, about, duties,
 * hours, salary) are the spec's reference data in @core/reference/categories.
 */

export const servicesIntro =
  'Whatever care your family needs, from a babysitter for one evening to a live-in carer for a parent, here is what each kind of caregiver does, when they work and how pay is agreed.';

export const rolesIntro =
  'What families expect from this role: the duties, the usual working hours and how pay is agreed.';

/** What each category's illustration shows, by slug (its alt text). */
export const categoryImageAlt: Record<string, string> = {
  nanny: 'A nanny holding a baby, with a ball on the ground.',
  governess: 'A governess beside a young girl, with a chalkboard and an open book.',
  governor: 'A male tutor standing with a boy beside an open book.',
  'nanny-housekeeper': 'A nanny-housekeeper with a broom and a child in front of a house.',
  'nursery-worker': 'A nursery worker with two toddlers and a stack of play blocks.',
  'creche-assistant':
    'A creche assistant with open arms and three small children playing with a ball.',
  'nanny-special-needs': 'A nanny beside a smiling child in a wheelchair.',
  'weekend-nanny': 'A nanny and a child beside a calendar with the weekend marked.',
  'holiday-nanny': 'A nanny and a child with a suitcase under a bright sun.',
  'au-pair': 'A young au pair with a child, a globe and a family home.',
  'jobs-for-couples': 'A couple standing together in front of a house.',
  'early-years-professional':
    'An early years teacher with a child, play blocks and a drawing easel.',
  'nanny-personal-assistant': 'A nanny with a child, a checklist and a family calendar.',
  'after-school-nanny':
    'A nanny meeting a boy with a school bag outside a school in the afternoon.',
  babysitter: 'A babysitter and a child outside a house at night, under the moon.',
  manny: 'A male nanny with open arms playing ball with a boy.',
  'maternity-nurse': 'A maternity nurse holding a newborn at night, beside a cot.',
  'elderly-caregiver': 'A caregiver walking beside an older woman with a walking stick.',
  'home-patient-care': 'A carer beside a patient resting in bed at home.',
  'hospital-patient-care': 'A carer beside a patient in a hospital bed.',
  'patient-meals': 'A cook in a white hat with a steaming bowl and a plate of vegetables.',
  'custom-needs': 'A woman and a man talking, with a speech bubble.',
};

/**
 * The spec's catalogue hints (section 9) as key facts on the roles and duties page, by the
 * position's slug. Other roles show their working hours and pay only.
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

/** The same for every role (spec section 9): pay is agreed, not fixed. */
export const roleHighlightPay = 'Pay depends on age, experience and qualifications';
