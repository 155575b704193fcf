import { accountRoutes } from './routes/account.js';
import { adminReportsRoutes } from './routes/admin-reports.js';
import { adminStatsRoutes } from './routes/admin-stats.js';
import { adminUsersRoutes } from './routes/admin-users.js';
import { applicationsRoutes } from './routes/applications.js';
import { authRoutes } from './routes/auth.js';
import { commissionsRoutes } from './routes/commissions.js';
import { communityRoutes } from './routes/community.js';
import { contactUsRoutes } from './routes/contact-us.js';
import { contactsRoutes } from './routes/contacts.js';
import { conversationsRoutes } from './routes/conversations.js';
import { inboxRoutes } from './routes/inbox.js';
import { jobsRoutes } from './routes/jobs.js';
import { offersRoutes } from './routes/offers.js';
import { agreementsRoutes } from './routes/agreements.js';
import { mealOrdersRoutes } from './routes/meal-orders.js';
import { paymentsRoutes } from './routes/payments.js';
import { personalityRoutes } from './routes/personality.js';
import { profileDocumentsRoutes } from './routes/profile-documents.js';
import { profilesRoutes } from './routes/profiles.js';
import { referralsRoutes } from './routes/referrals.js';
import { reportsRoutes } from './routes/reports.js';
import { reviewsRoutes } from './routes/reviews.js';
import { salaryGuideRoutes } from './routes/salary-guide.js';
import { searchRoutes } from './routes/search.js';
import { smsRoutes } from './routes/sms.js';
import { phoneAccountRoutes } from './routes/phone-accounts.js';
import { systemRoutes } from './routes/system.js';
import { trialDaysRoutes } from './routes/trial-days.js';
import { wagesRoutes } from './routes/wages.js';
import type { RouteDef } from './route.js';

/**
 * THE route table: every API route once. The CDK API (infra/api.ts), the local router
 * (infra/local/router.ts), the OpenAPI document and the authorization matrix test all read
 * it. A route is covered by the matrix and the fuzz test by being listed here. The SPA's client
 * calls each route by its definition in routes/<area>.ts (web/src/lib/call-route.ts), typed by
 * its schemas (route-contract.ts).
 *
 * The definitions live per area in routes/<area>.ts, and a handler imports its area's module rather
 * than this table: a function then bundles only its area's routes and schemas, not every schema of
 * the API and the domain modules they come from (docs/decisions/speed-and-bundles.md, "Lambda
 * bundles"). This table keeps the routes in their order.
 */
// Some routes sit apart from their area's in the table's order.
const { exportData, ...account } = accountRoutes;
const { adminPing, ...system } = systemRoutes;
const { publicProfile, geocode, ...profileSections } = profilesRoutes;
const { verifyDocument, ...uploads } = profileDocumentsRoutes;

export const routes = {
  ...system,
  ...authRoutes,
  ...account,
  ...smsRoutes,
  ...phoneAccountRoutes,
  ...contactUsRoutes,
  ...profileSections,
  ...uploads,
  publicProfile,
  verifyDocument,
  geocode,
  exportData,
  ...referralsRoutes,
  ...commissionsRoutes,
  ...jobsRoutes,
  ...salaryGuideRoutes,
  ...searchRoutes,
  ...applicationsRoutes,
  ...offersRoutes,
  ...agreementsRoutes,
  ...inboxRoutes,
  ...conversationsRoutes,
  ...reviewsRoutes,
  ...trialDaysRoutes,
  ...contactsRoutes,
  ...mealOrdersRoutes,
  ...paymentsRoutes,
  ...wagesRoutes,
  ...personalityRoutes,
  ...communityRoutes,
  ...reportsRoutes,
  adminPing,
  ...adminUsersRoutes,
  ...adminReportsRoutes,
  ...adminStatsRoutes,
} satisfies Record<string, RouteDef>;

export const routeList: readonly RouteDef[] = Object.values(routes);
