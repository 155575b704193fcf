import { screenAt, type PageName } from '@core/reference/screens';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageProps } from '../ui/page';

type Component = ComponentType<PageProps>;
/** A page's chunk, fetched when first opened, or ahead of the first render by `preload`. */
type LazyPage = LazyExoticComponent<Component> & { preload: () => Promise<unknown> };

/**
 * React.lazy that can be loaded ahead: once `preload` has resolved, the component is handed to
 * React synchronously (a thenable that calls back at once), so the first render commits the
 * page itself instead of the Suspense fallback and a second render.
 */
function preloadable(load: () => Promise<Component>): LazyPage {
  let loaded: Component | undefined;
  let loading: Promise<Component> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const component = lazy(() => {
    if (!loaded) return preload().then((ready) => ({ default: ready }));
    const ready = { default: loaded };
    const now: PromiseLike<typeof ready> = { then: (fulfilled) => fulfilled!(ready) as never };
    return now as Promise<typeof ready>;
  });
  return Object.assign(component, { preload });
}

/** Each page is its own chunk, fetched when first opened (a named export). */
function page<M>(load: () => Promise<M>, pick: (module: M) => Component): LazyPage {
  return preloadable(() => load().then(pick));
}

/** The same for a page that fetches: TanStack Query comes with it, in parallel. */
function fetchingPage<M>(load: () => Promise<M>, pick: (module: M) => Component): LazyPage {
  return preloadable(async () => {
    const [module, { withQueryClient }] = await Promise.all([
      load(),
      import('../lib/with-query-client'),
    ]);
    return withQueryClient(pick(module));
  });
}

export const pages: Record<PageName, LazyPage> = {
  home: page(
    () => import('../features/home/components/home-page'),
    (m) => m.HomePage,
  ),
  about: page(
    () => import('../features/info/components/about-page'),
    (m) => m.AboutPage,
  ),
  safety: page(
    () => import('../features/info/components/safety-page'),
    (m) => m.SafetyPage,
  ),
  privacyPolicy: page(
    () => import('../features/info/components/privacy-policy-page'),
    (m) => m.PrivacyPolicyPage,
  ),
  terms: page(
    () => import('../features/terms/components/terms-page'),
    (m) => m.TermsPage,
  ),
  startupZambiaPolicy: page(
    () => import('../features/info/components/startup-zambia-policy-page'),
    (m) => m.StartupZambiaPolicyPage,
  ),
  notFound: page(
    () => import('../features/info/components/not-found-page'),
    (m) => m.NotFoundPage,
  ),
  contactUs: fetchingPage(
    () => import('../features/contact-us/components/contact-us-page'),
    (m) => m.ContactUsPage,
  ),
  menu: page(
    () => import('./pages/menu-page'),
    (m) => m.MenuPage,
  ),
  login: fetchingPage(
    () => import('../features/auth/components/login-page'),
    (m) => m.LoginPage,
  ),
  register: fetchingPage(
    () => import('../features/auth/components/register-page'),
    (m) => m.RegisterPage,
  ),
  registerSocial: fetchingPage(
    () => import('../features/auth/components/register-social-page'),
    (m) => m.RegisterSocialPage,
  ),
  emailVerification: fetchingPage(
    () => import('../features/auth/components/email-verification-page'),
    (m) => m.EmailVerificationPage,
  ),
  authAction: fetchingPage(
    () => import('../features/auth/components/auth-action-page'),
    (m) => m.AuthActionPage,
  ),
  settings: fetchingPage(
    () => import('./pages/settings-page'),
    (m) => m.SettingsPage,
  ),
  locationEdit: fetchingPage(
    () => import('../features/account/components/location-page'),
    (m) => m.LocationPage,
  ),
  accountOverview: fetchingPage(
    () => import('../features/profile/components/account-overview-page'),
    (m) => m.AccountOverviewPage,
  ),
  myProfile: fetchingPage(
    () => import('../features/profile/components/my-profile-page'),
    (m) => m.MyProfilePage,
  ),
  basicInformationEdit: fetchingPage(
    () => import('../features/profile/components/basic-information-page'),
    (m) => m.BasicInformationPage,
  ),
  rolesEdit: fetchingPage(
    () => import('../features/profile/components/roles-page'),
    (m) => m.RolesPage,
  ),
  personalDescriptionEdit: fetchingPage(
    () => import('../features/profile/components/personal-description-page'),
    (m) => m.PersonalDescriptionPage,
  ),
  uploadsEdit: fetchingPage(
    () => import('../features/profile/components/uploads-page'),
    (m) => m.UploadsPage,
  ),
  referrals: fetchingPage(
    () => import('../features/referrals/components/referrals-page'),
    (m) => m.ReferralsPage,
  ),
  caregiverCv: fetchingPage(
    () => import('../features/public-profile/components/caregiver-cv-page'),
    (m) => m.CaregiverCvPage,
  ),
  institutionPage: fetchingPage(
    () => import('../features/public-profile/components/institution-page'),
    (m) => m.InstitutionPage,
  ),
  createJob: fetchingPage(
    () => import('../features/jobs/components/create-job-page'),
    (m) => m.CreateJobPage,
  ),
  manageJobs: fetchingPage(
    () => import('../features/jobs/components/manage-jobs-page'),
    (m) => m.ManageJobsPage,
  ),
  findJob: fetchingPage(
    () => import('../features/jobs/components/find-job-page'),
    (m) => m.FindJobPage,
  ),
  jobPage: fetchingPage(
    () => import('../features/jobs/components/job-page'),
    (m) => m.JobPage,
  ),
  townSalaryGuide: fetchingPage(
    () => import('../features/salary-guide/components/town-guide-page'),
    (m) => m.TownGuidePage,
  ),
  findCaregiver: fetchingPage(
    () => import('../features/search/components/find-caregiver-page'),
    (m) => m.FindCaregiverPage,
  ),
  myApplications: fetchingPage(
    () => import('../features/applications/components/my-applications-page'),
    (m) => m.MyApplicationsPage,
  ),
  inbox: fetchingPage(
    () => import('../features/inbox/components/inbox-page'),
    (m) => m.InboxPage,
  ),
  messages: fetchingPage(
    () => import('../features/conversations/components/conversations-page'),
    (m) => m.ConversationsPage,
  ),
  reviews: fetchingPage(
    () => import('../features/reviews/components/reviews-page'),
    (m) => m.ReviewsPage,
  ),
  myAgreements: fetchingPage(
    () => import('../features/agreements/components/my-agreements-page'),
    (m) => m.MyAgreementsPage,
  ),
  hireAgreement: fetchingPage(
    () => import('../features/agreements/components/agreement-page'),
    (m) => m.AgreementPage,
  ),
  agreementPrint: fetchingPage(
    () => import('../features/agreements/components/agreement-print-page'),
    (m) => m.AgreementPrintPage,
  ),
  myWages: fetchingPage(
    () => import('../features/wages/components/wages-page'),
    (m) => m.WagesPage,
  ),
  payslip: fetchingPage(
    () => import('../features/wages/components/payslip-page'),
    (m) => m.PayslipPage,
  ),
  payslipPrint: fetchingPage(
    () => import('../features/wages/components/payslip-print-page'),
    (m) => m.PayslipPrintPage,
  ),
  failedPayouts: fetchingPage(
    () => import('../features/wages/components/failed-payouts-page'),
    (m) => m.FailedPayoutsPage,
  ),
  hires: fetchingPage(
    () => import('../features/trial-days/components/hires-page'),
    (m) => m.HiresPage,
  ),
  hire: fetchingPage(
    () => import('./pages/hire-page'),
    (m) => m.HirePage,
  ),
  conversation: fetchingPage(
    () => import('../features/conversations/components/conversation-page'),
    (m) => m.ConversationPage,
  ),
  receivedApplications: fetchingPage(
    () => import('../features/applications/components/received-applications-page'),
    (m) => m.ReceivedApplicationsPage,
  ),
  receivedOffers: fetchingPage(
    () => import('../features/offers/components/received-offers-page'),
    (m) => m.ReceivedOffersPage,
  ),
  contactHistory: fetchingPage(
    () => import('../features/contacts/components/contact-history-page'),
    (m) => m.ContactHistoryPage,
  ),
  orderMeals: fetchingPage(
    () => import('../features/meal-orders/components/order-meals-page'),
    (m) => m.OrderMealsPage,
  ),
  mealOrders: fetchingPage(
    () => import('../features/meal-orders/components/meal-orders-page'),
    (m) => m.MealOrdersPage,
  ),
  pay: fetchingPage(
    () => import('../features/payments/components/pay-page'),
    (m) => m.PayPage,
  ),
  checkout: fetchingPage(
    () => import('../features/payments/components/checkout-page'),
    (m) => m.CheckoutPage,
  ),
  featured: fetchingPage(
    () => import('../features/payments/components/featured-page'),
    (m) => m.FeaturedPage,
  ),
  cart: fetchingPage(
    () => import('../features/payments/components/cart-page'),
    (m) => m.CartPage,
  ),
  order: fetchingPage(
    () => import('../features/payments/components/order-page'),
    (m) => m.OrderPage,
  ),
  orders: fetchingPage(
    () => import('../features/payments/components/orders-page'),
    (m) => m.OrdersPage,
  ),
  adviceHub: page(
    () => import('../features/content/components/advice-hub-page'),
    (m) => m.AdviceHubPage,
  ),
  article: page(
    () => import('../features/content/components/article-page'),
    (m) => m.ArticlePage,
  ),
  courses: page(
    () => import('../features/content/components/courses-page'),
    (m) => m.CoursesPage,
  ),
  services: page(
    () => import('../features/content/components/services-page'),
    (m) => m.ServicesPage,
  ),
  serviceCategory: page(
    () => import('../features/content/components/service-category-page'),
    (m) => m.ServiceCategoryPage,
  ),
  rolesAndDuties: page(
    () => import('../features/content/components/roles-and-duties-page'),
    (m) => m.RolesAndDutiesPage,
  ),
  viewPost: fetchingPage(
    () => import('../features/community/components/view-post-page'),
    (m) => m.ViewPostPage,
  ),
  community: fetchingPage(
    () => import('../features/community/components/community-page'),
    (m) => m.CommunityPage,
  ),
  myPosts: fetchingPage(
    () => import('../features/community/components/my-posts-page'),
    (m) => m.MyPostsPage,
  ),
  personalityTest: fetchingPage(
    () => import('../features/personality/components/personality-test-page'),
    (m) => m.PersonalityTestPage,
  ),
  userReports: fetchingPage(
    () => import('../features/admin-reports/components/reports-page'),
    (m) => m.ReportsPage,
  ),
  adminReport: fetchingPage(
    () => import('../features/admin-reports/components/report-page'),
    (m) => m.ReportPage,
  ),
  verifications: fetchingPage(
    () => import('../features/admin-reports/components/verifications-page'),
    (m) => m.VerificationsPage,
  ),
  adminUsers: fetchingPage(
    () => import('../features/admin-users/components/users-page'),
    (m) => m.UsersPage,
  ),
  adminUser: fetchingPage(
    () => import('../features/admin-users/components/user-page'),
    (m) => m.UserPage,
  ),
  adminOrders: fetchingPage(
    () => import('../features/admin-users/components/orders-page'),
    (m) => m.OrdersPage,
  ),
  adminTransactions: fetchingPage(
    () => import('../features/admin-users/components/orders-page'),
    (m) => m.TransactionsPage,
  ),
  adminStats: fetchingPage(
    () => import('../features/admin-stats/components/admin-stats-page'),
    (m) => m.AdminStatsPage,
  ),
  commissionPayouts: fetchingPage(
    () => import('../features/referrals/commissions/components/commission-payouts-page'),
    (m) => m.CommissionPayoutsPage,
  ),
  comingSoon: page(
    () => import('./pages/coming-soon-page'),
    (m) => m.ComingSoonPage,
  ),
};

/**
 * Loads the chunk of the page at `path` (and TanStack Query if it fetches), so the first render
 * shows the page at once. Never rejects: a chunk that fails loads again, lazily, on render.
 */
export function preloadPage(path: string): Promise<unknown> {
  const entry = screenAt(path);
  return entry ? pages[entry.page].preload().catch(() => undefined) : Promise.resolve();
}
