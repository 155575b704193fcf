import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { categories } from '../../lambdas/core/reference/categories';
import { positions } from '../../lambdas/core/reference/positions';
import { articleBodies, articles } from '../../web/src/features/content/data/articles';
import { AFFILIATE_ID, courses } from '../../web/src/features/content/data/courses';
import { roleHighlights } from '../../web/src/features/content/data/services';
import { safetyIntro, safetySections } from '../../web/src/features/info/data/safety';
import { expectPath, heading, useBrowser } from './browser.js';

const browser = useBrowser();

/** One page for a whole walk through the content, collecting every console error it logs. */
async function contentPage() {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return { page, errors };
}

/** Client-side navigation, as a link would do it: no reload, so the walk stays fast. */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expectPath(page, path);
}

const main = (page: Page) => page.getByRole('main');
const text = (page: Page, value: string) => main(page).getByText(value, { exact: true });

describe('advice hub, courses and services, in the browser', () => {
  it('lists the advice articles and opens each one with its own text', async () => {
    const { page, errors } = await contentPage();
    await page.goto('/advice_hub');
    await heading(page, 'Advice hub').waitFor();
    for (const article of articles) {
      await main(page).getByRole('link', { name: article.title, exact: true }).waitFor();
    }
    // Client-side, from the list: the article's own chunk loads its body.
    await main(page).getByRole('link', { name: articles[0]!.title, exact: true }).click();
    await expectPath(page, `/advice_hub/${articles[0]!.slug}`);

    for (const article of articles) {
      const { body } = await articleBodies[article.slug]!();
      await visit(page, `/advice_hub/${article.slug}`);
      await heading(page, article.title).waitFor();
      await text(page, body.intro).waitFor();
      for (const section of body.sections) {
        await main(page).getByRole('heading', { level: 2, name: section.heading }).waitFor();
      }
    }
    await visit(page, '/advice_hub/no-such-article');
    await heading(page, 'Article not found').waitFor();
    await main(page).getByRole('link', { name: 'See all advice articles' }).click();
    await heading(page, 'Advice hub').waitFor();
    expect(errors).toEqual([]);
  });

  it('links the seven free courses, each opening the provider in a new tab with our id', async () => {
    const { page, errors } = await contentPage();
    await page.goto('/courses');
    await heading(page, 'Free courses').waitFor();
    for (const course of courses) {
      const link = main(page).getByRole('link', { name: course.title });
      await link.waitFor();
      expect(await link.getAttribute('target')).toBe('_blank');
      expect((await link.getAttribute('rel'))?.split(' ').sort()).toEqual([
        'noopener',
        'noreferrer',
        'sponsored',
      ]);
      const href = new URL((await link.getAttribute('href')) ?? '');
      expect(`${href.origin}${href.pathname}`).toBe(new URL(course.url).href.split('?')[0]);
      expect(href.searchParams.get('ref')).toBe(AFFILIATE_ID);
      await text(page, course.provider).waitFor();
    }
    expect(await main(page).locator('a[target="_blank"]').count()).toBe(7);
    expect(errors).toEqual([]);
  });

  it('shows the services catalogue from the header and home page, and every category', async () => {
    const { page, errors } = await contentPage();
    await page.goto('/');
    await main(page).getByRole('link', { name: 'See all our services', exact: true }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Services', exact: true }).click();
    await expectPath(page, '/services');
    await heading(page, 'Our services').waitFor();
    for (const category of categories) {
      await main(page).getByRole('link', { name: category.title, exact: true }).waitFor();
    }

    for (const category of categories) {
      await visit(page, `/services/${category.slug}`);
      await heading(page, category.title).waitFor();
      // The picture arrives and comes into focus (a missing file would also log an error).
      await main(page).locator('.blur-image img.is-loaded').waitFor();
      await text(page, category.info.about).waitFor();
      if (category.kind === 'care') {
        for (const name of ['Duties', 'Working hours', 'Salary']) {
          await main(page).getByRole('heading', { level: 2, name, exact: true }).waitFor();
        }
        await text(page, category.info.duties[0]!).waitFor();
        await text(page, category.info.working_hours).waitFor();
        await text(page, category.info.salary).waitFor();
      } else if (category.kind === 'meals') {
        await main(page).getByRole('heading', { level: 2, name: 'Pricing' }).waitFor();
        await text(page, category.info.pricing).waitFor();
      }
    }

    // Custom Needs: its about text and a Contact us action that opens /contactus.
    await visit(page, '/services/custom-needs');
    const contact = main(page).getByRole('link', { name: 'Contact us', exact: true });
    expect(await contact.getAttribute('href')).toBe('/contactus');
    await contact.click();
    await expectPath(page, '/contactus');
    await heading(page, 'Contact us').waitFor();

    await visit(page, '/services/atlantis');
    await heading(page, 'Service not found').waitFor();
    expect(errors).toEqual([]);
  });

  it('explains the roles and duties of every position, with the catalogue hints', async () => {
    const { page, errors } = await contentPage();
    await page.goto('/roles_and_duties/nanny');
    for (const category of categories) {
      if (category.kind !== 'care') continue;
      await visit(page, `/roles_and_duties/${category.slug}`);
      await heading(page, `${category.title}: roles and duties`).waitFor();
      await text(page, category.info.about).waitFor();
      await text(page, category.info.working_hours).waitFor();
      for (const fact of roleHighlights[category.slug] ?? []) await text(page, fact).waitFor();
    }
    expect(categories.filter((c) => c.kind === 'care')).toHaveLength(positions.length);
    await visit(page, '/roles_and_duties/Governess');
    await text(page, "At least three years' experience, often as a teacher").waitFor();
    await text(page, 'About 8 to 10 hours a day, with two days off a week.').waitFor();

    for (const unknown of ['astronaut', 'patient-meals']) {
      await visit(page, `/roles_and_duties/${unknown}`);
      await heading(page, 'Role not found').waitFor();
    }
    await main(page).getByRole('link', { name: 'See all roles and services' }).click();
    await expectPath(page, '/services');
    expect(errors).toEqual([]);
  });

  it('opens the safety advice from the footer of any page, every section shown', async () => {
    const { page, errors } = await contentPage();
    await page.goto('/aboutus');
    await heading(page, 'About us').waitFor();
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Staying safe', exact: true }).click();
    await expectPath(page, '/safety');
    await heading(page, 'Staying safe').waitFor();
    await text(page, safetyIntro).waitFor();
    for (const section of safetySections) {
      await main(page).getByRole('heading', { level: 2, name: section.heading }).waitFor();
      for (const point of section.points) await text(page, point).waitFor();
    }
    await main(page).getByRole('link', { name: 'Tell us' }).click();
    await expectPath(page, '/contactus');
    expect(errors).toEqual([]);
  });
});
