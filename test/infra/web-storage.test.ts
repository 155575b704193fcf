import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { viewerAddressHeader } from '../../lambdas/http/caller-address.js';
import { resourcesOf, synthStage } from './synth-stage.js';

const { template, config } = synthStage();
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

  it('falls back to the SPA with a function, never with error responses (API 404s stay 404)', () => {
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
    const handler = runInNewContext(`${code}; handler`) as (e: unknown) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/login/parent')).toBe('/app.html');
    expect(rewrite('/find_job/abc/')).toBe('/app.html');
    // The landing pages' prerendered copies (web/vite.config.ts).
    expect(rewrite('/find_job/all')).toBe('/find_job/all/index.html');
    expect(rewrite('/find_childcarer/all/')).toBe('/find_childcarer/all/index.html');
    expect(rewrite('/assets/index-3f2a.js')).toBe('/assets/index-3f2a.js');
    expect(rewrite('/favicon.ico')).toBe('/favicon.ico');
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
  });

  it('writes access logs', () => {
    expect(distribution.Logging.Bucket).toBeDefined();
    expect(distribution.HttpVersion).toBe('http2and3');
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
    expect(rule.AllowedOrigins).toEqual([config.appUrl]);
    expect(rule.AllowedMethods).toEqual(expect.arrayContaining(['PUT', 'POST']));
    expect(uploads.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
    );
    expect(uploads.LoggingConfiguration.DestinationBucketName).toBeDefined();
  });

  it('leaves no bucket of the stack public', () => {
    for (const [id, bucket] of Object.entries(buckets)) {
      expect(bucket.Properties!.PublicAccessBlockConfiguration?.BlockPublicPolicy, id).toBe(true);
    }
  });
});
