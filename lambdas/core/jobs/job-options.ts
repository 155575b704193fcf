import {
  childAgeRanges,
  educationLevels,
  fullPartTimeOptions,
  languages,
  liveInOutOptions,
  sexOptions,
  termOptions,
} from '../reference/options.js';

/** The job form's "no preference" value: first in each requirement select (spec section 2). */
export const NOT_SPECIFIED = 'Not specified';

/**
 * The selects of the job form (spec section 2), each defaulting to its first option. Where the
 * reference list has no "no preference" entry of its own, 'Not specified' comes first.
 */
export const jobSelects = {
  duration: termOptions.slice(1) as ['Permanent', 'Temporary'],
  sex: [NOT_SPECIFIED, ...sexOptions],
  education: [NOT_SPECIFIED, ...educationLevels],
  number_kids: [NOT_SPECIFIED, '1', '2', '3', '4', '5 or more'],
  age_range: [NOT_SPECIFIED, ...childAgeRanges],
  pets: [NOT_SPECIFIED, 'Yes', 'No'],
  cpr: [NOT_SPECIFIED, 'Yes', 'No'],
  driver: [NOT_SPECIFIED, 'Yes', 'No'],
  full_part_time: fullPartTimeOptions,
  live_in_out: liveInOutOptions,
  language: [NOT_SPECIFIED, ...languages],
} as const;
