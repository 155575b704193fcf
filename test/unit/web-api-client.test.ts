import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../web/src/lib/api-client';
import { ApiError } from '../../web/src/lib/api-error';
import { i18n } from '../../web/src/i18n/i18n';
import { tApp } from '../../web/src/i18n/app/i18n';

/** fetch is the browser's, not ours: replacing it is how the client's failure paths are reached. */
const respond = (status: number, body: unknown) =>
  vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('api client', () => {
  it('sends JSON and returns the parsed body', async () => {
    const fetchMock = respond(200, { message: 'ok' });
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/api/contact', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      message: 'ok',
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it("asks for the API's messages in the app's language", async () => {
    const fetchMock = respond(200, {});
    vi.stubGlobal('fetch', fetchMock);
    i18n.activate('fr');
    await api('/api/health');
    i18n.activate('en');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['accept-language']).toBe('fr');
  });

  it("says its own sign-in message for API Gateway's untranslated 401", async () => {
    vi.stubGlobal('fetch', respond(401, { message: 'Unauthorized' }));
    const refused = await failure(api('/api/cart'));
    expect([refused.status, refused.message]).toEqual([401, tApp('error.signInAgain')]);
  });

  it('turns an error body into an ApiError with its message and field messages', async () => {
    vi.stubGlobal('fetch', respond(409, { code: 'aborted', message: 'Email already in use' }));
    const conflict = await failure(api('/api/auth/register', { method: 'POST', body: {} }));
    expect([conflict.status, conflict.code, conflict.message]).toEqual([
      409,
      'aborted',
      'Email already in use',
    ]);

    vi.stubGlobal(
      'fetch',
      respond(400, {
        code: 'invalid-argument',
        message: 'Invalid Email',
        fields: { email: 'Invalid Email', n: 3 },
      }),
    );
    expect((await failure(api('/x'))).fields).toEqual({ email: 'Invalid Email' });
  });

  it('gives a safe message when the error body is not ours', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    expect((await failure(api('/x'))).message).toBe('Something went wrong. Please try again.');
  });

  it('says to check the connection when offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline = await failure(api('/x'));
    expect([offline.status, offline.code]).toEqual([0, 'network']);
    expect(offline.message).toBe(
      'We could not reach the server. Check your connection and try again.',
    );
  });

  it('gives up after the timeout', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            ),
          ),
      ),
    );
    const slow = await failure(api('/x', { timeoutMs: 20 }));
    expect(slow.code).toBe('timeout');
  });

  it('refuses to call a signed-in route without a session', async () => {
    const fetchMock = respond(200, {});
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('localStorage', { length: 0, key: () => null });
    vi.stubGlobal('location', { search: '' });
    expect((await failure(api('/api/me', { auth: true }))).status).toBe(401);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
