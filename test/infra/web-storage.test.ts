import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  STAGED_UPLOADS_PREFIX,
  stagedUploadsPrefix,
  userFilesPrefix,
} from '../../lambdas/core/profiles/user-files.js';
import { viewerAddressHeader } from '../../lambdas/http/caller-address.js';
import { webDist, projectPath } from '../../infra/project-paths.js';
import { immutableCache, notFoundPage, revalidateCache } from '../../infra/spa-routing.js';
import { resourcesOf, synthStage } from './synth-stage.js';

if (!webDist()) throw new Error('web/dist is missing: run `npx vite build web` first');
// A throwaway stage as `npm run deploy -- dev` makes it: no domain of its own, Google sign-in.
const { template, config } = synthStage({
  overrides: { googleClientId: 'client.apps.googleusercontent.com', googleSecretName: 'g' },
});
const distribution = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'))[0]!
  .Properties!.DistributionConfig;
const buckets = resourcesOf(template, 'AWS::S3::Bucket');
const uploads = Object.values(buckets).find((b) => b.Properties?.CorsConfiguration)!.Properties!;

// AWS managed policy ids (the same in every account).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

describe('CloudFront', { timeout: 60_000 }, () => {
  it('sends /api/* to the HTTP API uncached, with every method and the viewer headers', () => {
    const api = distribution.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    expect(api).toBeDefined();
    expect(api.CachePolicyId).toBe(CACHING_DISABLED);
    expect(api.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
    expect([...api.AllowedMethods].sort()).toEqual(
      ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'].sort(),
    );
    const origin = distribution.Origins.find((o: any) => o.Id === api.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain('.execute-api.');
    expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
  });

  it('serves the SPA from a private bucket through origin access control', () => {
    const origin = distribution.Origins.find(
      (o: any) => o.Id === distribution.DefaultCacheBehavior.TargetOriginId,
    );
    expect(origin.OriginAccessControlId).toBeDefined();
    expect(origin.S3OriginConfig.OriginAccessIdentity).toBe('');
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    expect(distribution.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  it('routes the SPA with a function, never with error responses (API 404s stay 404)', () => {
    expect(distribution.CustomErrorResponses).toBeUndefined();
    const [association] = distribution.DefaultCacheBehavior.FunctionAssociations;
    expect(association.EventType).toBe('viewer-request');
    const api = distribution.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    const functionOf = (a: { FunctionARN: unknown }) =>
      JSON.stringify(a.FunctionARN).match(/"([^"]+)","FunctionARN"/)![1]!;
    const apiFunctions = (api.FunctionAssociations ?? []).map(functionOf);
    expect(apiFunctions).not.toContain(functionOf(association));

    const code = resourcesOf(template, 'AWS::CloudFront::Function')[functionOf(association)]!
      .Properties!.FunctionCode as string;
    const handler = runInNewContext(`${code}; handler`) as (e: unknown) => Record<string, any>;
    const answer = (uri: string) => handler({ request: { uri } });
    const rewrite = (uri: string) => answer(uri).uri as string;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/login/parent')).toBe('/app.html');
    expect(rewrite('/find_job/abc/')).toBe('/app.html');
    // The landing pages' prerendered copies (web/vite.config.ts).
    expect(rewrite('/find_job/all')).toBe('/find_job/all/index.html');
    expect(rewrite('/find_childcarer/all/')).toBe('/find_childcarer/all/index.html');
    expect(rewrite('/assets/index-3f2a.js')).toBe('/assets/index-3f2a.js');
    // Files at stable addresses: the icon browsers ask for, the service worker, the manifest.
    for (const file of ['/favicon.ico', '/service-worker.js', '/manifest.webmanifest', '/app.html'])
      expect(rewrite(file)).toBe(file);
    expect(rewrite('/icons/icon-192.png')).toBe('/icons/icon-192.png');

    // A file that is not there gets a 404 page, not S3's 403 XML and not the app.
    for (const missing of ['/wp-login.php', '/icons/nope.png', '/favicon.png', '/x.html']) {
      const response = answer(missing);
      expect(response, missing).toMatchObject({
        statusCode: 404,
        body: { encoding: 'text', data: notFoundPage },
      });
      expect(response.headers['content-type'].value).toMatch(/^text\/html/);
    }
  });

  it('serves /favicon.ico as an icon', () => {
    const icon = readFileSync(projectPath('web/public/favicon.ico'));
    // An ICO directory of one image (reserved 0, type 1, count 1), holding a PNG.
    expect([...icon.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
    expect(icon.subarray(22, 26).toString('latin1')).toBe('\x89PNG');
  });

  it('caches hashed assets for a year and asks again for the pages, service worker and manifest', () => {
    const deployments = Object.values(resourcesOf(template, 'Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(2);
    const assets = deployments.find((d) => d.Properties!.Include)!.Properties!;
    const pages = deployments.find((d) => !d.Properties!.Include)!.Properties!;
    expect(assets).toMatchObject({
      Include: ['assets/*'],
      Exclude: ['*'],
      SystemMetadata: { 'cache-control': immutableCache },
    });
    expect(immutableCache).toBe('public, max-age=31536000, immutable');
    expect(pages).toMatchObject({
      Exclude: ['assets/*'],
      SystemMetadata: { 'cache-control': revalidateCache },
    });
    expect(revalidateCache).toBe('no-cache');
    // The pages go up after the assets they name, and only they invalidate the cache.
    expect(assets.DistributionId).toBeUndefined();
    expect(pages.DistributionId).toBeDefined();
    const [pagesId] = Object.entries(resourcesOf(template, 'Custom::CDKBucketDeployment')).find(
      ([, d]) => d.Properties === pages,
    )!;
    const assetsId = Object.keys(resourcesOf(template, 'Custom::CDKBucketDeployment')).find(
      (id) => id !== pagesId,
    )!;
    expect(
      [resourcesOf(template, 'Custom::CDKBucketDeployment')[pagesId]!.DependsOn].flat(),
    ).toContain(assetsId);
  });

  it("tells the API the viewer's address, which API Gateway sees as CloudFront's", () => {
    const api = distribution.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    const [association] = api.FunctionAssociations;
    expect(association.EventType).toBe('viewer-request');
    const id = JSON.stringify(association.FunctionARN).match(/"([^"]+)","FunctionARN"/)![1]!;
    const { FunctionCode, FunctionConfig } = resourcesOf(template, 'AWS::CloudFront::Function')[id]!
      .Properties!;
    expect(FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    const handler = runInNewContext(`${FunctionCode}; handler`) as (e: unknown) => {
      headers: Record<string, { value: string }>;
    };
    // The viewer's own value under that name is replaced, never trusted.
    const forwarded = (ip: string) =>
      handler({
        viewer: { ip },
        request: { uri: '/api/posts', headers: { [viewerAddressHeader]: { value: '6.6.6.6' } } },
      }).headers[viewerAddressHeader]!.value;
    expect(forwarded('41.72.108.5')).toBe('41.72.108.5');
    expect(forwarded('2c0f:fe38:2001::1')).toBe('2c0f:fe38:2001::1');
    // All viewer headers but Host reach the API, this one included (Authorization cannot be
    // named in an origin request policy, so an allow-list could not carry both).
    expect(api.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
  });

  it('adds strict security headers to the SPA and the API alike', () => {
    const policy = Object.entries(resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy'));
    expect(policy).toHaveLength(1);
    const [policyId, { Properties }] = policy[0]!;
    expect(distribution.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    const api = distribution.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    expect(api.ResponseHeadersPolicyId).toEqual({ Ref: policyId });

    const security = Properties!.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(security.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(
      31_536_000,
    );
    expect(security.ContentTypeOptions.Override).toBe(true);
    expect(security.FrameOptions.FrameOption).toBe('DENY');
    expect(security.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
    const csp = JSON.stringify(security.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain(`https://cognito-idp.${config.region}.amazonaws.com`);
    expect(csp).toContain("object-src 'none'");
    // The landing pages' CSS is in their HTML (web/vite.config.ts): allowed by its hash only.
    const home = readFileSync(projectPath('web/dist/index.html'), 'utf8');
    const css = /<style id="first-paint-css">([^]*?)<\/style>/.exec(home)?.[1] ?? 'none';
    const hash = createHash('sha256').update(css).digest('base64');
    expect(csp).toContain(`style-src 'self' 'sha256-${hash}';`);
  });

  it('uses no standard logging (legacy): it cannot deliver to af-south-1 (cdn-logs.test.ts)', () => {
    expect(distribution.Logging).toBeUndefined();
    expect(distribution.HttpVersion).toBe('http2and3');
  });
});

describe('a stage without its own domain', () => {
  const [distributionId] = Object.keys(resourcesOf(template, 'AWS::CloudFront::Distribution'));
  const cloudFrontOrigin = {
    'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]],
  };

  it('has no appUrl and answers on its CloudFront address', () => {
    expect(config.ownDomain).toBe(false);
    expect(distribution.Aliases).toBeUndefined();
  });

  it('takes uploads from the CloudFront address', () => {
    expect(uploads.CorsConfiguration.CorsRules[0].AllowedOrigins).toEqual([cloudFrontOrigin]);
  });

  it('mails links to it and sends payers back to it', () => {
    const functions = Object.values(resourcesOf(template, 'AWS::Lambda::Function'));
    const withSetting = (name: string) =>
      functions.filter((fn) => name in (fn.Properties!.Environment?.Variables ?? {}));
    for (const setting of ['MAIL_FROM', 'PAYMENTS_BASE_URL']) {
      expect(withSetting(setting).length, setting).toBeGreaterThan(0);
      for (const fn of withSetting(setting))
        expect(fn.Properties!.Environment.Variables.APP_URL).toEqual(cloudFrontOrigin);
    }
  });

  it('brings social sign-in back to it', () => {
    // The hosted UI's client (the SocialClient): the only one with OAuth addresses.
    const [client] = Object.values(resourcesOf(template, 'AWS::Cognito::UserPoolClient')).filter(
      (each) => each.Properties?.CallbackURLs,
    );
    const domain = { 'Fn::GetAtt': [distributionId, 'DomainName'] };
    const withSlash = { 'Fn::Join': ['', ['https://', domain, '/']] };
    expect(client!.Properties!.CallbackURLs).toEqual([withSlash]);
    expect(client!.Properties!.LogoutURLs).toEqual([withSlash]);
  });

  it('names the uploads bucket in its CSP without a reference to it (no dependency cycle)', () => {
    const [, policy] = Object.entries(
      resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy'),
    )[0]!;
    const csp = JSON.stringify(policy.Properties!.ResponseHeadersPolicyConfig);
    expect(csp).toContain(`mp-${config.stage}-uploads-`);
    expect(csp).not.toMatch(/StorageUploads/);
    expect(JSON.stringify(uploads.BucketName)).toContain(`mp-${config.stage}-uploads-`);
  });
});

describe('the uploads bucket', () => {
  it('is private, encrypted and reachable only over TLS', () => {
    expect(uploads.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(
      uploads.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault,
    ).toEqual({ SSEAlgorithm: 'AES256' });
    const uploadsId = Object.keys(buckets).find((id) => buckets[id]!.Properties === uploads)!;
    const policy = Object.values(resourcesOf(template, 'AWS::S3::BucketPolicy')).find(
      (p) => p.Properties!.Bucket.Ref === uploadsId,
    )!;
    expect(policy.Properties!.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
  });

  it('takes presigned PUT and POST from the app origin only, and drops stale multipart uploads', () => {
    const [rule] = uploads.CorsConfiguration.CorsRules;
    expect(rule.AllowedOrigins).toHaveLength(1);
    expect(rule.AllowedMethods).toEqual(expect.arrayContaining(['PUT', 'POST']));
    expect(uploads.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
    );
    expect(uploads.LoggingConfiguration.DestinationBucketName).toBeDefined();
  });

  it('expires uploads never confirmed after a day, old versions included', () => {
    const staged = uploads.LifecycleConfiguration.Rules.find(
      (rule: any) => rule.Prefix === STAGED_UPLOADS_PREFIX,
    );
    expect(staged).toMatchObject({
      Status: 'Enabled',
      ExpirationInDays: 1,
      NoncurrentVersionExpiration: { NoncurrentDays: 1 },
    });
    // Kept files are not under it: only what waits to be checked expires.
    expect(stagedUploadsPrefix('u1').startsWith(staged.Prefix)).toBe(true);
    expect(userFilesPrefix('u1').startsWith(staged.Prefix)).toBe(false);
  });

  it('leaves no bucket of the stack public', () => {
    for (const [id, bucket] of Object.entries(buckets)) {
      expect(bucket.Properties!.PublicAccessBlockConfiguration?.BlockPublicPolicy, id).toBe(true);
    }
  });
});
