export interface ContentSources {
  /** Origin of Cognito's API, e.g. https://cognito-idp.af-south-1.amazonaws.com. */
  cognito: string;
  /** Origin of the uploads bucket: presigned PUT/POST (connect) and photos (img). */
  uploads: string;
  /** Origin of the Cognito hosted domain, when social sign-in is on (token exchange by fetch). */
  oauth?: string;
  /** Origins of CloudWatch RUM (`rumOrigins`), only on stages that turn RUM on. */
  rum?: readonly string[];
  /** Off only for the local runtime, which is plain http on loopback. Default on. */
  upgradeInsecureRequests?: boolean;
  /** Hash sources of the landing pages' inline CSS (`inlineStyleSources`, inline-styles.ts). */
  inlineStyles?: readonly string[];
}

/**
 * CSP for the React SPA: everything from its own origin (the SPA and /api share it), plus
 * Cognito's API for sign-in and the uploads bucket. No inline scripts, no framing; inline CSS
 * only as the build wrote it (by hash, never 'unsafe-inline'). Plain strings without CDK, so the
 * local runtime can send the same policy with its own origins.
 */
export function contentSecurityPolicy(sources: ContentSources): string {
  const { cognito, uploads, oauth, rum = [], upgradeInsecureRequests = true } = sources;
  const styles = ["'self'", ...(sources.inlineStyles ?? [])];
  const connect = ["'self'", cognito, uploads, ...(oauth ? [oauth] : []), ...rum];
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${styles.join(' ')}`,
    `img-src 'self' data: blob: ${uploads}`,
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(upgradeInsecureRequests ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/**
 * What the CloudWatch RUM web client fetches: only the events endpoint, unsigned (the monitor's
 * resource policy allows it, infra/rum.ts). Its script is one of our own chunks.
 */
export const rumOrigins = (region: string): string[] => [
  `https://dataplane.rum.${region}.amazonaws.com`,
];
