import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { STEP_MS, expectPath, headerSignInLink, headerSignOutButton } from './browser.js';

/*
 * What a signed-in person leaves on the phone (docs/decisions/offline-and-pwa.md, "A shared
 * phone: a session that ends with the browser"): read from the page, for the shared-phone tests.
 */

/** Amplify's keys for a session (its tokens and who signed in last). */
export const isAmplifyKey = (key: string) => key.startsWith('CognitoIdentityServiceProvider.');

/** Both storages of the page, as key -> value. */
export const storages = (page: Page) =>
  page.evaluate(() => {
    const dump = (storage: Storage) =>
      Object.fromEntries(
        Array.from({ length: storage.length }, (_, i) => storage.key(i)!).map((key) => [
          key,
          storage.getItem(key) ?? '',
        ]),
      );
    return { local: dump(localStorage), session: dump(sessionStorage) };
  });

/** The account's id, read from the ID token Amplify keeps in `store`. */
export function uidIn(store: Record<string, string>): string {
  const token = Object.entries(store).find(([key]) => /\.idToken$/.test(key))?.[1] ?? '';
  const payload = token.split('.')[1] ?? '';
  const sub = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: string })
    .sub;
  expect(sub, 'an ID token with a sub').toBeTruthy();
  return sub!;
}

/**
 * Everything the origin keeps on the phone: both storages, the address of every answer in Cache
 * Storage, and every record of every IndexedDB database (the service worker's expiration notes
 * among them; the forms kept offline are in the storages).
 */
export const keptOnThePhone = (page: Page) =>
  page.evaluate(async () => {
    const dump = (storage: Storage) =>
      Object.fromEntries(
        Array.from({ length: storage.length }, (_, i) => storage.key(i)!).map((key) => [
          key,
          storage.getItem(key) ?? '',
        ]),
      );
    const cached: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys())
        cached.push(`${name} ${request.url}`);
    const databases: Record<string, unknown[]> = {};
    const opened = (name: string) =>
      new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error(`cannot open ${name}`));
      });
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await opened(name);
      for (const store of Array.from(db.objectStoreNames))
        databases[`${name}/${store}`] = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result as unknown[]);
          request.onerror = () => reject(request.error ?? new Error(`cannot read ${store}`));
        });
      db.close();
    }
    return { local: dump(localStorage), session: dump(sessionStorage), cached, databases };
  });

/** Nothing of the signed-out person is left on the phone: no token, id, number or words. */
export async function expectNothingPrivate(page: Page, secrets: string[]) {
  // The worker drops its copies when told of the sign-out: a moment after the page.
  await expect
    .poll(
      async () => {
        const kept = await keptOnThePhone(page);
        const text = JSON.stringify(kept);
        return {
          sessionKeys: [...Object.keys(kept.local), ...Object.keys(kept.session)].filter(
            isAmplifyKey,
          ),
          tokens: text.match(/eyJ[\w-]+\.eyJ[\w-]+/g) ?? [],
          ownCopies: kept.cached.filter((entry) => entry.startsWith('api-own ')),
          outbox: [kept.local.outbox, kept.session.outbox].filter(Boolean),
          secrets: secrets.filter((secret) => text.includes(secret)),
        };
      },
      { timeout: STEP_MS },
    )
    .toEqual({ sessionKeys: [], tokens: [], ownCopies: [], outbox: [], secrets: [] });
}

/**
 * A session kept in the tab only: what outlives the browser (cookies, localStorage) holds no
 * session, so a new tab, like the browser opened again, is sent to sign in from `path`.
 */
export async function expectSessionEndsWithTheTab(page: Page, path: string) {
  const lasting = await page.context().storageState();
  expect(
    lasting.origins.flatMap((origin) => origin.localStorage.map((item) => item.name)),
  ).not.toContainEqual(expect.stringMatching(/^CognitoIdentityServiceProvider\./));
  const otherTab = await page.context().newPage();
  await otherTab.goto(path);
  await expectPath(otherTab, '/login/user', path);
  await headerSignInLink(otherTab).waitFor();
  await otherTab.close();
}

/**
 * Signs out while offline with a form still kept on the phone: the words go with the person,
 * the page says so, and once back online nothing of `secrets` is left.
 */
export async function signOutDroppingUnsent(page: Page, secrets: string[]) {
  await headerSignOutButton(page).click();
  await expectPath(page, '/');
  await page
    .getByRole('status')
    .getByText(
      'You have signed out. Something you wrote offline had not been sent yet, so it was deleted from this phone.',
    )
    .waitFor();
  await page.context().setOffline(false);
  await headerSignInLink(page).waitFor();
  await expectNothingPrivate(page, secrets);
}

/** A session that ends with the tab: Amplify's tokens in sessionStorage only; its uid. */
export async function expectTokensInTheTabOnly(page: Page): Promise<string> {
  const tabOnly = await storages(page);
  expect(Object.keys(tabOnly.local).filter(isAmplifyKey)).toEqual([]);
  expect(Object.keys(tabOnly.session).some((key) => /\.idToken$/.test(key))).toBe(true);
  expect(tabOnly.session['marketplace.sessionOnly']).toBe('1');
  return uidIn(tabOnly.session);
}
