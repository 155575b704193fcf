import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import {
  caregiverAcceptsAgreement,
  caregiverAsksForChanges,
  openPrintableAgreement,
  parentDraftsAgreement,
  parentRevisesAgreement,
} from './agreement-steps.js';
import { violationsOn } from './axe.js';
import { accountMenuLink, useBrowser } from './browser.js';
import { hiredPair } from './hired-pair.js';
import {
  acceptTime,
  confirmHappened,
  decideGoOn,
  expectRemindedByMail,
  moveTrialDay,
  openHire,
  proposeOtherTimes,
  proposeTrialDay,
  timeAhead,
  trialCard,
} from './trial-day-steps.js';

const browser = useBrowser();
const DAY = 24 * 3_600_000;
const ASK = 'Could pay day be the 25th, please?';

/*
 * Issue 31's journey: from an accepted offer, through a trial day (proposed, moved, accepted,
 * reminded, confirmed), to an accepted work agreement and its printable page, each side on its
 * own phone-sized page.
 */
describe('from an accepted offer to a written agreement, in the browser', () => {
  it(
    'a hired pair agrees a trial day, moves it, is reminded, both say it happened, and they make and print the agreement',
    { timeout: 360_000 },
    async () => {
      const pair = await hiredPair();
      const family = await browser.signedIn(pair.parent, '/menu');
      // The account navigation links the Hires page.
      await (await accountMenuLink(family, 'Hires')).waitFor();
      await openHire(family, pair);
      // The family proposes two times.
      await proposeTrialDay(family, [
        timeAhead(3 * DAY).typed,
        timeAhead(4 * DAY, 5, 'Kabulonga, Lusaka').typed,
      ]);

      // The caregiver proposes another, about 90 minutes ahead: its two-hours-before reminder
      // is due as soon as it is accepted.
      const carer = await browser.signedIn(pair.nanny, '/hires');
      await openHire(carer, pair);
      const soon = timeAhead(90 * 60_000, 3, 'Chelston, Lusaka');
      await proposeOtherTimes(carer, [soon.typed]);
      await acceptTime(family, soon.typed.start);
      await expectRemindedByMail(pair, soon.at);

      // The caregiver moves it, with a reason, to the next whole minute: the family accepts.
      const now = timeAhead(30_000, 2);
      await moveTrialDay(carer, [now.typed], 'The bus to Chelston does not run today');
      await acceptTime(family, now.typed.start);
      await carer.reload();
      await trialCard(carer).getByText('Agreed', { exact: true }).waitFor();

      // After its start both say it happened, and the family goes on to an agreement.
      await confirmHappened(carer);
      await confirmHappened(family);
      await trialCard(family)
        .getByText(/said it happened\./)
        .first()
        .waitFor();
      await decideGoOn(family);
      await carer.reload();
      await trialCard(carer).getByText('The family chose to go on to an agreement.').waitFor();
      expect(await trialCard(carer).getByRole('group').count()).toBe(0);

      // The agreement: the family drafts (a wage under Zambia's minimum is refused first), the
      // caregiver asks for a change, the family revises, the caregiver accepts.
      await (await accountMenuLink(family, 'Work agreements')).waitFor();
      await family.goto('/agreements');
      await family.getByText('No work agreements yet', { exact: false }).waitFor();
      await parentDraftsAgreement(family, pair);
      // The form (now revising version 1) passes axe-core.
      expect(await violationsOn(family)).toEqual([]);
      await caregiverAsksForChanges(carer, pair, ASK);
      await parentRevisesAgreement(family, pair, ASK);
      await caregiverAcceptsAgreement(carer, pair);
      // The family's page (form gone, versions kept) and the caregiver's pass axe-core.
      await family.reload();
      await family.getByTestId('agreement-status').waitFor();
      expect(await violationsOn(family)).toEqual([]);
      expect(await violationsOn(carer)).toEqual([]);

      // Both see it in their account, and on the hire page under the trial day.
      for (const page of [family, carer]) {
        await page.goto('/agreements');
        await page.getByText(/^Accepted \(version 2\), /).waitFor();
      }
      await openHire(family, pair);
      await family
        .getByRole('region', { name: 'Work agreement', exact: true })
        .getByTestId('agreement-status')
        .getByText(/^Accepted by .+ on .+\.$/)
        .waitFor();

      // The printable page, in each reader's language: the family's English, the caregiver's
      // French once her account is in French.
      await openPrintableAgreement(family, pair);
      expect(await violationsOn(family)).toEqual([]);
      const french = await api('PUT', '/api/account/language', {
        token: pair.nanny.idToken,
        body: { appLanguage: 'fr' },
      });
      expect(french.status).toBe(200);
      await openPrintableAgreement(carer, pair, {
        heading: 'Contrat de travail',
        wage: 'Salaire mensuel',
      });
    },
  );
});
