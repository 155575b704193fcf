import { Annotations, CfnOutput, Stack } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
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
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { acknowledge } from './acknowledge.js';
import { acknowledgeDeploymentHelper } from './web-deployment-helper.js';
import type { AppApi } from './api.js';
import type { AppAuth } from './auth.js';
import { webDist } from './project-paths.js';
import type { StageConfig } from './stage-config.js';
import { privateBucketProps, type AppStorage } from './storage.js';
import { securityHeadersPolicy } from './web-headers.js';
import { viewerAddressAssociation } from './web-viewer-address.js';
import { landingPages } from '../web/src/app/landing-pages.js';

export interface AppWebProps {
  config: StageConfig;
  api: AppApi;
  auth: AppAuth;
  storage: AppStorage;
}

/**
 * Client-side routes have no file extension: serve them the SPA. The landing pages have their
 * own prerendered copy (written by web/vite.config.ts: index.html for '/', <path>/index.html);
 * every other route gets app.html. Done at the viewer request of the SPA behaviour only, so an
 * API 404 is never rewritten (error responses would be).
 */
const ownPages = landingPages.filter(({ path }) => path !== '/').map(({ path }) => path);
const spaFallbackCode = `function handler(event) {
  var request = event.request;
  var path = request.uri.replace(/\\/+$/, '');
  var last = path.substring(path.lastIndexOf('/') + 1);
  if (last.indexOf('.') !== -1) return request;
  if (path === '') request.uri = '/index.html';
  else if (${JSON.stringify(ownPages)}.indexOf(path) !== -1) request.uri = path + '/index.html';
  else request.uri = '/app.html';
  return request;
}`;

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
      uploadsHost: storage.uploads.bucketRegionalDomainName,
      oauthDomain: auth.oauthDomain,
      rum: config.rum,
    });
    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      code: FunctionCode.fromInline(spaFallbackCode),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve index.html for client-side routes',
    });
    const certificate = config.certificateArn
      ? Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn)
      : undefined;

    this.distribution = new Distribution(this, 'Cdn', {
      comment: `Caregiver marketplace (${config.stage})`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [
          { function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(api.originDomain, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
            // The API answers only requests carrying its origin secret (origin-verify.ts).
            customHeaders: api.originHeaders,
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          functionAssociations: [viewerAddressAssociation(this)],
          responseHeadersPolicy: headers,
        },
      },
      enableLogging: true,
      logBucket: storage.accessLogs,
      logFilePrefix: 'cloudfront/',
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
    this.acknowledgeFindings(Boolean(certificate));
    this.deploySpa(config);
    new CfnOutput(this, 'Url', { value: `https://${this.distribution.distributionDomainName}` });
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
    new BucketDeployment(this, 'SpaFiles', {
      sources: [Source.asset(dist)],
      destinationBucket: this.bucket,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      role,
      logGroup: logs,
    });
    const helper = Stack.of(this).node.children.find((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    if (helper) acknowledgeDeploymentHelper({ helper, role }, this.bucket, Stack.of(this).region);
  }
}
