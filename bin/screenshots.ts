import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { spawnLocalStack } from '../infra/local/spawn-local.js';

/**
 * `npm run screenshots`: the main screens as a new visitor, a parent and an admin see them, at
 * a 360 px phone and a 1280 px desk, saved into docs/screenshots/ (what the README shows). Runs
 * on a stack of its own with fresh demo data, in Debian's chromium (or CHROMIUM_PATH's).
 */
const root = resolve(import.meta.dirname, '..');
const out = join(root, 'docs/screenshots');

const screens: { name: string; path: string; as?: string; fullPage?: boolean }[] = [
  { name: 'home', path: '/' },
  { name: 'find-caregiver', path: '/find_childcarer/all' },
  { name: 'find-job', path: '/find_job/all' },
  { name: 'caregiver-cv', path: '/cv/demo-caregiver-001' },
  { name: 'job', path: '/job/demo-job-01' },
  { name: 'sign-in', path: '/login/user' },
  { name: 'parent-account', path: '/my_account/parent/overview/user/none', as: 'parent@demo.test' },
  { name: 'inbox', path: '/inbox', as: 'caregiver@demo.test' },
  { name: 'admin-dashboard', path: '/admin', as: 'admin@demo.test', fullPage: true },
];

const screenSizes = [
  { width: 360, height: 740, isMobile: true, hasTouch: true },
  { width: 1280, height: 900, isMobile: false, hasTouch: false },
];

/** The screen has drawn: its heading, and nothing still loading. */
async function settled(page: Page) {
  await page.locator('h1').first().waitFor();
  await page.locator('.status--loading').first().waitFor({ state: 'detached' });
}

async function signIn(page: Page, email: string) {
  await page.goto('/login/user');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Demo-pass-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

async function shoot(browser: Browser, baseURL: string) {
  for (const { width, height, isMobile, hasTouch } of screenSizes) {
    const pages = new Map<string | undefined, Page>();
    for (const screen of screens) {
      let page = pages.get(screen.as);
      if (!page) {
        const context = await browser.newContext({
          baseURL,
          viewport: { width, height },
          isMobile,
          hasTouch,
        });
        page = await context.newPage();
        if (screen.as) await signIn(page, screen.as);
        pages.set(screen.as, page);
      }
      await page.goto(screen.path);
      await settled(page);
      const file = join(out, `${screen.name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: screen.fullPage ?? false });
      console.log(`  ${file}`);
    }
  }
}

mkdirSync(out, { recursive: true });
const stack = await spawnLocalStack('memory');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  await shoot(browser, stack.url);
} finally {
  await browser.close();
  await stack.stop();
}
