/**
 * The safety page's advice (issue 10): what families and caregivers should do before and
 * during a hire. Plain data, so the page and its test read the same text.
 */
export interface SafetySection {
  heading: string;
  points: string[];
}

export const safetyIntro =
  'Most hires go well when both sides meet safely, try the work first and agree everything in writing. This is what we ask families and caregivers to do.';

export const safetySections: SafetySection[] = [
  {
    heading: 'Meeting for the first time',
    points: [
      'Meet in a public place, or at home with another adult present.',
      'Tell a friend or relative where you are going and when you expect to be back.',
      'Check each other’s identity: a caregiver’s verified documents show on their profile, and a family should show theirs too.',
      'Talk to at least one reference before anyone starts work.',
    ],
  },
  {
    heading: 'Trial days',
    points: [
      'Agree a short trial first, one or two days, and pay for it.',
      'Agree the hours, the duties and who else will be at home before the trial starts.',
      'Children should never be left alone with someone on their first visit.',
    ],
  },
  {
    heading: 'Fair pay and a written agreement',
    points: [
      'Write down the pay, the hours, days off, live-in or live-out, and how either side ends the work.',
      'Pay at least the legal minimum wage for domestic work, on the day agreed, and keep a record of each payment.',
      'An employer must never ask a caregiver for money to get a job, or keep their identity documents.',
    ],
  },
  {
    heading: 'What to report',
    points: [
      'Anyone asking for money, bank details or documents before a hire.',
      'A profile, job or post that is false, or that belongs to someone else.',
      'Harassment, threats, or any sign that a child or an older person is at risk.',
      'Use the report button on the profile, post or comment, or send us a message: we read every report.',
      'If someone is in danger now, call the police first (999 in Zambia).',
    ],
  },
];
