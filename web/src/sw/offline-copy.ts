/**
 * The header the service worker adds to an API answer it served from its cache because the
 * network failed: the page then shows its offline notice (lib/api-client.ts).
 */
export const OFFLINE_COPY_HEADER = 'x-offline-copy';
