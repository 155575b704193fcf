import * as z from 'zod';
import { shortMessage } from '../inbox/schemas.js';

const uid = z.string().regex(/^[\w-]{1,64}$/, 'Invalid caregiver');

export const offerBody = z.strictObject({
  caregiver_id: uid,
  message: shortMessage,
});
export type OfferInput = z.output<typeof offerBody>;

export const offerParams = z.strictObject({
  id: z.string().regex(/^[\w-]{1,64}$/, 'Invalid job'),
  uid,
});

export const offerAnswerBody = z.strictObject({
  status: z.enum(['accepted', 'declined'], { error: 'Choose accept or decline' }),
});
