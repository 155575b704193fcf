import { App, Stack, Tags, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { routeKey } from '../lambdas/http/route.js';
import { routes } from '../lambdas/http/routes.js';
import { addNagChecks } from './acknowledge.js';
import { AppAlarms } from './alarms.js';
import { AppApi } from './api.js';
import { AppAuth } from './auth.js';
import { allowCdnLogDelivery, CdnLogsStack } from './cdn-logs.js';
import { planBundles } from './constructs/app-function.js';
import type { AppResources } from './constructs/app-resources.js';
import { stageEntries } from './constructs/function-entries.js';
import { AppDashboard } from './dashboard.js';
import { AppData } from './data.js';
import { AppEvents } from './events.js';
import { AppGeocoding, GeocodingStack } from './geocoding.js';
import { AppMail } from './mail.js';
import { AppSms } from './sms.js';
import { AppPayments } from './payments.js';
import { AppQueueResource } from './queues.js';
import { viewsQueue } from '../lambdas/events/queues.js';
import { AppRum } from './rum.js';
import { loadStageConfig, type StageConfig } from './stage-config.js';
import { AppStorage } from './storage.js';
import { AppWeb } from './web.js';

/** One stage of the marketplace: every part of DESIGN.md's table, in one stack. */
export class MarketplaceStack extends Stack {
  /** What functions bind to, with the parts that make functions of their own as their classes. */
  readonly resources: AppResources & { auth: AppAuth; events: AppEvents; sms: AppSms };
  readonly api: AppApi;
  readonly web: AppWeb;
  readonly alarms: AppAlarms;
  readonly dashboard: AppDashboard;
  /** CloudWatch RUM of the SPA, on stages with `rum: true` only. */
  readonly rum?: AppRum;

  constructor(
    scope: Construct,
    id: string,
    readonly config: StageConfig,
    props: StackProps = {},
  ) {
    super(scope, id, {
      ...props,
      // Region is explicit (issuer and CSP name it); account stays a deploy-time token unless set.
      env: { region: config.region, ...(config.account ? { account: config.account } : {}) },
      // The us-east-1 stack of CloudFront's log delivery reads the distribution and the bucket.
      crossRegionReferences: config.cdnLogs,
      description: `Caregiver marketplace, stage ${config.stage}`,
    });
    Tags.of(this).add('app', 'caregiver-marketplace');
    Tags.of(this).add('stage', config.stage);
    // Every function's bundle in one esbuild run, when the first one is needed (app-function.ts).
    planBundles(this, stageEntries());

    const storage = new AppStorage(this, 'Storage', config);
    this.resources = {
      data: new AppData(this, 'Data', config),
      auth: new AppAuth(this, 'Auth', config),
      mail: new AppMail(this, 'Mail', config),
      storage,
      events: new AppEvents(this, 'Events'),
      geocoding: new AppGeocoding(config),
      payments: new AppPayments(this, 'Payments', config),
      sms: new AppSms(this, 'Sms', config),
      views: new AppQueueResource(this, 'Views', viewsQueue),
    };
    this.resources.sms.addInboundHandler(config, this.resources);
    this.resources.auth.addSignInLimit(config, this.resources.data);
    this.resources.auth.addPhoneSignIn(config, this.resources.data);
    this.resources.events.addRules(config, this.resources);
    this.api = new AppApi(this, 'Api', { config, resources: this.resources });
    this.alarms = new AppAlarms(this, 'Alarms', {
      config,
      api: this.api.api,
      table: this.resources.data.table,
      deadLetterQueues: this.resources.events.deadLetterQueues,
      triggerFunctions: this.resources.auth.triggerFunctions,
    });
    this.dashboard = new AppDashboard(this, 'Dashboard', {
      config,
      api: this.api.api,
      table: this.resources.data.table,
      mail: this.resources.mail,
    });
    this.web = new AppWeb(this, 'Web', {
      config,
      api: this.api,
      auth: this.resources.auth,
      storage,
    });
    if (config.rum) {
      this.rum = new AppRum(this, 'Rum', {
        config,
        domains: [
          ...(config.ownDomain ? [new URL(config.appUrl).host] : []),
          this.web.distribution.distributionDomainName,
        ],
      });
      const clientConfig = this.api.functions.get(routeKey(routes.clientConfig));
      if (!clientConfig) throw new Error('GET /api/config has no function to tell about RUM');
      clientConfig.bindRum(this.rum);
    }
  }
}

export const stackName = (stage: string): string => `Marketplace-${stage}`;

/**
 * The CDK app for one stage, with cdk-nag's AwsSolutions checks: used by bin/app.ts and by
 * the infra tests, so both synthesize exactly the same thing. `stages.<stage>` in the app's
 * context (cdk.json) overrides the code defaults of the stage config.
 */
export function createMarketplaceApp(app: App = new App()) {
  const stage: unknown = app.node.tryGetContext('stage');
  const stages: unknown = app.node.tryGetContext('stages');
  const overrides =
    typeof stage === 'string' && typeof stages === 'object' && stages !== null
      ? (stages as Record<string, unknown>)[stage]
      : undefined;
  const config = loadStageConfig(stage, overrides);
  const stack = new MarketplaceStack(app, stackName(config.stage), config);
  const places = new GeocodingStack(
    app,
    `${stackName(config.stage)}-places`,
    config,
    stack.resources.geocoding,
  );
  // `cdk deploy --all` deploys the place index before the functions that call it.
  stack.addStackDependency(places);
  const cdnLogs = config.cdnLogs
    ? new CdnLogsStack(app, `${stackName(config.stage)}-cdn-logs`, {
        config,
        distribution: stack.web.distribution,
        accessLogs: stack.resources.storage.accessLogs,
      })
    : undefined;
  if (config.cdnLogs) allowCdnLogDelivery(config, stack.resources.storage.accessLogs);
  addNagChecks(app);
  return { app, stack, places, cdnLogs, config };
}
