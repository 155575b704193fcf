import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { landingPages } from '../lambdas/core/reference/screens.js';

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style>/g;

/**
 * The Content-Security-Policy sources ('sha256-…') that let the built landing pages' inline CSS
 * apply (web/vite.config.ts writes it into their HTML so the first paint waits for no
 * stylesheet). Read from the pages themselves, so the policy allows exactly what this build
 * wrote: CloudFront's policy at synth (web.ts) and the local server once the build is there
 * (local/spa-static.ts). None when the SPA is not built. A browser hashes the element's text as
 * UTF-8, as here; the build writes no carriage returns, which its parser would rewrite.
 */
export function inlineStyleSources(dist: string | undefined): string[] {
  if (!dist) return [];
  const sources = new Set<string>();
  for (const { html } of landingPages) {
    const file = join(dist, html);
    if (!existsSync(file)) continue;
    for (const [, css = ''] of readFileSync(file, 'utf8').matchAll(STYLE_ELEMENT))
      sources.add(`'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`);
  }
  return [...sources];
}
