import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectPath, heading, useBrowser } from './browser.js';
import { hiredPair } from './hired-pair.js';

const browser = useBrowser();
const APPLICATIONS = '/my_account/parent/jobs_profiles/recieved_applications/none';
const OFFERS = '/my_account/caregiver/apply_offers/recieved_job_offers/none';
const FAMILY_SAYS = 'Grace was warm, punctual and the children <b>adore</b> her.';
const CARER_SAYS = 'A kind family who paid on time.';

/** Follows "Leave a review" to /reviews: the one hire shown there. */
async function openReviews(page: Page, name: string) {
  await page.getByRole('link', { name: 'Leave a review' }).click();
  await expectPath(page, '/reviews');
  await heading(page, 'Reviews').waitFor();
  const hire = page.getByRole('list', { name: 'Hires' }).getByRole('listitem');
  await hire.getByText(name).waitFor();
  return hire;
}

/** Chooses the stars, writes the text (watching the count) and posts the review. */
async function postReview(hire: Locator, stars: string, text: string) {
  await hire
    .getByRole('group', { name: 'Stars' })
    .getByRole('radio', { name: stars, exact: true })
    .check();
  await hire.getByLabel('Review', { exact: true }).fill(text);
  await hire.getByText(`${text.length} / 500 characters`).waitFor();
  await hire.getByRole('button', { name: 'Post review' }).click();
  await hire.getByText('You reviewed this hire.').waitFor();
  expect(await hire.getByRole('button', { name: 'Post review' }).count()).toBe(0);
}

describe('reviews, in the browser', () => {
  it(
    'after an accepted offer each side reviews the other; the CV shows the average, the text and the answer',
    { timeout: 60_000 },
    async () => {
      const { parent, nanny, job } = await hiredPair();

      // The parent follows the accepted offer to /reviews; an empty form is refused first.
      const family = await browser.signedIn(parent, `${APPLICATIONS}?job=${job}`);
      const hire = await openReviews(family, 'Grace Mulenga');
      await hire.getByRole('link', { name: 'Grace Mulenga' }).waitFor();
      await hire.getByRole('button', { name: 'Post review' }).click();
      await hire.getByText('Choose 1 to 5 stars').waitFor();
      await hire.getByText('Write a few words about the hire').waitFor();
      await postReview(hire, '5 stars', FAMILY_SAYS);

      // The caregiver reviews the family from the accepted offer.
      const carer = await browser.signedIn(nanny, OFFERS);
      await postReview(await openReviews(carer, 'Au Pair'), '4 stars', CARER_SAYS);

      // Anyone opening the caregiver's CV sees the average, the stars and the family's words
      // (as typed, never as markup); the caregiver's review of the family is not about them.
      const visitor = await browser.newPage();
      await visitor.goto(`/cv/${nanny.uid}`);
      const reviews = visitor.getByRole('region', { name: 'Reviews' });
      await reviews.getByText('5 out of 5 from 1 review', { exact: true }).waitFor();
      const item = reviews.getByRole('list', { name: 'Reviews' }).getByRole('listitem');
      await item.getByText(FAMILY_SAYS, { exact: true }).waitFor();
      await item.getByText('5 out of 5 stars', { exact: true }).waitFor();
      expect(await item.count()).toBe(1);
      expect(await reviews.getByText(CARER_SAYS).count()).toBe(0);
      // Signed out: no answering or reporting.
      expect(await reviews.getByRole('button', { name: 'Answer' }).count()).toBe(0);
      expect(await reviews.getByRole('button', { name: 'Report this review' }).count()).toBe(0);

      // The caregiver answers it on their own CV, once.
      await carer.goto(`/cv/${nanny.uid}`);
      const mine = carer.getByRole('region', { name: 'Reviews' }).getByRole('listitem');
      await mine.getByText(FAMILY_SAYS, { exact: true }).waitFor();
      await mine.getByRole('button', { name: 'Report this review' }).waitFor();
      await mine.getByRole('button', { name: 'Answer', exact: true }).click();
      await mine.getByLabel('Your answer').fill('Thank you, it was a joy.');
      await mine.getByRole('button', { name: 'Post answer' }).click();
      await mine.getByText('Thank you, it was a joy.', { exact: true }).waitFor();
      expect(await mine.getByRole('button', { name: 'Answer', exact: true }).count()).toBe(0);

      // Reporting a review sends it to the admins' queue.
      await mine.getByRole('button', { name: 'Report this review' }).click();
      await mine.getByLabel('Why are you reporting this review?').fill('Mentions my employer');
      await mine.getByRole('button', { name: 'Send report' }).click();
      await mine.getByText('Thank you. Our team will look at it.').waitFor();

      await visitor.reload();
      await item.getByText('Thank you, it was a joy.', { exact: true }).waitFor();
      await reviews.getByText('5 out of 5 from 1 review', { exact: true }).waitFor();

      // Search shows the stars on the card and keeps it under a minimum rating of 5.
      await visitor.goto('/find_childcarer/all');
      const results = visitor.getByRole('list', { name: 'Caregivers' });
      await results.getByRole('listitem').first().waitFor();
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
