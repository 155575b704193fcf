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
