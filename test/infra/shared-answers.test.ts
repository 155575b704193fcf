import { describe, expect, it } from 'vitest';
import { sharedAnswerRoutes } from '../../infra/web-shared-answers.js';
import { SHARED_CACHE_MAX_SECONDS } from '../../lambdas/http/route.js';
import { resourcesOf, synthStage } from './synth-stage.js';

const { template } = synthStage();
const distribution = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'))[0]!
  .Properties!.DistributionConfig;
const behaviours: any[] = distribution.CacheBehaviors;
const policies = resourcesOf(template, 'AWS::CloudFront::CachePolicy');
const policyOf = (behaviour: any) =>
  policies[(behaviour.CachePolicyId as { Ref: string }).Ref]!.Properties!.CachePolicyConfig;

// AWS managed policy ids (the same in every account).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

describe('CloudFront keeps the answers the same for everyone', { timeout: 60_000 }, () => {
  const api = behaviours.find((b) => b.PathPattern === '/api/*');
  const shared = sharedAnswerRoutes.map((route) => ({
    route,
    behaviour: behaviours.find((b) => b.PathPattern === route.path),
  }));

  it('has a behaviour per shared path, before /api/* (the first pattern that matches wins)', () => {
    for (const { route, behaviour } of shared) {
      expect(behaviour, route.path).toBeDefined();
      expect(behaviours.indexOf(behaviour)).toBeLessThan(behaviours.indexOf(api));
      expect(behaviour.TargetOriginId).toBe(api.TargetOriginId);
      expect([...behaviour.AllowedMethods].sort()).toEqual(['GET', 'HEAD']);
      expect(behaviour.ViewerProtocolPolicy).toBe('https-only');
      expect(behaviour.ResponseHeadersPolicyId).toEqual(api.ResponseHeadersPolicyId);
    }
    // The default quota is 25 behaviours a distribution.
    expect(behaviours.length).toBeLessThanOrEqual(25);
  });

  it("keeps what the origin's s-maxage says, keyed by path, query string and compression", () => {
    for (const { route, behaviour } of shared) {
      const policy = policyOf(behaviour);
      expect(policy.MinTTL).toBe(0);
      expect(policy.DefaultTTL).toBe(0);
      expect(policy.MaxTTL).toBe(SHARED_CACHE_MAX_SECONDS);
      const key = policy.ParametersInCacheKeyAndForwardedToOrigin;
      expect(key.QueryStringsConfig.QueryStringBehavior).toBe('all');
      expect(key.CookiesConfig.CookieBehavior).toBe('none');
      expect(key.EnableAcceptEncodingGzip).toBe(true);
      expect(key.EnableAcceptEncodingBrotli).toBe(true);
      if (route.cache?.byViewerCountry) {
        expect(key.HeadersConfig).toEqual({
          HeaderBehavior: 'whitelist',
          Headers: ['CloudFront-Viewer-Country'],
        });
      } else {
        expect(key.HeadersConfig.HeaderBehavior).toBe('none');
      }
    }
  });

  it('forwards nothing outside the key to the function (no origin request policy)', () => {
    for (const { behaviour } of shared) {
      expect(behaviour.OriginRequestPolicyId).toBeUndefined();
      expect(behaviour.FunctionAssociations).toBeUndefined();
    }
  });

  it('leaves every other /api/* path uncached, with the viewer headers it reads', () => {
    expect(api.CachePolicyId).toBe(CACHING_DISABLED);
    expect(api.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
    expect(api.AllowedMethods).toContain('POST');
  });
});
