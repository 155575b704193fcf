import { it } from 'vitest';
import { api } from '../support/api.js';
import { proposeTimes, slotAhead } from '../support/trial-days.js';
import { useBrowser } from './browser.js';
import { hiredPair } from './hired-pair.js';
import { openHire } from './trial-day-steps.js';

const browser = useBrowser();
it('shots', { timeout: 120_000 }, async () => {
  const pair = await hiredPair();
  const trial = await proposeTimes(pair.parent.idToken, pair.job, pair.nanny.uid, [
    slotAhead(2 * 86_400_000).time,
    slotAhead(3 * 86_400_000, 6, 'Kabulonga, Lusaka').time,
  ]);
  await api('PUT', `/api/hires/${pair.job}/${pair.nanny.uid}/trial-days/${trial.trial_id}/accept`, {
    token: pair.nanny.idToken,
    body: { option: 1, version: 0 },
  });
  await proposeTimes(pair.parent.idToken, pair.job, pair.nanny.uid, [slotAhead(5 * 86_400_000).time]);
  const page = await browser.signedIn(pair.nanny, '/hires');
  await page.getByRole('list', { name: 'Your hires' }).waitFor();
  await page.screenshot({ path: '/tmp/hires.png', fullPage: true });
  await openHire(page, pair);
  await page.getByText('Waiting for your answer').waitFor();
  await page.screenshot({ path: '/tmp/hire.png', fullPage: true });
  await page.getByRole('button', { name: 'Propose a trial day' }).click();
  await page.screenshot({ path: '/tmp/hire-form.png', fullPage: true });
});
