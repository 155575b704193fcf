import { Duration, Stack } from 'aws-cdk-lib';
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

export interface ContentSources {
  /** Regional host of the uploads bucket: presigned PUT/POST (connect) and photos (img). */
  uploadsHost: string;
  /** Cognito hosted-domain host, when social sign-in is on (token exchange by fetch). */
  oauthDomain?: string;
}

/**
 * CSP for the React SPA: everything from its own origin (the SPA and /api share it), plus
 * Cognito's API for sign-in and the uploads bucket. No inline scripts, no framing.
 */
export function contentSecurityPolicy(scope: Construct, sources: ContentSources): string {
  const cognito = `https://cognito-idp.${Stack.of(scope).region}.amazonaws.com`;
  const uploads = `https://${sources.uploadsHost}`;
  const connect = ["'self'", cognito, uploads, ...(sources.oauthDomain ? [`https://${sources.oauthDomain}`] : [])];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: blob: ${uploads}`,
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

/** One policy for the SPA and the API alike. */
export function securityHeadersPolicy(scope: Construct, id: string, sources: ContentSources) {
  return new ResponseHeadersPolicy(scope, id, {
    comment: 'Strict security headers for the SPA and /api',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(scope, sources), override: true },
      // No `preload`: that commits the whole registered domain and is the domain owner's call.
      strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
    },
    customHeadersBehavior: {
      customHeaders: [
        { header: 'Permissions-Policy', value: 'camera=(), microphone=()', override: true },
        { header: 'Cross-Origin-Opener-Policy', value: 'same-origin', override: true },
      ],
    },
  });
}
