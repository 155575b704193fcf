/**
 * The response headers the CloudFront distribution adds in AWS (infra/web.ts mirrors these).
 * The local cognito-local origin is allowed for sign-in; in AWS it is Cognito's own address.
 */
export const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy':
    "default-src 'self'; img-src 'self' data: blob: http://127.0.0.1:*; style-src 'self' 'unsafe-inline'; " +
    "connect-src 'self' http://localhost:* http://127.0.0.1:*; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
};
