import { accountOf } from '../../sw/cache-rules';
import { ApiError } from '../api-error';
import { getIdToken } from '../auth/id-token';
import { sessionStore } from '../auth/session-only';
import { noteOutboxResult } from './connection';

/**
 * Forms written offline (api-client's `keepOffline`), kept in this browser's storage so they
 * survive a reload or a closed app, and sent once the network is back: each keeps the
 * Idempotency-Key it was first sent with, so the API does it once even if an earlier try did
 * reach it. A kept form is sent only with the token of the account that wrote it.
 */
export interface KeptForm {
  key: string;
  /** The `sub` of the writer's token: never sent with another account's. */
  account: string;
  method: string;
  path: string;
  body: unknown;
  keptAt: number;
}

/**
 * How a kept form is sent again: api-client's `api`, handed in by start-offline.ts. This file
 * cannot import it: api-client loads this file to keep a form.
 */
export type SendKept = (
  path: string,
  request: { method: 'POST' | 'PUT' | 'DELETE'; body: unknown; auth: true; idempotencyKey: string },
) => Promise<unknown>;

const STORAGE_KEY = 'outbox';

/**
 * Kept where the session is (session-only.ts): a session that ends with the browser keeps its
 * forms in that tab's sessionStorage, which goes with it (nobody could send them after anyway).
 */
const formsStore = (): Storage => {
  const store = sessionStore();
  if (!store) throw new Error('no storage');
  return store;
};

const isKeptForm = (value: unknown): value is KeptForm => {
  const form = value as Partial<KeptForm> | null;
  return (
    typeof form?.key === 'string' &&
    typeof form.account === 'string' &&
    typeof form.method === 'string' &&
    typeof form.path === 'string' &&
    form.path.startsWith('/api/')
  );
};

function formsIn(storage: Storage): KeptForm[] {
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter(isKeptForm) : [];
  } catch {
    return [];
  }
}

export function keptForms(): KeptForm[] {
  try {
    return formsIn(formsStore());
  } catch {
    return [];
  }
}

function storeIn(storage: Storage, forms: KeptForm[]): void {
  if (forms.length) storage.setItem(STORAGE_KEY, JSON.stringify(forms));
  else storage.removeItem(STORAGE_KEY);
}

const store = (forms: KeptForm[]) => storeIn(formsStore(), forms);

/**
 * At sign-out: the person's forms not sent yet are deleted from the phone (both storages), so
 * the next person on it finds none of what they wrote. Answers how many went.
 */
export function forgetFormsOf(account: string): number {
  let dropped = 0;
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      const storage = window[name];
      const forms = formsIn(storage);
      const others = forms.filter((form) => form.account !== account);
      dropped += forms.length - others.length;
      if (others.length !== forms.length) storeIn(storage, others);
    } catch {
      // storage blocked: nothing was kept there
    }
  }
  return dropped;
}

/** Keeps a form that could not be sent; false when it cannot be kept (no account, no room). */
export function keep(form: {
  key: string;
  path: string;
  method: string;
  body: unknown;
  authorization?: string;
}): boolean {
  const { authorization, ...request } = form;
  const account = accountOf(authorization ?? null);
  if (!account) return false;
  try {
    const others = keptForms().filter((kept) => kept.key !== form.key);
    store([...others, { ...request, account, keptAt: Date.now() }]);
    return true;
  } catch {
    return false;
  }
}

const forget = (key: string) => store(keptForms().filter((form) => form.key !== key));

/**
 * Sends the signed-in account's kept forms, oldest first. An answer (done or refused) takes
 * a form off the list; no answer (still offline, the API busy) leaves it for the next time.
 */
async function sendKept(send: SendKept): Promise<void> {
  const token = await getIdToken().catch(() => null);
  const account = accountOf(token ? `Bearer ${token}` : null);
  const mine = keptForms().filter((form) => form.account === account);
  let sent = 0;
  const refused: string[] = [];
  for (const form of mine) {
    try {
      await send(form.path, {
        method: form.method as 'POST' | 'PUT' | 'DELETE',
        body: form.body,
        auth: true,
        idempotencyKey: form.key,
      });
      sent += 1;
    } catch (error) {
      if (!(error instanceof ApiError) || error.isTransient || error.status === 401) break;
      refused.push(error.message);
    }
    forget(form.key);
  }
  if (sent || refused.length) {
    noteOutboxResult(sent, refused);
    // Lists on screen (my jobs, say) show what was just sent.
    const { queryClient } = await import('../query-client');
    await queryClient.invalidateQueries();
  }
}

let sending: Promise<void> | null = null;

/**
 * Sends the kept forms, once at a time: in this tab by a shared promise, across tabs by a
 * Web Lock where the browser has them (the Idempotency-Key covers the rest).
 */
export function sendKeptForms(send: SendKept): Promise<void> {
  if (!keptForms().length) return Promise.resolve();
  const locks = (navigator as { locks?: LockManager }).locks;
  const run = locks
    ? async () => {
        await locks.request('outbox', () => sendKept(send));
      }
    : () => sendKept(send);
  const started = (sending ??= run().finally(() => {
    sending = null;
  }));
  return started;
}
