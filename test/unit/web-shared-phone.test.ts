import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../web/src/lib/api-client';
import { mightBeSignedIn } from '../../web/src/lib/auth/session-hint';
import { chooseSessionOnly, sessionOnly } from '../../web/src/lib/auth/session-only';
import { forgetFormsOf, keep, keptForms } from '../../web/src/lib/offline/outbox';
import { apiCacheFor, OWN_API_CACHE, PUBLIC_API_CACHE } from '../../web/src/sw/cache-rules';

/*
 * "Stay signed in on this phone?" left unticked (docs/decisions/offline-and-pwa.md): the
 * session, what the person writes offline and the copies of their answers stay off the
 * phone's lasting storage. The browser's storages are stand-ins here (Node has none).
 */

vi.mock('../../web/src/lib/auth/id-token', () => ({
  getIdToken: async () => 'e30.eyJzdWIiOiJ1aWQtMSJ9.signature',
}));

/** A Storage as the browser's behaves, in memory. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

let local: MemoryStorage;
let session: MemoryStorage;
beforeEach(() => {
  local = new MemoryStorage();
  session = new MemoryStorage();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
  vi.stubGlobal('window', { localStorage: local, sessionStorage: session });
});
afterEach(() => vi.unstubAllGlobals());

const LAST_USER = 'CognitoIdentityServiceProvider.client-1.LastAuthUser';
const bearer = (sub: string) =>
  `Bearer e30.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.signature`;

describe('a session that ends with the browser', () => {
  it('is chosen in this tab only, and undone', () => {
    expect(sessionOnly()).toBe(false);
    chooseSessionOnly(true);
    expect(sessionOnly()).toBe(true);
    expect(session.getItem('marketplace.sessionOnly')).toBe('1');
    expect(local.length).toBe(0);
    chooseSessionOnly(false);
    expect(sessionOnly()).toBe(false);
  });

  it('is looked for where the choice says the tokens are, without loading Amplify', () => {
    expect(mightBeSignedIn()).toBe(false);
    session.setItem(LAST_USER, '+260971234567');
    // A tab that kept its session in localStorage does not see this one.
    expect(mightBeSignedIn()).toBe(false);
    chooseSessionOnly(true);
    expect(mightBeSignedIn()).toBe(true);
    // Nor does a session-only tab see a lasting session of someone else.
    session.removeItem(LAST_USER);
    local.setItem(LAST_USER, 'someone@demo.test');
    expect(mightBeSignedIn()).toBe(false);
  });

  it('asks for every signed-in answer not to be stored, by the browser or the service worker', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const cacheOfCall = (call: number) =>
      (fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].cache;

    await api('/api/me', { auth: true });
    expect(cacheOfCall(0)).toBeUndefined();
    chooseSessionOnly(true);
    await api('/api/me', { auth: true });
    expect(cacheOfCall(1)).toBe('no-store');
    // Public answers, asked without a token, are nobody's: kept as before.
    await api('/api/caregivers');
    expect(cacheOfCall(2)).toBeUndefined();
  });

  it('is kept by no cache of the service worker', () => {
    expect(apiCacheFor('/api/me', true)).toBe(OWN_API_CACHE);
    expect(apiCacheFor('/api/me', true, 'no-store')).toBeNull();
    expect(apiCacheFor('/api/conversations/c-1', true, 'no-store')).toBeNull();
    expect(apiCacheFor('/api/jobs', false, 'default')).toBe(PUBLIC_API_CACHE);
    expect(apiCacheFor('/api/jobs', false, 'no-store')).toBeNull();
  });
});

describe('forms written offline on a shared phone', () => {
  const form = (key: string, sub: string) => ({
    key,
    path: '/api/conversations/c-1/messages',
    method: 'POST',
    body: { text: `private words ${key}` },
    authorization: bearer(sub),
  });

  it('are kept with the session: in this tab only when it ends with the browser', () => {
    expect(keep(form('lasting-1', 'uid-a'))).toBe(true);
    expect(local.getItem('outbox')).toContain('lasting-1');
    chooseSessionOnly(true);
    expect(keep(form('tab-1', 'uid-b'))).toBe(true);
    expect(session.getItem('outbox')).toContain('tab-1');
    expect(local.getItem('outbox')).not.toContain('tab-1');
    expect(keptForms().map((kept) => kept.key)).toEqual(['tab-1']);
  });

  it('go with their writer at sign-out, wherever they were kept; nobody else’s do', () => {
    keep(form('a-1', 'uid-a'));
    keep(form('b-1', 'uid-b'));
    chooseSessionOnly(true);
    keep(form('a-2', 'uid-a'));
    expect(forgetFormsOf('uid-a')).toBe(2);
    expect(session.getItem('outbox')).toBeNull();
    expect(local.getItem('outbox')).not.toContain('private words a-1');
    expect(local.getItem('outbox')).toContain('b-1');
    expect(forgetFormsOf('uid-a')).toBe(0);
  });
});
