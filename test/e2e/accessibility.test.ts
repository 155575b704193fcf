import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../lambdas/core/reference/categories';
import { routeCatalog, type Access, type RouteEntry } from '../../lambdas/core/reference/screens';
import { articles } from '../../web/src/features/content/data/articles';
import { signIn } from '../support/accounts.js';
import { api } from '../support/api.js';
import { writePost } from '../support/community.js';
import { registerByPhone } from '../support/phone-accounts.js';
import { violationsOn } from './axe.js';
import { DEMO_PASSWORD, useBrowser } from './browser.js';
import { signInByPhone } from './phone-browser.js';

const browser = useBrowser();

/** Who opens the screens of each access level: signed out, or a demo account of that role. */
const visitors: Record<Access, string | undefined> = {
  public: undefined,
  signedIn: 'parent@demo.test',
  parent: 'parent@demo.test',
  caregiver: 'caregiver@demo.test',
  institution: 'institution@demo.test',
  admin: 'admin@demo.test',
};

/** Real values for the parameters of the route patterns, filled in before the visits. */
const samples: Record<string, string> = {
  '/find_job/:id': '/find_job/all',
  '/find_childcarer/:id': '/find_childcarer/all',
  '/advice_hub/:slug': `/advice_hub/${articles[0]!.slug}`,
  '/services/:slug': `/services/${categories[0]!.slug}`,
  '/roles_and_duties/:role': `/roles_and_duties/${categories[0]!.slug}`,
  '/login/:id': '/login/user',
  '/register/:id': '/register/parent',
  '/register_social/:id': '/register_social/parent',
  '/job/:id': '/job/demo-job-01',
  '/salary_guide/:country/:region/:town': '/salary_guide/Zambia/Lusaka/Lusaka',
  '/cv/:id': '/cv/demo-caregiver-001',
  '/auth/:id': '/auth/action',
  '/email_verification/:id': '/email_verification/user',
  // Addresses of a cart, an order, a checkout, a conversation or a report that is not there:
  // the page's own "not found" or error state is checked.
  '/cart/:uid/:pid/:oid': '/cart/none/none/none',
  '/order/:uid/:pid/:oid': '/order/none/none/none',
  '/checkout/:params': '/checkout/none',
  '/messages/:id': '/messages/none',
  '/reports/:id': '/reports/none',
  '/hires/:job/:caregiver/agreement': '/hires/none/none/agreement',
  '/hires/:job/:caregiver/agreement/print': '/hires/none/none/agreement/print',
  '/hires/:job/:caregiver': '/hires/none/none',
  // A paid payslip's own screens are checked by test/e2e/wage-payment.test.ts.
  '/wages/:wid': '/wages/none',
  '/wages/:wid/print': '/wages/none/print',
};

/**
 * More than one state of a screen, by its address: sign-in and registration open on the phone
 * way (their sample above) and show e-mail with ?with=email. The texted code's step needs the
 * phone routes' answers: test/e2e/phone-sign-in.test.ts checks it.
 */
const variants: Record<string, string[]> = {
  '/login/:id': ['/login/user?with=email'],
  '/register/:id': ['/register/parent?with=email'],
};

/** The address visited for a screen; a pattern without a sample fails, so new ones get one. */
function addressOf(route: RouteEntry, found: Record<string, string>): string {
  if (!route.path.includes(':')) return route.path;
  if (route.path.endsWith('/:return')) return route.path.replace(':return', 'none');
  const address = found[route.path] ?? samples[route.path];
  if (!address) throw new Error(`no sample address for ${route.path}`);
  return address;
}

/** The page has drawn its screen: a heading, and nothing still loading. */
async function settled(page: Page) {
  await page.locator('h1').first().waitFor();
  await expect.poll(() => page.locator('.status--loading').count()).toBe(0);
}

/** Addresses of things that exist only once the run made or looked them up. */
let found: Record<string, string> = {};
beforeAll(async () => {
  // A post, a user and an institution that exist, for the pages that show one.
  const parent = await signIn('parent@demo.test', DEMO_PASSWORD);
  const institution = await signIn('institution@demo.test', DEMO_PASSWORD);
  const post = await writePost(parent.idToken);
  const me = await api('GET', '/api/me', { token: institution.idToken });
  const parentMe = await api('GET', '/api/me', { token: parent.idToken });
  found = {
    '/view_post/:id': `/view_post/${post.post_id}`,
    '/institution/:id': `/institution/${me.body.uid}`,
    '/users/:uid': `/users/${parentMe.body.uid}`,
  };
});

describe.each(Object.entries(visitors))(
  'WCAG 2.1 AA (axe-core), screens for %s',
  (access, email) => {
    it('every screen of this access level has no violation', async () => {
      const screens = routeCatalog.filter((route) => route.access === access);
      const page = email
        ? await browser.signedIn({ email, password: DEMO_PASSWORD }, '/')
        : await browser.newPage();
      const violationsAt: Record<string, string[]> = {};
      for (const route of screens) {
        for (const address of [addressOf(route, found), ...(variants[route.path] ?? [])]) {
          await page.goto(address);
          await settled(page);
          const violations = await violationsOn(page);
          if (violations.length) violationsAt[address] = violations;
        }
      }
      expect(violationsAt).toEqual({});
    }, 240_000);
  },
);

/**
 * An account made with a phone number only (issue 30): its number where others show their
 * e-mail, and a texted code where others give their password, in its settings' forms.
 */
describe('WCAG 2.1 AA (axe-core), an account made by phone', () => {
  it('its overview, menu and settings, a code step open, have no violation', async () => {
    const caregiver = await registerByPhone();
    const page = await browser.newPage();
    await signInByPhone(page, caregiver.number, 2);
    const violationsAt: Record<string, string[]> = {};
    const check = async (state: string) => {
      const violations = await violationsOn(page);
      if (violations.length) violationsAt[state] = violations;
    };
    for (const address of [
      '/my_account/caregiver/overview/user/none',
      '/menu',
      '/my_account/caregiver/settings/user/none',
    ]) {
      await page.goto(address);
      await settled(page);
      await check(address);
    }
    const deleting = page.getByRole('main').getByRole('region', { name: 'Delete account' });
    await deleting.getByRole('button', { name: 'Delete my account', exact: true }).click();
    await deleting.getByLabel('Code from the text', { exact: true }).waitFor();
    await check('settings, deleting with a texted code');
    expect(violationsAt).toEqual({});
  }, 120_000);
});
