import * as z from 'zod';

/** What a text can be about; each is chosen apart in the settings. */
export const smsTopics = ['jobMatches', 'applications', 'offers', 'messages'] as const;
export type SmsTopic = (typeof smsTopics)[number];

export const phoneBody = z.strictObject({
  country: z
    .string({ error: 'Choose the country of the phone number.' })
    .regex(/^[A-Z]{2}$/, 'Choose the country of the phone number.'),
  number: z
    .string({ error: 'Enter the phone number.' })
    .trim()
    .min(1, 'Enter the phone number.')
    .max(24, 'This phone number is too long.'),
});

export const confirmBody = z.strictObject({
  code: z
    .string({ error: 'Enter the 6-digit code we texted you.' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code we texted you.'),
});

const topic = z.boolean({ error: 'Say yes or no for each kind of text.' });
export const topicsBody = z.strictObject({
  jobMatches: topic,
  applications: topic,
  offers: topic,
  messages: topic,
});
export type SmsTopics = z.infer<typeof topicsBody>;

export const smsSettingsResponse = z.object({
  phone: z
    .object({
      country: z.string(),
      national: z.string(),
      number: z.string(),
      confirmed: z.boolean(),
      /** A code was sent and can still be entered. */
      codePending: z.boolean(),
    })
    .nullable(),
  topics: topicsBody,
  optedOutAt: z.number().nullable(),
  /** Notice texts a day at most (the rest stay in the inbox and e-mail). */
  dailyLimit: z.number(),
  message: z.string().optional(),
});
export type SmsSettings = z.infer<typeof smsSettingsResponse>;

/** A change's answer: the new settings, and what changed, said to the user. */
export const smsChangeResponse = smsSettingsResponse.extend({ message: z.string() });
export type SmsChange = z.infer<typeof smsChangeResponse>;
