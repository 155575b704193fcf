import type { ServiceCategory } from '../reference/positions.js';

/**
 * A meal order is a Job record in the spec's Patient Meals category. The job form cannot
 * choose that category, so the position alone tells orders and ordinary jobs apart.
 */
export const MEAL_ORDER_POSITION = 'Patient Meals' satisfies ServiceCategory;
