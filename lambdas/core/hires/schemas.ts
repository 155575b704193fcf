import * as z from 'zod';

const id = (message: string) => z.string().regex(/^[\w-]{1,64}$/, message);

/** /api/hires/{id}/{uid}/...: a hire is named by its job and its caregiver. */
export const hireParams = z.strictObject({
  id: id('Invalid job'),
  uid: id('Invalid caregiver'),
});
export type HireParams = z.output<typeof hireParams>;
