import { countryByCode } from '../core/reference/countries.js';

/**
 * The header that carries the country a visit comes from: CloudFront adds it to each /api/*
 * request from the viewer's address (the behaviour's origin request policy forwards it:
 * infra/web.ts); the local router plays CloudFront with a setting (LOCAL_VIEWER_COUNTRY). An
 * ISO 3166-1 alpha-2 code. docs/decisions/countries-and-places.md, "The visitor's country".
 */
export const viewerCountryHeader = 'cloudfront-viewer-country';

/** The visit's country as an ISO code we know, or undefined where it could not be located. */
export function viewerCountry(headers: Record<string, string | undefined>): string | undefined {
  return countryByCode(headers[viewerCountryHeader])?.countryCode;
}
