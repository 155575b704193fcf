import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The rules checked: WCAG 2.1 A and AA, the level the product promises. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's WCAG violations on the page as it is now, each with where it was found. */
export async function violationsOn(page: Page): Promise<string[]> {
  // Evaluated over the DevTools protocol: the page's Content-Security-Policy stays as it is.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async (tags) =>
      (
        await (
          window as unknown as {
            axe: { run: (context: Document, options: object) => Promise<{ violations: unknown }> };
          }
        ).axe.run(document, { runOnly: { type: 'tag', values: tags } })
      ).violations,
    WCAG,
  );
  return (violations as Violation[]).map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}
