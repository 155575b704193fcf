import type { Locale } from '@core/i18n/locales';
import type { TermsKey } from '../i18n';

/**
 * The terms of use, section by section (keys of the terms catalogue; the version and date are
 * in @core/reference/terms). A change of wording is a new version there.
 */
export interface TermsSection {
  heading: TermsKey;
  points: TermsKey[];
}

export const termsSections: TermsSection[] = [
  { heading: 'who.heading', points: ['who.age', 'who.roles', 'who.work'] },
  {
    heading: 'account.heading',
    points: ['account.true', 'account.password', 'account.responsible'],
  },
  {
    heading: 'fees.heading',
    points: ['fees.free', 'fees.packages', 'fees.price', 'fees.refunds', 'fees.referrals'],
  },
  {
    heading: 'conduct.heading',
    points: ['conduct.honest', 'conduct.noFees', 'conduct.contacts', 'conduct.law'],
  },
  { heading: 'safety.heading', points: ['safety.noVetting', 'safety.yourChecks', 'safety.report'] },
  { heading: 'role.heading', points: ['role.meetingPlace', 'role.noPromise', 'role.liability'] },
  { heading: 'data.heading', points: ['data.policy', 'data.rights', 'data.acceptance'] },
  {
    heading: 'suspension.heading',
    points: ['suspension.ours', 'suspension.appeal', 'suspension.yours'],
  },
  { heading: 'law.heading', points: ['law.zambia', 'law.talkFirst'] },
  { heading: 'changes.heading', points: ['changes.notice', 'changes.refuse', 'changes.languages'] },
];

/**
 * Translations we wrote without a native speaker's check (docs/decisions/accounts-and-sessions.md,
 * "Terms of use"): the page says so to their readers, and that the English text applies. Remove a
 * language once checked.
 */
export const awaitingNativeReview: readonly Locale[] = ['bem', 'ny'];
