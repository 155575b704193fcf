import { Duration, Stack } from 'aws-cdk-lib';
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { contentSecurityPolicy, rumOrigins } from './content-security-policy.js';

export interface CloudSources {
  /** Regional host of the uploads bucket. */
  uploadsHost: string;
  /** Cognito hosted-domain host, when social sign-in is on. */
  oauthDomain?: string;
  /** CloudWatch RUM is on for this stage: the SPA may reach its endpoints. */
  rum?: boolean;
  /** Hash sources of the built landing pages' inline CSS (`inlineStyleSources`). */
  inlineStyles?: readonly string[];
}

/** One policy for the SPA and the API alike. */
export function securityHeadersPolicy(scope: Construct, id: string, sources: CloudSources) {
  const { region } = Stack.of(scope);
  const csp = contentSecurityPolicy({
    cognito: `https://cognito-idp.${region}.amazonaws.com`,
    uploads: `https://${sources.uploadsHost}`,
    oauth: sources.oauthDomain ? `https://${sources.oauthDomain}` : undefined,
    rum: sources.rum ? rumOrigins(region) : undefined,
    inlineStyles: sources.inlineStyles,
  });
  return new ResponseHeadersPolicy(scope, id, {
    comment: 'Strict security headers for the SPA and /api',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
      // No `preload`: that commits the whole registered domain and is the domain owner's call.
      strictTransportSecurity: {
        accessControlMaxAge: Duration.days(730),
        includeSubdomains: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: {
        referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
    },
    customHeadersBehavior: {
      customHeaders: [
        { header: 'Permissions-Policy', value: 'camera=(), microphone=()', override: true },
        { header: 'Cross-Origin-Opener-Policy', value: 'same-origin', override: true },
      ],
    },
  });
}
