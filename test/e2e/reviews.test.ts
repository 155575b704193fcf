import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { openFilters, useBrowser } from './browser.js';
import { hiredPair } from './hired-pair.js';

const browser = useBrowser();
const FAMILY_SAYS = 'Grace was warm, punctual and the children adore her.';
const ANSWER = 'Thank you, it was a joy.';

/*
 * How a review is written and shown on the CV is the hire story in messages.test.ts; here the
 * parent's review is posted through the API, and the browser does what follows it.
 */
describe('reviews, in the browser', () => {
  it(
    'the caregiver answers a review on their CV and can report it; search shows the stars and filters by a minimum rating',
    { timeout: 60_000 },
    async () => {
      const { parent, nanny, job } = await hiredPair();
      const posted = await api('POST', '/api/reviews', {
        token: parent.idToken,
        body: { post_id: job, caregiver_id: nanny.uid, stars: 5, text: FAMILY_SAYS },
      });
      expect(posted.status, JSON.stringify(posted.body)).toBe(201);

      // Signed out: the review is shown, with no answering or reporting.
      const visitor = await browser.newPage();
      await visitor.goto(`/cv/${nanny.uid}`);
      const reviews = visitor.getByRole('region', { name: 'Reviews' });
      const item = reviews.getByRole('list', { name: 'Reviews' }).getByRole('listitem');
      await item.getByText(FAMILY_SAYS, { exact: true }).waitFor();
      expect(await reviews.getByRole('button', { name: 'Answer' }).count()).toBe(0);
      expect(await reviews.getByRole('button', { name: 'Report this review' }).count()).toBe(0);

      // The caregiver answers it on their own CV, once.
      const carer = await browser.signedIn(nanny, `/cv/${nanny.uid}`);
      const mine = carer.getByRole('region', { name: 'Reviews' }).getByRole('listitem');
      await mine.getByText(FAMILY_SAYS, { exact: true }).waitFor();
      await mine.getByRole('button', { name: 'Report this review' }).waitFor();
      await mine.getByRole('button', { name: 'Answer', exact: true }).click();
      await mine.getByLabel('Your answer').fill(ANSWER);
      await mine.getByRole('button', { name: 'Post answer' }).click();
      await mine.getByText(ANSWER, { exact: true }).waitFor();
      expect(await mine.getByRole('button', { name: 'Answer', exact: true }).count()).toBe(0);

      // Reporting a review sends it to the admins' queue.
      await mine.getByRole('button', { name: 'Report this review' }).click();
      await mine.getByLabel('Why are you reporting this review?').fill('Mentions my employer');
      await mine.getByRole('button', { name: 'Send report' }).click();
      await mine.getByText('Thank you. Our team will look at it.').waitFor();

      // A report does not hide the review: visitors see the answer, and the average still counts it.
      await visitor.reload();
      await item.getByText(ANSWER, { exact: true }).waitFor();
      await reviews.getByText('5 out of 5 from 1 review', { exact: true }).waitFor();

      // Search shows the stars on the card and keeps it under a minimum rating of 5.
      await visitor.goto('/find_childcarer/all');
      const results = visitor.getByRole('list', { name: 'Caregivers' });
      await results.getByRole('listitem').first().waitFor();
      await openFilters(visitor);
      await visitor.getByLabel('Minimum rating').selectOption('5');
      await visitor.waitForURL((url) => url.searchParams.get('min_rating') === '5');
      // Caregivers without reviews leave the list; Grace's card shows her stars.
      const rating = visitor.getByRole('img', { name: / out of 5 from \d+ reviews?$/ });
      await results
        .getByRole('listitem')
        .filter({ hasNot: rating })
        .first()
        .waitFor({ state: 'detached' });
      const card = results
        .getByRole('listitem')
        .filter({ has: visitor.locator(`a[href="/cv/${nanny.uid}"]`) });
      await card.getByRole('img', { name: '5 out of 5 from 1 review' }).waitFor();
      await card.getByText('★ 5 (1)', { exact: true }).waitFor();
    },
  );
});
