import { describe, expect, it } from 'vitest';
import { landingPages, routeCatalog, screenAt } from '../../lambdas/core/reference/screens';
import { accountLinksFor } from '../../web/src/app/navigation';
import { titleKey } from '../../web/src/i18n/app/i18n';
import appEnglish from '../../web/src/i18n/app/locales/en.json';

/** Spec section 2, written out again by hand so a dropped or misspelt route fails here. */
const specRoutes: Record<string, string[]> = {
  public: [
    '/',
    '/find_job/:id',
    '/find_childcarer/:id',
    '/policy',
    '/startupZambia/policy',
    '/advice_hub',
    '/courses',
    '/aboutus',
    '/contactus',
    '/login/:id',
    '/register/:id',
    '/register_social/:id',
    '/job/:id',
    '/view_post/:id',
    '/cv/:id',
    '/auth/:id',
    '/menu',
    '/email_verification/:id',
    '/roles_and_duties/:role',
    '/cart/:uid/:pid/:oid',
    '/order/:uid/:pid/:oid',
    '/institution/:id',
    '/404',
  ],
  signedIn: ['/checkout/:params'],
  admin: ['/users', '/admin', '/transactions', '/user_reports', '/reports/:id', '/orders'],
  parent: [
    '/createjob',
    // Patient meals are ordered here (not a route of spec section 2).
    '/order_meals',
    ...[
      'overview/user',
      'pay/user',
      'jobs_profiles/manage_jobs',
      'jobs_profiles/contact_history',
      'jobs_profiles/recieved_applications',
      'carts_orders/orders',
      'carts_orders/carts',
      'referrals/user',
      'posts/user',
      'settings/user',
    ].map((sub) => `/my_account/parent/${sub}/:return`),
  ],
  caregiver: [
    'overview/user',
    'my_profile/user',
    'pay/user',
    'my_profile/basic_information_edit',
    'my_profile/roles_edit',
    'my_profile/uploads_edit',
    'my_profile/personal_description_edit',
    'featured_nanny/user',
    'apply_offers/recieved_job_offers',
    'apply_offers/my_applications',
    'personality_tests/user',
    'orders/user',
    'referrals/user',
    'posts/user',
    'settings/user',
  ]
    .map((sub) => `/my_account/caregiver/${sub}/:return`)
    // Cooks take meal orders here (not a route of spec section 2).
    .concat('/meal_orders'),
  institution: [
    'overview/user',
    'my_profile/user',
    'settings/user',
    'referrals/user',
    'my_profile/uploads_edit',
    'my_profile/basic_information_edit',
  ].map((sub) => `/my_account/institution/${sub}/:return`),
};

/**
 * Screens the spec does not name but the product needs; each is a decision under docs/decisions/.
 */
const addedRoutes: Record<string, string[]> = {
  // Messaging, reviews after a hire, a hire's trial days and the work agreements of hires.
  signedIn: [
    '/inbox',
    '/messages',
    '/messages/:id',
    '/reviews',
    '/agreements',
    '/hires/:job/:caregiver/agreement',
    '/hires/:job/:caregiver/agreement/print',
    '/hires',
    '/hires/:job/:caregiver',
    // Payslips of wages paid through the app (docs/decisions/pay-days-and-payslips.md).
    '/wages',
    '/wages/:wid',
    '/wages/:wid/print',
  ],
  // One page per advice article, and the services catalogue with a page per category.
  // The safety page, and the terms of use.
  // The salary guide of a town.
  public: [
    '/advice_hub/:slug',
    '/services',
    '/services/:slug',
    '/community',
    '/safety',
    '/terms',
    '/salary_guide/:country/:region/:town',
  ],
  // /community lists recent posts (the spec has /view_post/{id} but no index).
  // The document verification queue.
  // One user's admin page.
  // Payouts given up after their attempts, and institutions' commission withdrawals (issue 32).
  admin: ['/verifications', '/users/:uid', '/payouts', '/commission_payouts'],
  // The spec names a locations_edit header label but no route: a parent's location.
  parent: ['/my_account/parent/location/locations_edit/:return'],
};

describe('SPA route catalog', () => {
  it('has exactly the routes of spec section 2 (and the added ones), each with its access', () => {
    const actual: Record<string, string[]> = {};
    for (const entry of routeCatalog) (actual[entry.access] ??= []).push(entry.path);
    for (const access of Object.keys(specRoutes)) {
      const expected = [...specRoutes[access]!, ...(addedRoutes[access] ?? [])];
      expect(new Set(actual[access]), access).toEqual(new Set(expected));
    }
    expect(Object.keys(actual).sort()).toEqual(Object.keys(specRoutes).sort());
  });

  it('lists each path once', () => {
    const paths = routeCatalog.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lands visitors on screens anyone may open, each at the file the servers look for', () => {
    for (const { path, html } of landingPages) {
      expect(screenAt(path)?.access, path).toBe('public');
      // infra/spa-routing.ts serves a landing path from `${path}/index.html`.
      expect(html, path).toBe(path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
    }
  });

  it('gives every route a title, in the app catalogue word for word', () => {
    for (const entry of routeCatalog) {
      expect(entry.title.trim(), entry.path).not.toBe('');
      expect(appEnglish[titleKey(entry.title)], entry.path).toBe(entry.title);
    }
  });

  it('links each role to its own area only (and both sides of a hire to /reviews, /hires, /agreements and /wages)', () => {
    const cook = accountLinksFor(['cook']).map((link) => link.to);
    expect(cook).toContain('/my_account/caregiver/overview/user/none');
    expect(cook.filter((to) => !to.startsWith('/my_account/caregiver/'))).toEqual([
      '/reviews',
      '/hires',
      '/agreements',
      '/wages',
    ]);
    const parent = accountLinksFor(['parent']).map((link) => link.to);
    expect(parent).toContain('/createjob');
    expect(parent).toContain('/my_account/parent/settings/user/none');
    expect(parent).toContain('/my_account/parent/location/locations_edit/none');
    expect(parent).toContain('/reviews');
    expect(parent).toContain('/agreements');
    expect(parent).toContain('/hires');
    expect(parent.some((to) => to.includes('caregiver') || to === '/admin')).toBe(false);
    expect(accountLinksFor(['childcarer']).map((link) => link.to)).toContain('/reviews');
    expect(accountLinksFor(['childcarer']).map((link) => link.to)).toContain('/hires');
    const admin = accountLinksFor(['super_admin']).map((link) => link.to);
    expect(admin).toContain('/admin');
    expect(admin).not.toContain('/reviews');
    expect(admin).not.toContain('/agreements');
    expect(admin).not.toContain('/hires');
    expect(admin).not.toContain('/wages');
    expect(accountLinksFor(['institution']).map((link) => link.to)).not.toContain('/reviews');
    expect(accountLinksFor(['verified'])).toEqual([]);
  });
});
