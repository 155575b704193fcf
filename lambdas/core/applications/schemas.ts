import * as z from 'zod';
import { parentOfferResponse } from '../offers/schemas.js';

export const applicantParams = z.strictObject({
  id: z.string().regex(/^[\w-]{1,64}$/, 'Invalid job'),
  uid: z.string().regex(/^[\w-]{1,64}$/, 'Invalid applicant'),
});
export const applicationDecisionBody = z.strictObject({
  status: z.enum(['shortlisted', 'declined'], { error: 'Choose shortlist or decline' }),
});

/** A caregiver's application to a job (application.entity.ts). */
export const applicationResponse = z.object({
  post_id: z.string(),
  /** The applicant's uid (the spec's temp_id). */
  temp_id: z.string(),
  parent_id: z.string(),
  name: z.string(),
  position: z.string().optional(),
  start_date: z.number().optional(),
  posted: z.number(),
  status: z.enum(['applied', 'shortlisted', 'declined']),
  updatedAt: z.number().optional(),
});

/** What a caregiver may still send: free applications left of the limit, or a package. */
export const applicationAllowance = z.object({
  package: z.boolean(),
  limit: z.number(),
  left: z.number(),
});

/** The caller's applications, newest first, and their allowance. */
export const myApplicationsResponse = z.object({
  applications: z.array(applicationResponse),
  allowance: applicationAllowance,
});

/** The applications to one job, and the offers made for it. */
export const jobApplicationsResponse = z.object({
  applications: z.array(applicationResponse),
  offers: z.array(parentOfferResponse),
});
