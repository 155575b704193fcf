import { describe, expect, it } from 'vitest';
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

describe('trial days, in the browser', () => {
  it(
    'a hired pair agrees a trial day, moves it, is reminded, and both say it happened',
    { timeout: 240_000 },
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
    },
  );
});
