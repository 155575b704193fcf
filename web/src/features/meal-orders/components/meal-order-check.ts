/** The meal order form's check, fetched by the form once it is on screen (lazyCheck). */
// check-with first: it sets zod up before the schemas are made.
import { checkWith } from '../../../lib/forms/check-with';
import { mealOrderBody } from '@core/meal-orders/schemas';

export const checkMealOrder = checkWith(mealOrderBody);
