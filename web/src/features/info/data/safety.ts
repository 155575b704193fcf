import english from '../locales/en.json';
import type { InfoKey } from '../i18n';

/**
 * The safety page's advice (docs/decisions/content-and-pages.md, "The safety page"): what families
 * and caregivers should do before and during a hire. Plain data: the page translates its keys (info
 * catalogue) when it renders, and its test reads the English text below.
 */
export interface SafetySection<Text = string> {
  heading: Text;
  points: Text[];
}

export const safetyIntroKey: InfoKey = 'safety.intro';

export const safetySectionKeys: SafetySection<InfoKey>[] = [
  {
    heading: 'safety.meeting.heading',
    points: [
      'safety.meeting.publicPlace',
      'safety.meeting.tellSomeone',
      'safety.meeting.identity',
      'safety.meeting.reference',
    ],
  },
  {
    heading: 'safety.trial.heading',
    points: ['safety.trial.short', 'safety.trial.agree', 'safety.trial.children'],
  },
  {
    heading: 'safety.pay.heading',
    points: ['safety.pay.writeDown', 'safety.pay.minimumWage', 'safety.pay.noFees'],
  },
  {
    heading: 'safety.report.heading',
    points: [
      'safety.report.money',
      'safety.report.false',
      'safety.report.harm',
      'safety.report.how',
      'safety.report.danger',
    ],
  },
];

/** The advice in English, as the page shows it to an English reader. */
export const safetyIntro = english[safetyIntroKey];
export const safetySections: SafetySection[] = /* @__PURE__ */ safetySectionKeys.map(
  ({ heading, points }) => ({
    heading: english[heading],
    points: points.map((key) => english[key]),
  }),
);
