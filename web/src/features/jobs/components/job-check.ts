/** The job form's check, fetched by the form once it is on screen (lazyCheck). */
// check-with first: it sets zod up before the schemas are made.
import { checkWith } from '../../../lib/forms/check-with';
import { jobBody } from '@core/jobs/schemas';

export const checkJob = checkWith(jobBody);
