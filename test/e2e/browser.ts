import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { chromiumPath } from '../support/chromium.js';

/** Debian's chromium, or CHROMIUM_PATH's (test/support/chromium.ts); never a downloaded browser. */
export const LAUNCH = {
  executablePath: chromiumPath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/** How long a UI step may take before the test fails (the stack answers in well under this). */
export const STEP_MS = 10_000;

export const DEMO_PASSWORD = 'Demo-pass-2026';

/**
 * One browser per test file, a fresh context (no cookies, no storage) per page: a phone-sized
 * viewport, the app's origin as base URL. Errors the page throws are collected per page.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.launch(LAUNCH);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    /**
     * `deviceScaleFactor`: the screen's pixels per CSS pixel (1 unless given); `baseURL`: a
     * stack the test started itself instead of the shared one; `serviceWorkers: 'block'` keeps
     * the app's worker out, so every request the page makes is the page's own (page.route).
     */
    async newPage(
      screen: {
        deviceScaleFactor?: number;
        baseURL?: string;
        serviceWorkers?: 'block';
        /** A desktop screen instead of the phone (with `isMobile: false, hasTouch: false`). */
        viewport?: { width: number; height: number };
        isMobile?: boolean;
        hasTouch?: boolean;
      } = {},
    ): Promise<Page> {
      if (!browser) throw new Error('the browser did not start');
      const context = await browser.newContext({
        baseURL: inject('baseUrl'),
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
        ...screen,
      });
      context.setDefaultTimeout(STEP_MS);
      contexts.push(context);
      return context.newPage();
    },
    /** A new page signed in through the form, on `path` (a same-origin return address). */
    async signedIn(who: { email: string; password: string }, path: string): Promise<Page> {
      const page = await this.newPage();
      await page.goto(`/login/user?return=${encodeURIComponent(path)}`);
      await signInWithForm(page, who.email, who.password);
      await expectPath(page, path.split('?')[0]!);
      return page;
    },
  };
}

/** The path and query of the page now shown (decoded by URL, not by hand). */
export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Waits until the address bar shows this path (and, when given, this return= value). */
export async function expectPath(page: Page, pathname: string, returnTo?: string) {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: STEP_MS });
  if (returnTo !== undefined) {
    expect(new URL(page.url()).searchParams.get('return')).toBe(returnTo);
  }
}

/** What a list's "More" button says while its next page loads (web/src/ui/load-more.tsx). */
const LOADING_MORE = 'Loading…';

/**
 * Presses a list's "More" button until `row` shows: other tests add to the same lists, so the
 * row may be pages down. After each press it waits until the list has `items` more than before
 * or the button is gone (every page in), so it never presses while a page is still loading and
 * never waits a fixed time. Call it once the list shows its answer; fails if the row is not in
 * the list once every page is.
 */
export async function moreUntilShown(
  row: Locator,
  { items, more }: { items: Locator; more: Locator },
): Promise<void> {
  const loading = more.page().getByRole('button', { name: LOADING_MORE, exact: true });
  while ((await row.count()) === 0 && (await more.isVisible())) {
    const before = await items.count();
    await more.click();
    await expect
      .poll(
        async () =>
          (await items.count()) > before ||
          ((await more.count()) === 0 && (await loading.count()) === 0),
        { timeout: STEP_MS, message: 'the list grew or its More button went after a press' },
      )
      .toBe(true);
  }
  await row.first().waitFor();
}

/** The page's single h1. */
export const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

/**
 * Chooses e-mail on a sign-in or registration page, which opens on the phone way
 * (web/src/features/auth/components/sign-in-way.tsx); found by its value, in any language.
 */
export async function chooseEmail(page: Page) {
  const byEmail = page.getByRole('main').locator('input[name="way"][value="email"]');
  if (!(await byEmail.isChecked())) await byEmail.check();
  await page.getByRole('main').locator('input[type="email"]').waitFor();
}

/** Fills the sign-in form the page shows (by e-mail) and presses its button. */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await heading(page, 'Sign in').waitFor();
  await chooseEmail(page);
  const form = page.getByRole('main');
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The header's own "Sign in" link, shown only when signed out. */
export const headerSignInLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true });

/**
 * The header's Inbox or Messages link by its whole accessible name: the visible word, then the
 * unread count and "unread" when there is any ("Inbox 2 unread"), else the word alone.
 */
export const headerCountLink = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name, exact: true });

/**
 * Opens a search's filters, folded behind "Filters (n)" on a phone (ui/filter-panel.tsx), and
 * waits until they show.
 */
export async function openFilters(page: Page) {
  const toggle = page.getByRole('main').locator('summary.filters__toggle');
  await toggle.click();
  await expect
    .poll(() => toggle.evaluate((summary) => summary.parentElement?.hasAttribute('open')))
    .toBe(true);
}

/** The header's "Sign out" button, shown only when signed in. */
export const headerSignOutButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Sign out', exact: true });

/**
 * The header's "Sign out" (named `label`, in the page's language) is shown whole on a 360 px
 * phone, a whole tap target, and the page is no wider than the phone.
 */
export async function expectSignOutOnScreen(page: Page, label = 'Sign out') {
  const button = page.getByRole('banner').getByRole('button', { name: label, exact: true });
  await button.waitFor();
  const box = await button.boundingBox();
  expect(box, `"${label}" in the header`).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
}

/** The header's menu of the signed-in person's own pages (web/src/app/layouts/account-menu.tsx). */
export const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'My account' });

/** Opens the account menu (closed on every page) and answers its link named `name`. */
export async function accountMenuLink(page: Page, name: string) {
  const toggle = accountMenu(page).getByRole('button', { name: 'My account pages' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return accountMenu(page).getByRole('link', { name, exact: true });
}

/** Inputs (not hidden ones) that have no accessible name at all: should be none. */
export async function unlabelledInputs(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) =>
    Array.from(
      main.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
        'input:not([type=hidden]), textarea, select',
      ),
    )
      .filter((input) => {
        const labelled = Array.from(input.labels ?? []).some((label) => label.textContent?.trim());
        const aria =
          input.getAttribute('aria-label')?.trim() || input.getAttribute('aria-labelledby');
        return !labelled && !aria;
      })
      .map((input) => input.outerHTML),
  );
}
