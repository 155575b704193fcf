import * as z from 'zod';
import { priceCurrencies } from '../reference/prices.js';
import { items, traitIds } from './questionnaire.js';

const likert = z
  .number({ error: 'Answer this question' })
  .int('Choose one of the five answers')
  .min(1, 'Choose one of the five answers')
  .max(5, 'Choose one of the five answers');

/** Every statement answered 1-5, nothing else: `{}` and unknown keys are refused. */
export const answersSchema = z.strictObject(
  Object.fromEntries(items.map((item) => [item.id, likert])) as Record<string, typeof likert>,
);

export const submitAnswersBody = z.strictObject({
  answers: answersSchema,
});

/** A result as its owner and the public see it: scores and words, never the answers. */
export const personalityResult = z.object({
  traits: z.array(
    z.object({
      trait: z.enum(traitIds),
      name: z.string(),
      score: z.number().int().min(0).max(100),
      level: z.enum(['strong', 'moderate', 'growing']),
      words: z.string(),
    }),
  ),
  summary: z.string(),
  takenAt: z.number(),
});
export type PersonalityResult = z.infer<typeof personalityResult>;

export const personalityStatusResponse = z.object({
  /** Paid attempts not used yet. */
  attempts: z.number().int(),
  /** The package to put in the cart, priced in the caller's currency (USD fallback). */
  price: z.object({
    package_id: z.string(),
    currency: z.enum(priceCurrencies),
    amountMinor: z.number().int(),
  }),
  result: personalityResult.nullable(),
});
export type PersonalityStatus = z.infer<typeof personalityStatusResponse>;

export const submitAnswersResponse = z.object({
  attempts: z.number().int(),
  result: personalityResult,
});
