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

/** An offer of a job to one caregiver (offer.entity.ts). */
export const offerResponse = z.object({
  post_id: z.string(),
  caregiver_id: z.string(),
  parent_id: z.string(),
  caregiver_name: z.string(),
  position: z.string().optional(),
  /** The parent's words to the caregiver (plain text). */
  message: z.string().optional(),
  status: z.enum(['sent', 'accepted', 'declined']),
  posted: z.number(),
  answeredAt: z.number().optional(),
});

/** An offer as the caregiver received it, with the family's contact (null once the job is gone). */
export const receivedOfferResponse = offerResponse.extend({
  job: z.object({ contact: z.string(), email: z.string(), town: z.string().optional() }).nullable(),
});
export const receivedOffersResponse = z.object({ offers: z.array(receivedOfferResponse) });

/** An offer as its job's parent sees it: the caregiver's contact once they accepted. */
export const parentOfferResponse = offerResponse.extend({
  contact: z.object({ email: z.string().nullable(), phone: z.string().optional() }).nullable(),
});
