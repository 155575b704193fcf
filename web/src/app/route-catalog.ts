import type { Access } from '../lib/auth/access';

/**
 * Every screen of spec section 2, with its exact path (typos such as 'recieved' included) and
 * who may open it. The router, the menu and the account links are all built from this list.
 * `page` names the component (see pages.tsx); 'comingSoon' marks features not built yet.
 */
export type PageName =
  | 'home'
  | 'about'
  | 'privacyPolicy'
  | 'startupZambiaPolicy'
  | 'contact'
  | 'menu'
  | 'notFound'
  | 'login'
  | 'register'
  | 'registerSocial'
  | 'emailVerification'
  | 'authAction'
  | 'settings'
  | 'comingSoon';

export interface RouteEntry {
  path: string;
  title: string;
  access: Access;
  page: PageName;
  /** Shown in the account navigation, linked with this concrete address. */
  link?: string;
}

const publicRoutes: RouteEntry[] = [
  { path: '/', title: 'Home', access: 'public', page: 'home' },
  { path: '/find_job/:id', title: 'Find a job', access: 'public', page: 'comingSoon' },
  { path: '/find_childcarer/:id', title: 'Find a caregiver', access: 'public', page: 'comingSoon' },
  { path: '/policy', title: 'Privacy policy', access: 'public', page: 'privacyPolicy' },
  {
    path: '/startupZambia/policy',
    title: 'Startup Zambia programme policy',
    access: 'public',
    page: 'startupZambiaPolicy',
  },
  { path: '/advice_hub', title: 'Advice hub', access: 'public', page: 'comingSoon' },
  { path: '/courses', title: 'Courses', access: 'public', page: 'comingSoon' },
  { path: '/aboutus', title: 'About us', access: 'public', page: 'about' },
  { path: '/contactus', title: 'Contact us', access: 'public', page: 'contact' },
  { path: '/login/:id', title: 'Sign in', access: 'public', page: 'login' },
  { path: '/register/:id', title: 'Register', access: 'public', page: 'register' },
  {
    path: '/register_social/:id',
    title: 'Register with a social account',
    access: 'public',
    page: 'registerSocial',
  },
  { path: '/job/:id', title: 'Job', access: 'public', page: 'comingSoon' },
  { path: '/view_post/:id', title: 'Post', access: 'public', page: 'comingSoon' },
  { path: '/cv/:id', title: 'Caregiver profile', access: 'public', page: 'comingSoon' },
  { path: '/auth/:id', title: 'Your account', access: 'public', page: 'authAction' },
  { path: '/menu', title: 'Menu', access: 'public', page: 'menu' },
  {
    path: '/email_verification/:id',
    title: 'Verify your e-mail',
    access: 'public',
    page: 'emailVerification',
  },
  {
    path: '/roles_and_duties/:role',
    title: 'Roles and duties',
    access: 'public',
    page: 'comingSoon',
  },
  { path: '/cart/:uid/:pid/:oid', title: 'Cart', access: 'public', page: 'comingSoon' },
  { path: '/order/:uid/:pid/:oid', title: 'Order', access: 'public', page: 'comingSoon' },
  { path: '/institution/:id', title: 'Institution', access: 'public', page: 'comingSoon' },
  { path: '/404', title: 'Page not found', access: 'public', page: 'notFound' },
];

const adminPage = (path: string, title: string, link?: string): RouteEntry => ({
  path,
  title,
  access: 'admin',
  page: 'comingSoon',
  link,
});
const adminRoutes: RouteEntry[] = [
  adminPage('/admin', 'Admin', '/admin'),
  adminPage('/users', 'Users', '/users'),
  adminPage('/transactions', 'Transactions', '/transactions'),
  adminPage('/user_reports', 'User reports', '/user_reports'),
  adminPage('/reports/:id', 'Report'),
  adminPage('/orders', 'Orders', '/orders'),
];

/** Pages under /my_account/<area>/, each followed by /:return (linked with 'none'). */
function accountArea(area: 'parent' | 'caregiver' | 'institution', pages: [string, string][]) {
  return pages.map(([sub, title]): RouteEntry => {
    const base = `/my_account/${area}/${sub}`;
    const page = sub === 'settings/user' ? 'settings' : 'comingSoon';
    return { path: `${base}/:return`, title, access: area, page, link: `${base}/none` };
  });
}

const parentRoutes: RouteEntry[] = [
  {
    path: '/createjob',
    title: 'Submit a Job',
    access: 'parent',
    page: 'comingSoon',
    link: '/createjob',
  },
  ...accountArea('parent', [
    ['overview/user', 'Overview'],
    ['pay/user', 'Pay'],
    ['jobs_profiles/manage_jobs', 'Manage jobs'],
    ['jobs_profiles/contact_history', 'Contact history'],
    ['jobs_profiles/recieved_applications', 'Received applications'],
    ['carts_orders/orders', 'Orders'],
    ['carts_orders/carts', 'Carts'],
    ['referrals/user', 'Referrals'],
    ['posts/user', 'Posts'],
    ['settings/user', 'Settings'],
  ]),
];

const caregiverRoutes = accountArea('caregiver', [
  ['overview/user', 'Account Center'],
  ['my_profile/user', 'My profile'],
  ['pay/user', 'Pay'],
  ['my_profile/basic_information_edit', 'Basic information'],
  ['my_profile/roles_edit', 'Roles'],
  ['my_profile/uploads_edit', 'Uploads'],
  ['my_profile/personal_description_edit', 'Personal description'],
  ['featured_nanny/user', 'Get featured'],
  ['apply_offers/recieved_job_offers', 'Received job offers'],
  ['apply_offers/my_applications', 'My applications'],
  ['personality_tests/user', 'Personality test'],
  ['orders/user', 'Orders'],
  ['referrals/user', 'Referrals'],
  ['posts/user', 'Posts'],
  ['settings/user', 'Settings'],
]);

const institutionRoutes = accountArea('institution', [
  ['overview/user', 'Overview'],
  ['my_profile/user', 'My profile'],
  ['settings/user', 'Settings'],
  ['referrals/user', 'Referrals'],
  ['my_profile/uploads_edit', 'Uploads'],
  ['my_profile/basic_information_edit', 'Basic information'],
]);

export const routeCatalog: readonly RouteEntry[] = [
  ...publicRoutes,
  { path: '/checkout/:params', title: 'Checkout', access: 'signedIn', page: 'comingSoon' },
  ...adminRoutes,
  ...parentRoutes,
  ...caregiverRoutes,
  ...institutionRoutes,
];
