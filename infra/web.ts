import { Annotations, CfnOutput, Stack } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Bucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { acknowledge } from './acknowledge.js';
import { registerCloudFrontDomain } from './app-origin.js';
import { cacheControlOf, spaRoutingCode } from './spa-routing.js';
import { acknowledgeDeploymentHelper } from './web-deployment-helper.js';
import type { AppApi } from './api.js';
import type { AppAuth } from './auth.js';
import { inlineStyleSources } from './inline-styles.js';
import { webDist } from './project-paths.js';
import type { StageConfig } from './stage-config.js';
import { privateBucketProps, type AppStorage } from './storage.js';
import { securityHeadersPolicy } from './web-headers.js';
import { viewerAddressAssociation } from './web-viewer-address.js';
import { sharedAnswerBehaviors } from './web-shared-answers.js';

export interface AppWebProps {
  config: StageConfig;
  api: AppApi;
  auth: AppAuth;
  storage: AppStorage;
}

/** The SPA and the API on one CloudFront origin: `/api/*` to the HTTP API, the rest to S3. */
export class AppWeb extends Construct {
  readonly distribution: Distribution;
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, { config, api, auth, storage }: AppWebProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Spa', {
      ...privateBucketProps(config),
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: storage.accessLogs,
      serverAccessLogsPrefix: 'spa/',
    });
    const headers = securityHeadersPolicy(this, 'SecurityHeaders', {
      uploadsHost: storage.uploadsHost,
      oauthDomain: auth.oauthDomain,
      rum: config.rum,
      // The build deployed below: its pages' CSS is in the HTML
      // (docs/decisions/speed-and-bundles.md, "Slow 3G first paint").
      inlineStyles: inlineStyleSources(webDist()),
    });
    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      code: FunctionCode.fromInline(spaRoutingCode()),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Client-side routes get the SPA; a missing file gets a 404 page',
    });
    const certificate = config.certificateArn
      ? Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn)
      : undefined;

    const apiOrigin = new HttpOrigin(api.originDomain, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      // The API answers only requests carrying its origin secret (origin-verify.ts).
      customHeaders: api.originHeaders,
    });

    this.distribution = new Distribution(this, 'Cdn', {
      comment: `Caregiver marketplace (${config.stage})`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        // List too, so a missing object is S3's 404 rather than its 403 (spa-routing.ts).
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket, {
          originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
        }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [
          { function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        // First: the answers the same for everyone, kept for their s-maxage
        // (docs/decisions/speed-and-bundles.md, "Cached public answers").
        ...sharedAnswerBehaviors(this, apiOrigin, headers),
        // Every other API path: never kept, and the function gets what it reads per caller.
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          functionAssociations: [viewerAddressAssociation(this)],
          responseHeadersPolicy: headers,
        },
      },
      // No standard logging (legacy): CloudFront cannot deliver it to a bucket in an opt-in
      // region such as af-south-1. Access logs are v2 deliveries (cdn-logs.ts, `cdnLogs`).
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Class 200 is the cheapest that includes the African edge locations.
      priceClass: PriceClass.PRICE_CLASS_200,
      // The TLS floor applies only with an own certificate (the default one is fixed by AWS).
      ...(certificate
        ? {
            certificate,
            domainNames: [new URL(config.appUrl).host],
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
    });
    registerCloudFrontDomain(this, this.distribution.distributionDomainName);
    // "/" is index.html (defaultRootObject and the function), so no request lists the bucket.
    Annotations.of(this.distribution).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      'The root object is set and the viewer-request function rewrites every path without an extension',
    );
    this.acknowledgeFindings(Boolean(certificate));
    this.deploySpa(config);
    // Stable key: docs/operations.md tells where a stage without a domain answers.
    new CfnOutput(this, 'Url', {
      key: 'CloudFrontUrl',
      value: `https://${this.distribution.distributionDomainName}`,
    });
  }

  private acknowledgeFindings(hasCertificate: boolean): void {
    const cdn = this.distribution;
    acknowledge(
      cdn,
      'CFR1',
      'The marketplace is open to every country (Zambia first, diaspora families abroad): no geo restriction.',
    );
    acknowledge(
      cdn,
      'CFR2',
      'No WAF yet: a CloudFront web ACL lives in us-east-1 and costs per rule; API Gateway throttling and Cognito limits cover launch. Revisit with traffic.',
    );
    acknowledge(
      cdn,
      'CFR3',
      'Standard logging (legacy) cannot deliver to a bucket in an opt-in region such as af-south-1; access logs are standard logging v2 deliveries configured in us-east-1 (cdn-logs.ts, stage setting cdnLogs), which this rule does not see.',
    );
    if (!hasCertificate) {
      acknowledge(
        cdn,
        'CFR4',
        "Without a custom certificate CloudFront's default *.cloudfront.net certificate sets the viewer TLS floor; a stage with certificateArn gets TLSv1.2_2021.",
      );
    }
  }

  /** Upload web/dist when it has been built; synth must not fail on a fresh checkout. */
  private deploySpa(config: StageConfig): void {
    const dist = webDist();
    if (!dist) {
      Annotations.of(this).addInfo(
        'web/dist not found: the SPA is not deployed by this synth (run `vite build web` first).',
      );
      return;
    }
    // An own role and log group for CDK's copy helper: no AWS managed policy, logs only here.
    const logs = new LogGroup(this, 'SpaDeployLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: config.removalPolicy,
    });
    const role = new Role(this, 'SpaDeployRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'CDK BucketDeployment helper: copies web/dist into the SPA bucket',
    });
    logs.grantWrite(role);
    // Two copies of the same build, each object with its Cache-Control (spa-routing.ts): the
    // hashed assets first, then the pages that name them, and only then the invalidation.
    // Each copy leaves the other's files alone (an excluded file is neither copied nor pruned).
    const source = Source.asset(dist);
    const assets = new BucketDeployment(this, 'SpaAssets', {
      sources: [source],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: ['assets/*'],
      cacheControl: [CacheControl.fromString(cacheControlOf('/assets/'))],
      role,
      logGroup: logs,
    });
    const pages = new BucketDeployment(this, 'SpaFiles', {
      sources: [source],
      destinationBucket: this.bucket,
      exclude: ['assets/*'],
      cacheControl: [CacheControl.fromString(cacheControlOf('/index.html'))],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      role,
      logGroup: logs,
    });
    pages.node.addDependency(assets);
    const helper = Stack.of(this).node.children.find((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    if (helper) acknowledgeDeploymentHelper({ helper, role }, this.bucket, Stack.of(this).region);
  }
}
