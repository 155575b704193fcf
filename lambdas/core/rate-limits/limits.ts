/**
 * Every per-caller rate limit, in one table with its reason. A limit is a fixed window: at most
 * `limit` requests of a kind per subject per `windowSeconds` (rate-limiter.ts). The numbers sit far
 * above what a person does by hand, so only scripts and abuse meet them
 * (docs/decisions/security-and-limits.md, "Rate limits").
 *
 * `per: 'client'` counts one network client: an IPv4 address, or an IPv6 /64 (one subscriber's
 * line), as lambdas/http/caller-address.ts reads it. Zambia's mobile carriers put many people
 * behind one IPv4 address (carrier-grade NAT), so these numbers are set for a busy shared
 * address, not for one person: a household or an internet café never meets them, a script does
 * within minutes (docs/decisions/security-and-limits.md, "Limits per client").
 */
export const rateLimits = {
  /** A parent contacting caregivers (each contact notifies and e-mails a caregiver). */
  contacts: {
    limit: 30,
    windowSeconds: 3600,
    per: 'user',
    why: 'Each contact e-mails a caregiver; 30 an hour is more than anyone reads profiles, and stops contact spam.',
  },
  /** Messages between users (the messaging route declares this kind). */
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
   * Sign-in and registration codes texted at one client's request (POST /api/auth/phone/code),
   * with `sms-codes-to` per number and `phone-codes-country` per country.
   */
  'phone-codes-from': {
    limit: 20,
    windowSeconds: 3600,
    per: 'client',
    why: 'Each code is a paid text. A person signs in with one or two; an internet café or a shared carrier address sees a few an hour, a script texting strangers a few hundred.',
  },
  /** The same in a UTC day, so a slow script cannot send 480 a day at twenty an hour. */
  'phone-codes-from-a-day': {
    limit: 60,
    windowSeconds: 86_400,
    per: 'client',
    why: 'Sixty codes a day leaves room for a sign-up session at an agency and keeps a slow script to a few dollars a day.',
  },
  /**
   * Codes texted to the numbers of one country in an hour, whoever asks: what bounds the bill
   * when a botnet rotates addresses and numbers (text prices differ by country, and fraud that
   * pumps texts to premium ranges targets one country at a time).
   */
  'phone-codes-country': {
    limit: 300,
    windowSeconds: 3600,
    per: 'country',
    why: 'At launch a country sees tens of phone sign-ins an hour; three hundred is ten times that, and past it a pumping attack costs at most a few dollars an hour until the limit is raised on purpose.',
  },
  /**
   * Wrong codes entered for one number, whichever code and whoever types them: past the limit the
   * number is locked, even for the right code, until the window ends.
   */
  'phone-code-misses': {
    limit: 5,
    windowSeconds: 1800,
    per: 'phone',
    why: 'A person mistypes a code once or twice; five wrong codes is guessing, and a lock of half an hour keeps a million codes out of reach (at most ten guesses an hour).',
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
  /** Answers to STOP, START and HELP texted back to one number in a UTC day (sms-replies.ts). */
  'sms-replies': {
    limit: 10,
    windowSeconds: 86_400,
    per: 'phone',
    why: 'Each answer is a paid text; a person sends STOP or START once or twice, so ten a day per number keeps a texting loop or a prank from running up the bill.',
  },
  /** New accounts from one client, an hour (POST /api/auth/register, with `mail` per address). */
  'sign-ups-from': {
    limit: 10,
    windowSeconds: 3600,
    per: 'client',
    why: 'A family signs up once and a café sees a few sign-ups an hour; ten an hour from one address is a script making throwaway accounts.',
  },
  /** The same in a UTC day, so a slow script cannot make 240 accounts a day at ten an hour. */
  'sign-ups-from-a-day': {
    limit: 30,
    windowSeconds: 86_400,
    per: 'client',
    why: 'Thirty accounts a day from one address leaves room for a shared carrier address or a sign-up session at an agency, and keeps a harvester to a few dozen accounts.',
  },
  /** Contact-us messages from one client (POST /api/contact, with `mail` per address). */
  'contact-form-from': {
    limit: 10,
    windowSeconds: 3600,
    per: 'client',
    why: 'Each message lands in the team inbox; nobody writes ten in an hour, and rotating the e-mail address no longer gets round the count.',
  },
  /** Jobs a parent posts or publishes (each publication e-mails fitting caregivers). */
  'job-posts': {
    limit: 10,
    windowSeconds: 86_400,
    per: 'user',
    why: 'A family posts one or two jobs; ten a day covers corrections and reposts, and stops a poster flooding caregivers with job e-mails.',
  },
  /**
   * Job-match e-mails one caregiver receives in a UTC day (lambdas/core/jobs/job-match.ts): past
   * it the job still reaches their inbox in the app, without an e-mail.
   */
  'job-match-mails': {
    limit: 3,
    windowSeconds: 86_400,
    per: 'user',
    why: 'Three job e-mails a day tell a caregiver of new work quickly; more is noise they did not ask for, and the rest wait in their inbox.',
  },
  /** Presigned upload links a person asks for (profile documents and post attachments). */
  'upload-links': {
    limit: 30,
    windowSeconds: 3600,
    per: 'user',
    why: 'A full profile is five files and a post one; thirty an hour leaves room for retries on a slow network, and stops storage being used as a free file host.',
  },
  /** The same links counted per client, so many accounts on one address share one count. */
  'upload-links-from': {
    limit: 100,
    windowSeconds: 3600,
    per: 'client',
    why: 'An internet café where several caregivers upload their documents stays well under a hundred links an hour; a script with throwaway accounts does not.',
  },
  /** Wage payments a parent starts (each asks the provider for a mobile money charge). */
  'wage-payments': {
    limit: 20,
    windowSeconds: 3600,
    per: 'user',
    why: 'A family pays one or two wages a month, and a declined charge is tried again a few times; twenty an hour covers that, and stops a script making the provider send charge prompts to a number again and again.',
  },
  /** Changes to the number a person's wages or commissions are paid to. */
  'payout-number': {
    limit: 10,
    windowSeconds: 86_400,
    per: 'user',
    why: 'A person sets their payout number once and corrects it rarely; ten a day allows typos, and bounds what a stolen session can try.',
  },
} as const satisfies Record<
  string,
  {
    limit: number;
    windowSeconds: number;
    per: 'user' | 'email' | 'phone' | 'client' | 'country';
    why: string;
  }
>;

export type RateLimitKind = keyof typeof rateLimits;
export const rateLimitKinds = Object.keys(rateLimits) as RateLimitKind[];
