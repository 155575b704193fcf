import * as z from 'zod';
import { pageCursor } from '../db/page-cursor.js';
import { photoFields } from '../profiles/photo-renditions.js';
import { caregiverTypes } from '../reference/positions.js';

const filter = z.string().max(80).optional();

/** Spec section 2: position, level, language, country, region, town and the other options. */
export const findCaregiversQuery = z.strictObject({
  /** Childcarers or cooks only (spec section 7 reads users by user_type); '' for anyone. */
  user_type: z.enum([...caregiverTypes, ''], { error: 'Choose childcarers or cooks' }).optional(),
  position: filter,
  country: filter,
  region: filter,
  town: filter,
  level: filter,
  language: filter,
  live_in_out: filter,
  full_part_time: filter,
  sex: filter,
  /** Only caregivers whose review average is at least this (those without reviews drop out). */
  min_rating: z
    .string()
    .regex(/^[1-5]$/, 'Choose a minimum rating from 1 to 5')
    .optional(),
  cursor: pageCursor.optional(),
});

/** Featured caregivers in a country, or anywhere. */
export const featuredQuery = z.strictObject({ country: z.string().max(80).optional() });

/**
 * A caregiver as search shows them (caregiver-card.entity.ts without its search keys): no
 * contact details, the photo as links (photo-renditions.ts).
 */
export const caregiverResultResponse = z.object({
  uid: z.string(),
  user_type: z.string().optional(),
  fullname: z.string().optional(),
  username: z.string().optional(),
  positions: z.array(z.string()).optional(),
  languages: z.array(z.string()).optional(),
  experience: z.string().optional(),
  education: z.string().optional(),
  sex: z.string().optional(),
  live_in_out: z.string().optional(),
  full_part_time: z.string().optional(),
  currently_in: z.string().optional(),
  region: z.string().optional(),
  town: z.string().optional(),
  summary: z.string().optional(),
  /** When the featured placement ends (ms), while there is one. */
  featured: z.number().optional(),
  /** The review average, -1 while there is none, and how many reviews. */
  Ratings: z.number(),
  ratingCount: z.number(),
  date_updated: z.number().optional(),
  ...photoFields,
});

/** A page of caregivers; the cursor of the next one, absent on the last. */
export const findCaregiversResponse = z.object({
  caregivers: z.array(caregiverResultResponse),
  cursor: z.string().optional(),
});

/** At most 15 caregivers whose featured placement runs. */
export const featuredCaregiversResponse = z.object({
  caregivers: z.array(caregiverResultResponse),
});

/** How many caregivers are live (the home banner). */
export const caregiverCountResponse = z.object({ live: z.number() });
