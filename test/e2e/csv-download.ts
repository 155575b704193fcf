import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { STEP_MS } from './browser.js';

/**
 * Presses "Download CSV" and reads the file the browser saved: its name must be
 * `<list>-<day>.csv`; answers its records (header first, no byte-order mark, no cell of these
 * tests holds a line break).
 */
export async function downloadCsv(page: Page, list: string): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: STEP_MS }),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${list}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const csv = await readFile((await download.path())!, 'utf8');
  return csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);
}
