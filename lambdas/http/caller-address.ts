import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The header that carries the viewer's own address to the API: CloudFront sets it on every
 * /api/* request from the viewer's connection (infra/web-viewer-address.ts), replacing any
 * value the viewer sent; the local router does the same from its socket. A plain IPv4 or IPv6
 * address, no port.
 */
export const viewerAddressHeader = 'true-client-ip';

/**
 * Who is calling, by network address, for anonymous rate limits and the request's log lines.
 * Behind CloudFront, API Gateway's sourceIp is CloudFront's edge, shared by everyone near it,
 * so the viewer's address comes from the header. It is read only here: the header is as
 * trustworthy as the proof that the request came through CloudFront (the origin secret), and
 * this is the one place that decides. Anything that is not an address falls back to sourceIp.
 */
export function callerAddress(event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>) {
  const viewer = event.headers?.[viewerAddressHeader]?.trim();
  return viewer && isIP(viewer) ? viewer : event.requestContext.http.sourceIp;
}
