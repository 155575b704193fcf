import { fetchClientConfig, type RumConfig } from './client-config';
import { whenSettled } from './when-settled';

/** RUM wants a version string; one build is deployed per stage, so it names nothing more. */
const APPLICATION_VERSION = '1.0.0';

type RumModule = typeof import('aws-rum-web');

let started = false;
let client: { recordPageView(pageId: string): void } | undefined;
/** The page shown before the client was ready: recorded as soon as it is. */
let pendingPage: string | undefined;

/**
 * Records a page view under its route pattern (`/cv/:id`, never `/cv/3f2a…`): ids of people and
 * jobs stay out of RUM. Views before RUM has started keep only the latest page.
 */
export function recordRumPageView(pattern: string): void {
  if (client) client.recordPageView(pattern);
  else pendingPage = pattern;
}

/**
 * CloudWatch RUM (load times, errors, failed API calls), only when GET /api/config names a
 * monitor: a stage with `rum: true`. aws-rum-web is a lazy chunk fetched only then, so visitors
 * of other stages, and `npm start`, never download it. Guest credentials come from the identity
 * pool by the enhanced flow (no guest role given: that would switch to the classic flow and STS).
 *
 * It must never break the app: a failure (offline, blocked by an extension, an AWS outage) is
 * swallowed, because missing measurements cost nothing a visitor would notice.
 */
export async function startRum(
  rum: RumConfig | undefined,
  load: () => Promise<RumModule> = () => import('aws-rum-web'),
): Promise<boolean> {
  if (!rum || started) return false;
  started = true;
  try {
    const { AwsRum } = await load();
    client = new AwsRum(rum.appMonitorId, APPLICATION_VERSION, rum.region, {
      identityPoolId: rum.identityPoolId,
      endpoint: `https://dataplane.rum.${rum.region}.amazonaws.com`,
      sessionSampleRate: rum.sessionSampleRate,
      telemetries: ['errors', 'performance', 'http'],
      // No cookies: no user id is kept across visits, so nobody is followed
      // (docs/decisions/deploying-and-aws.md, "CloudWatch RUM").
      allowCookies: false,
      enableXRay: false,
      // Page views come from recordRumPageView with the route pattern: an automatic view would
      // name the path, ids included.
      disableAutoPageView: true,
    });
    if (pendingPage) client.recordPageView(pendingPage);
    return true;
  } catch {
    return false;
  }
}

/**
 * Called once at start. RUM starts once the page has settled (lib/when-settled.ts), so neither
 * its config request nor its script competes with the first page's data and paint; it reads the
 * load's timings from the browser's buffer, so nothing is missed. The config is the same shared
 * fetch that sign-in uses.
 */
export function startRumAfterLoad(): void {
  whenSettled(() => {
    fetchClientConfig().then(
      (config) => startRum(config.rum),
      () => undefined, // no config, no RUM; sign-in reports its own failure when needed
    );
  });
}
