import { contentSecurityPolicy } from '../content-security-policy.js';

/**
 * The response headers the CloudFront distribution adds in AWS (infra/web-headers.ts), with the
 * same CSP built for the local origins: cognito-local instead of Cognito, s3rver instead of S3.
 * HSTS and upgrade-insecure-requests are left out: the local runtime is plain http on loopback.
 * `inlineStyles`: the built landing pages' CSS hashes (inline-styles.ts), as web.ts gives them.
 */
export function securityHeaders(
  origins: { cognito: string; uploads: string },
  inlineStyles: readonly string[] = [],
) {
  return {
    'content-security-policy': contentSecurityPolicy({
      ...origins,
      inlineStyles,
      upgradeInsecureRequests: false,
    }),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=()',
    'cross-origin-opener-policy': 'same-origin',
  };
}
