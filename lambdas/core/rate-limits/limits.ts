/**
 * Every per-caller rate limit, in one table with its reason. A limit is a fixed window: at most
 * `limit` requests of a kind per subject per `windowSeconds` (rate-limiter.ts). The numbers sit
 * far above what a person does by hand, so only scripts and abuse meet them (docs/decisions.md,
 * "Rate limits").
 */
export const rateLimits = {
  /** A parent contacting caregivers (each contact notifies and e-mails a caregiver). */
  contacts: {
    limit: 30,
    windowSeconds: 3600,
    per: 'user',
    why: 'Each contact e-mails a caregiver; 30 an hour is more than anyone reads profiles, and stops contact spam.',
  },
  /** Messages between users (issue 10's messaging route declares this kind). */
  messages: {
    limit: 60,
    windowSeconds: 3600,
    per: 'user',
    why: 'One a minute on average sustains a real conversation; a script sending more is spam.',
  },
  /** New community posts. */
  posts: {
    limit: 20,
    windowSeconds: 3600,
    per: 'user',
    why: 'Posts are public and on the front of the community; 20 an hour is far beyond a person.',
  },
  /** Comments on community posts. */
  comments: {
    limit: 60,
    windowSeconds: 3600,
    per: 'user',
    why: 'A lively thread is a comment a minute at most; floods beyond that are spam.',
  },
  /**
   * Requests that send an e-mail to an address the caller names (registration, verification
   * resend, password reset, e-mail change, the contact form): counted per address, so nobody can
   * turn the product into a mail bomb against someone else's inbox.
   */
  mail: {
    limit: 10,
    windowSeconds: 3600,
    per: 'email',
    why: 'A person needs one or two of these mails; 10 an hour per address (all these routes together) leaves room for lost mails and keeps an inbox safe from floods.',
  },
  /**
   * Sign-in attempts that did not (yet) succeed, per user (Cognito pre- and post-authentication
   * triggers). A success takes its attempt back, so only failures count.
   */
  'sign-in': {
    limit: 10,
    windowSeconds: 900,
    per: 'user',
    why: 'Ten wrong passwords in 15 minutes is guessing, not forgetting; the lockout ends by itself after the window.',
  },
  /** Confirmation codes by text (PUT /api/account/sms/phone), per user. */
  'sms-codes': {
    limit: 5,
    windowSeconds: 3600,
    per: 'user',
    why: 'Each code is a paid text; a person needs one or two, five an hour leaves room for a slow network.',
  },
  /** The same codes counted per number, so that many accounts cannot flood one phone. */
  'sms-codes-to': {
    limit: 5,
    windowSeconds: 3600,
    per: 'phone',
    why: 'Texting codes to a stranger is harassment and costs us; five an hour per number, whoever asks.',
  },
  /**
   * Notice texts (job matches, applications, offers, messages) a user receives in a UTC day:
   * past it they still get the in-app notice and the e-mail (lambdas/core/sms/notice-texts.ts).
   */
  'sms-notices': {
    limit: 5,
    windowSeconds: 86_400,
    per: 'user',
    why: 'Texts cost the reader attention and us money; five a day tells of what matters and leaves the rest to the inbox.',
  },
} as const satisfies Record<
  string,
  { limit: number; windowSeconds: number; per: 'user' | 'email' | 'phone'; why: string }
>;

export type RateLimitKind = keyof typeof rateLimits;
export const rateLimitKinds = Object.keys(rateLimits) as RateLimitKind[];
