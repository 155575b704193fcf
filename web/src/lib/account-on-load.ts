import { accountRoutes } from '@http/routes/account';
import type { AnswerOf } from '@http/route-contract';
import { callRoute } from './call-route';

/** What the shell reads of the signed-in account on every page load (GET /api/me). */
export type AccountOnLoad = Pick<AnswerOf<typeof accountRoutes.me>, 'appLanguage' | 'termsVersion'>;

let loaded: { uid: string; account: Promise<AccountOnLoad> } | undefined;

/**
 * GET /api/me once per account and page load, shared by everything the shell checks (the kept
 * language, the terms accepted): one request, not one per check. A failed read is forgotten,
 * so the next check asks again.
 */
export function accountOnLoad(uid: string): Promise<AccountOnLoad> {
  if (loaded?.uid !== uid) {
    const account: Promise<AccountOnLoad> = callRoute(accountRoutes.me);
    loaded = { uid, account };
    account.catch(() => {
      if (loaded?.account === account) loaded = undefined;
    });
  }
  return loaded.account;
}
