/**
 * The SPA's screens, once, for everything that names them: the router, the menu and the account
 * links (web/src/app), the API's page-view counts (admin-stats/page-views.ts), and the build
 * and the servers of the landing pages (web/vite.config.ts, infra/spa-routing.ts,
 * infra/inline-styles.ts). Plain data without imports: the SPA's first download carries it.
 */

/** Who may open a screen (spec sections 2 and 6), decided in the SPA from the ID token's groups. */
export type Access = 'public' | 'signedIn' | 'admin' | 'parent' | 'caregiver' | 'institution';

/**
 * Every screen of spec section 2, with its exact path (typos such as 'recieved' included) and
 * who may open it. `page` names the component (web/src/app/pages.tsx); 'comingSoon' marks
 * features not built yet.
 */
export type PageName =
  | 'home'
  | 'about'
  | 'safety'
  | 'privacyPolicy'
  | 'terms'
  | 'startupZambiaPolicy'
  | 'contactUs'
  | 'menu'
  | 'notFound'
  | 'login'
  | 'register'
  | 'registerSocial'
  | 'emailVerification'
  | 'authAction'
  | 'settings'
  | 'locationEdit'
  | 'accountOverview'
  | 'myProfile'
  | 'basicInformationEdit'
  | 'rolesEdit'
  | 'personalDescriptionEdit'
  | 'uploadsEdit'
  | 'referrals'
  | 'caregiverCv'
  | 'institutionPage'
  | 'createJob'
  | 'manageJobs'
  | 'findJob'
  | 'jobPage'
  | 'findCaregiver'
  | 'myApplications'
  | 'inbox'
  | 'messages'
  | 'conversation'
  | 'reviews'
  | 'myAgreements'
  | 'hireAgreement'
  | 'agreementPrint'
  | 'myWages'
  | 'payslip'
  | 'payslipPrint'
  | 'failedPayouts'
  | 'hires'
  | 'hire'
  | 'receivedApplications'
  | 'receivedOffers'
  | 'orderMeals'
  | 'mealOrders'
  | 'contactHistory'
  | 'pay'
  | 'cart'
  | 'featured'
  | 'checkout'
  | 'order'
  | 'orders'
  | 'adviceHub'
  | 'article'
  | 'courses'
  | 'services'
  | 'serviceCategory'
  | 'rolesAndDuties'
  | 'viewPost'
  | 'myPosts'
  | 'community'
  | 'personalityTest'
  | 'userReports'
  | 'adminReport'
  | 'verifications'
  | 'adminUsers'
  | 'adminUser'
  | 'adminOrders'
  | 'adminTransactions'
  | 'adminStats'
  | 'commissionPayouts'
  | 'townSalaryGuide'
  | 'comingSoon';

export interface RouteEntry {
  path: string;
  title: string;
  access: Access;
  page: PageName;
  /** Shown in the account navigation, linked with this concrete address. */
  link?: string;
  /** Whose account navigation shows `link`, when that is not everyone `access` lets in. */
  linkFor?: readonly Access[];
}

/** [path, title, page]; a page left out is one not built yet ('comingSoon'). */
type Row = [path: string, title: string, page?: PageName];

/** The routes one access level opens; with `linked`, those without a parameter are linked. */
function routes(access: Access, rows: Row[], linked = false): RouteEntry[] {
  return rows.map(([path, title, page = 'comingSoon']) => {
    const entry: RouteEntry = { path, title, access, page };
    if (linked && !path.includes(':')) entry.link = path;
    return entry;
  });
}

const publicRows: Row[] = [
  ['/', 'Home', 'home'],
  ['/find_job/:id', 'Find a job', 'findJob'],
  ['/find_childcarer/:id', 'Find a caregiver', 'findCaregiver'],
  ['/policy', 'Privacy policy', 'privacyPolicy'],
  // Added (not in the spec): the terms of use that registration asks to accept.
  ['/terms', 'Terms of use', 'terms'],
  ['/startupZambia/policy', 'Startup Zambia programme policy', 'startupZambiaPolicy'],
  ['/advice_hub', 'Advice hub', 'adviceHub'],
  ['/advice_hub/:slug', 'Advice article', 'article'],
  ['/courses', 'Courses', 'courses'],
  ['/services', 'Our services', 'services'],
  ['/services/:slug', 'Service', 'serviceCategory'],
  ['/aboutus', 'About us', 'about'],
  // Added (not in the spec): advice on meeting, trial days, fair pay and what to report.
  ['/safety', 'Staying safe', 'safety'],
  // Added (not in the spec): the salary guide of a town (monthly salaries of its published jobs).
  ['/salary_guide/:country/:region/:town', 'Salary guide', 'townSalaryGuide'],
  ['/contactus', 'Contact us', 'contactUs'],
  ['/login/:id', 'Sign in', 'login'],
  ['/register/:id', 'Register', 'register'],
  ['/register_social/:id', 'Register with a social account', 'registerSocial'],
  ['/job/:id', 'Job', 'jobPage'],
  ['/view_post/:id', 'Post', 'viewPost'],
  ['/community', 'Community', 'community'],
  ['/cv/:id', 'Caregiver profile', 'caregiverCv'],
  ['/auth/:id', 'Your account', 'authAction'],
  ['/menu', 'Menu', 'menu'],
  ['/email_verification/:id', 'Verify your e-mail', 'emailVerification'],
  ['/roles_and_duties/:role', 'Roles and duties', 'rolesAndDuties'],
  ['/cart/:uid/:pid/:oid', 'Cart', 'cart'],
  ['/order/:uid/:pid/:oid', 'Order', 'order'],
  ['/institution/:id', 'Institution', 'institutionPage'],
  ['/404', 'Page not found', 'notFound'],
];

const adminRows: Row[] = [
  ['/admin', 'Admin', 'adminStats'],
  ['/users', 'Users', 'adminUsers'],
  // Added (not in the spec): one user as an admin sees it.
  ['/users/:uid', 'User', 'adminUser'],
  ['/transactions', 'Transactions', 'adminTransactions'],
  ['/user_reports', 'User reports', 'userReports'],
  ['/reports/:id', 'Report', 'adminReport'],
  // Added (not in the spec): the document verification queue.
  ['/verifications', 'Document verification', 'verifications'],
  ['/orders', 'Orders', 'adminOrders'],
  // Added (issue 32): institutions' commission withdrawals, and the minimum per currency.
  ['/commission_payouts', 'Commission payouts', 'commissionPayouts'],
  // Added (not in the spec): payouts to mobile money given up after their attempts (issue 32).
  ['/payouts', 'Failed payouts', 'failedPayouts'],
];

type AccountArea = 'parent' | 'caregiver' | 'institution';

/**
 * The pages under /my_account/<area>/ as [sub-path, title]. Each route ends in /:return and is
 * linked with 'none' there.
 */
const accountAreas: Record<AccountArea, [sub: string, title: string][]> = {
  parent: [
    ['overview/user', 'Overview'],
    ['pay/user', 'Pay'],
    ['jobs_profiles/manage_jobs', 'Manage jobs'],
    ['jobs_profiles/contact_history', 'Contact history'],
    ['jobs_profiles/recieved_applications', 'Received applications'],
    ['carts_orders/orders', 'Orders'],
    ['carts_orders/carts', 'Carts'],
    ['referrals/user', 'Referrals'],
    ['posts/user', 'Posts'],
    // The spec's locations_edit header label: the country a parent is priced in
    // (docs/decisions/countries-and-places.md).
    ['location/locations_edit', 'Location'],
    ['settings/user', 'Settings'],
  ],
  caregiver: [
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
  ],
  institution: [
    ['overview/user', 'Overview'],
    ['my_profile/user', 'My profile'],
    ['settings/user', 'Settings'],
    ['referrals/user', 'Referrals'],
    ['my_profile/uploads_edit', 'Uploads'],
    ['my_profile/basic_information_edit', 'Basic information'],
  ],
};

/** The account pages built so far, by sub-path (the same page serves every area). */
const accountPages: Record<string, PageName> = {
  'overview/user': 'accountOverview',
  'my_profile/user': 'myProfile',
  'my_profile/basic_information_edit': 'basicInformationEdit',
  'my_profile/roles_edit': 'rolesEdit',
  'my_profile/personal_description_edit': 'personalDescriptionEdit',
  'my_profile/uploads_edit': 'uploadsEdit',
  'referrals/user': 'referrals',
  'jobs_profiles/manage_jobs': 'manageJobs',
  'jobs_profiles/contact_history': 'contactHistory',
  'apply_offers/my_applications': 'myApplications',
  'apply_offers/recieved_job_offers': 'receivedOffers',
  'jobs_profiles/recieved_applications': 'receivedApplications',
  'settings/user': 'settings',
  'location/locations_edit': 'locationEdit',
  'pay/user': 'pay',
  'featured_nanny/user': 'featured',
  'carts_orders/carts': 'cart',
  'carts_orders/orders': 'orders',
  'orders/user': 'orders',
  'personality_tests/user': 'personalityTest',
  'posts/user': 'myPosts',
};

function accountRoutes(area: AccountArea): RouteEntry[] {
  return accountAreas[area].map(([sub, title]) => {
    const base = `/my_account/${area}/${sub}`;
    const page = accountPages[sub] ?? 'comingSoon';
    return { path: `${base}/:return`, title, access: area, page, link: `${base}/none` };
  });
}

/** In this order in the account navigation: a parent's "Submit a Job" comes first. */
export const routeCatalog: readonly RouteEntry[] = [
  ...routes('public', publicRows),
  ...routes('signedIn', [
    ['/checkout/:params', 'Checkout', 'checkout'],
    ['/inbox', 'Inbox', 'inbox'],
    // Added (not in the spec): conversations between a parent and a caregiver they are connected
    // with.
    ['/messages', 'Messages', 'messages'],
    ['/messages/:id', 'Conversation', 'conversation'],
  ]),
  ...routes('admin', adminRows, true),
  ...routes(
    'parent',
    [
      ['/createjob', 'Submit a Job', 'createJob'],
      ['/order_meals', 'Order patient meals', 'orderMeals'],
    ],
    true,
  ),
  // Linked from the cook's Account Center: childcarers share the caregiver pages but not this.
  ...routes('caregiver', [['/meal_orders', 'Meal orders', 'mealOrders']]),
  ...accountRoutes('parent'),
  ...accountRoutes('caregiver'),
  ...accountRoutes('institution'),
  // Added (not in the spec): reviews after a hire, linked for the two sides of a hire.
  {
    path: '/reviews',
    title: 'Reviews',
    access: 'signedIn',
    page: 'reviews',
    link: '/reviews',
    linkFor: ['parent', 'caregiver'],
  },
  // Added (not in the spec): a hire's two people arrange trial days and make their work agreement.
  {
    path: '/hires',
    title: 'Hires',
    access: 'signedIn',
    page: 'hires',
    link: '/hires',
    linkFor: ['parent', 'caregiver'],
  },
  { path: '/hires/:job/:caregiver', title: 'Hire', access: 'signedIn', page: 'hire' },
  // Added (not in the spec): the work agreements of a person's hires, one hire's agreement, and
  // its printable page (docs/decisions/agreements.md).
  {
    path: '/agreements',
    title: 'Work agreements',
    access: 'signedIn',
    page: 'myAgreements',
    link: '/agreements',
    linkFor: ['parent', 'caregiver'],
  },
  {
    path: '/hires/:job/:caregiver/agreement',
    title: 'Work agreement',
    access: 'signedIn',
    page: 'hireAgreement',
  },
  {
    path: '/hires/:job/:caregiver/agreement/print',
    title: 'Work agreement (printable)',
    access: 'signedIn',
    page: 'agreementPrint',
  },
  // Added (not in the spec): the payslips of wages paid through the app, one payslip, and its
  // printable page (docs/decisions/pay-days-and-payslips.md).
  {
    path: '/wages',
    title: 'Wages',
    access: 'signedIn',
    page: 'myWages',
    link: '/wages',
    linkFor: ['parent', 'caregiver'],
  },
  { path: '/wages/:wid', title: 'Payslip', access: 'signedIn', page: 'payslip' },
  {
    path: '/wages/:wid/print',
    title: 'Payslip (printable)',
    access: 'signedIn',
    page: 'payslipPrint',
  },
];

const patterns = routeCatalog.map((route) => route.path.split('/').filter(Boolean));

/**
 * The route pattern of an address ('/cv/abc?x=1' -> '/cv/:id'), so no id, query or other
 * personal data is ever stored; an address of no route counts as '/404'. The API's page-view
 * counters and the SPA's RUM page views both name pages by it.
 */
export function routePattern(path: string): string {
  const segments = path.split(/[?#]/)[0]!.split('/').filter(Boolean);
  const found = patterns.find(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part === segments[i]),
  );
  return found ? `/${found.join('/')}` : '/404';
}

/** The screen an address opens ('/cv/abc' -> the caregiverCv entry), if any. */
export const screenAt = (path: string): RouteEntry | undefined => {
  const pattern = routePattern(path);
  return routeCatalog.find((route) => route.path === pattern);
};

/**
 * The pages a visitor lands on. Each gets its own HTML file (`html`, in the build's output),
 * written at build time with the markup of the page's first render (web/vite.config.ts, which
 * adds each page's chunks and first API reads from web/src/app/landing-pages.ts); index.html is
 * the home page, and app.html, with no prerendered page, is served for every other address.
 * The servers map paths to these files: the CloudFront viewer-request function
 * (infra/spa-routing.ts, which the local server runs too) and the Content-Security-Policy hashes
 * of their inline CSS (infra/inline-styles.ts).
 */
export const landingPages = [
  { path: '/', html: 'index.html' },
  { path: '/find_childcarer/all', html: 'find_childcarer/all/index.html' },
  { path: '/find_job/all', html: 'find_job/all/index.html' },
] as const;

export type LandingPath = (typeof landingPages)[number]['path'];
