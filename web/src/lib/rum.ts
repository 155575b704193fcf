import { fetchClientConfig, type RumConfig } from './client-config';
import { whenSettled } from './when-settled';

/** RUM wants a version string; one build is deployed per stage, so it names nothing more. */
const APPLICATION_VERSION = '1.0.0';

type RumModule = typeof import('./rum-client');

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
 * The plugins of the monitor's three telemetries (infra/rum.ts), which the slim client leaves to
 * its caller: errors; performance (the page load, its resources, the web vitals); http (fetch:
 * the app and Amplify make no XMLHttpRequest).
 */
const telemetryPlugins = (rum: RumModule) => [
  new rum.JsErrorPlugin(),
  new rum.NavigationPlugin(),
  new rum.ResourcePlugin(),
  new rum.WebVitalsPlugin(),
  new rum.FetchPlugin(),
];

/**
 * CloudWatch RUM (load times, errors, failed API calls), only when GET /api/config names a
 * monitor: a stage with `rum: true`. The slim client (`@aws-rum/web-slim`, no Cognito and no
 * request signing: the monitor's resource policy takes unsigned events) is a lazy chunk fetched
 * only then, so visitors of other stages, and `npm start`, never download it.
 *
 * It must never break the app: a failure (offline, blocked by an extension, an AWS outage) is
 * swallowed, because missing measurements cost nothing a visitor would notice.
 */
export async function startRum(
  rum: RumConfig | undefined,
  load: () => Promise<RumModule> = () => import('./rum-client'),
): Promise<boolean> {
  if (!rum || started) return false;
  started = true;
  try {
    const module = await load();
    client = new module.AwsRum(rum.appMonitorId, APPLICATION_VERSION, rum.region, {
      endpoint: `https://dataplane.rum.${rum.region}.amazonaws.com`,
      sessionSampleRate: rum.sessionSampleRate,
      eventPluginsToLoad: telemetryPlugins(module),
      // Unsigned: no credentials are fetched or kept (infra/rum.ts, the resource policy).
      signing: false,
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
