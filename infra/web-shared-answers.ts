import { Duration } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type IOrigin,
  type IResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { SHARED_CACHE_MAX_SECONDS, type RouteDef } from '../lambdas/http/route.js';
import { routeList } from '../lambdas/http/routes.js';

/** The routes whose answers are the same for everyone (route.ts `cache`), in the table's order. */
export const sharedAnswerRoutes: readonly RouteDef[] = routeList.filter((route) => route.cache);

/** CloudFront's name for the viewer-country header (lambdas/http/viewer-country.ts). */
const VIEWER_COUNTRY = 'CloudFront-Viewer-Country';

/**
 * One cache behaviour per shared answer's path, to put before `/api/*` (CloudFront takes the
 * first behaviour whose pattern matches, in order). Its cache policy keeps what the origin's
 * Cache-Control s-maxage says (minimum and default TTL 0: an answer without one is not kept),
 * keyed by the path, the whole query string and the normalised Accept-Encoding (the function
 * compresses), plus the viewer's country on a route that varies by it. No origin request policy:
 * the function sees only the key and the origin secret, so no header, cookie or token can make
 * one caller's answer differ from the copy served to the next (infra/local/edge-cache.ts does
 * the same locally).
 */
export function sharedAnswerBehaviors(
  scope: Construct,
  origin: IOrigin,
  responseHeadersPolicy: IResponseHeadersPolicy,
): Record<string, BehaviorOptions> {
  const policies = new Map<boolean, CachePolicy>();
  const policyFor = (byCountry: boolean) => {
    let policy = policies.get(byCountry);
    if (!policy) {
      policy = new CachePolicy(scope, byCountry ? 'SharedAnswersByCountry' : 'SharedAnswers', {
        comment: byCountry
          ? 'API answers the same for every visit from one country, for their s-maxage'
          : 'API answers the same for everyone, for their s-maxage',
        minTtl: Duration.seconds(0),
        defaultTtl: Duration.seconds(0),
        maxTtl: Duration.seconds(SHARED_CACHE_MAX_SECONDS),
        queryStringBehavior: CacheQueryStringBehavior.all(),
        headerBehavior: byCountry
          ? CacheHeaderBehavior.allowList(VIEWER_COUNTRY)
          : CacheHeaderBehavior.none(),
        cookieBehavior: CacheCookieBehavior.none(),
        enableAcceptEncodingGzip: true,
        enableAcceptEncodingBrotli: true,
      });
      policies.set(byCountry, policy);
    }
    return policy;
  };
  return Object.fromEntries(
    sharedAnswerRoutes.map((route) => [
      route.path,
      {
        origin,
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: policyFor(route.cache?.byViewerCountry === true),
        responseHeadersPolicy,
      },
    ]),
  );
}
