import { isIP, isIPv6 } from 'node:net';
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

/** The eight 16-bit groups of an IPv6 address, `::` filled in (an embedded IPv4 as two). */
function ipv6Groups(address: string): string[] {
  const withoutV4 = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
    [(+a << 8) | +b, (+c << 8) | +d].map((group) => group.toString(16)).join(':'),
  );
  const [head = '', tail] = withoutV4.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const missing = tail === undefined ? 0 : 8 - groups(head).length - groups(tail).length;
  return [...groups(head), ...Array<string>(missing).fill('0'), ...groups(tail ?? '')].map(
    (group) => group.toLowerCase().replace(/^0+(?=.)/, ''),
  );
}

/**
 * One network client, for limits counted per client (lambdas/core/rate-limits/limits.ts): an
 * IPv4 address as it is, and an IPv6 address by its /64, the block one subscriber's line or
 * phone gets (RFC 6177), inside which a caller can change its address at will. An IPv4 address
 * written as IPv6 (::ffff:a.b.c.d) is that IPv4 address.
 */
export function clientOf(address: string): string {
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}
