/** Service categories (spec section 3). Selectable job positions are all but the last two. */
export const serviceCategories = [
  'Nanny',
  'Governess',
  'Governor',
  'Nanny-Housekeeper',
  'Nursery Worker',
  'Creche Assistant',
  'Nanny (Special needs)',
  'Weekend Nanny',
  'Holiday Nanny',
  'Au Pair',
  'Jobs for couples',
  'Early Years Professional',
  'Nanny-Personal Assistant',
  'After School Nanny',
  'Babysitter',
  'Manny',
  'Maternity Nurse',
  'Elderly Caregiver',
  'Home Patient Care',
  'Hospital Patient Care',
  'Patient Meals',
  'Custom Needs',
] as const;

export const positions = serviceCategories.slice(0, -2) as readonly string[];
export type ServiceCategory = (typeof serviceCategories)[number];

/**
 * The positions a cook works in: the spec's category made "by our cooks" (Patient Meals, which
 * the job form cannot choose). A cook chooses among these, a childcarer among `positions`, so
 * a position names one kind of caregiver (docs/decisions/search.md, "Cooks in search").
 */
export const cookPositions: readonly string[] = ['Patient Meals' satisfies ServiceCategory];

/** The kinds of caregiver a parent can search for (spec section 1: childcarer or cook). */
export const caregiverTypes = ['childcarer', 'cook'] as const;
export type CaregiverType = (typeof caregiverTypes)[number];

/** The positions a caregiver of this kind may choose in their profile. */
export const positionsFor = (userType: CaregiverType): readonly string[] =>
  userType === 'cook' ? cookPositions : positions;
