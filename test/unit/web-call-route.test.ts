import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { jobsRoutes } from '../../lambdas/http/routes/jobs';
import { offersRoutes } from '../../lambdas/http/routes/offers';
import { ApiError } from '../../web/src/lib/api-error';
import { callRoute } from '../../web/src/lib/call-route';
import { addressOf } from '../../web/src/lib/route-address';

/** fetch is the browser's, not ours: replacing it shows what the client would send. */
const answering = (body: unknown) => {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return () => {
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    return { url, method: init.method, headers: init.headers as Record<string, string> };
  };
};

/** A browser where nobody has signed in: no session in its storage. */
const signedOut = () => vi.stubGlobal('localStorage', { length: 0, key: () => null });

afterEach(() => vi.unstubAllGlobals());

describe('calling a route by its definition', () => {
  it('fills the path from the params and keeps the query in the order given', () => {
    expect(addressOf('/api/jobs/{id}/offers/{uid}', { id: 'a/b', uid: 'c d' })).toBe(
      '/api/jobs/a%2Fb/offers/c%20d',
    );
    expect(
      addressOf('/api/jobs', {}, { position: 'Nanny', country: 'Zambia', cursor: undefined }),
    ).toBe('/api/jobs?position=Nanny&country=Zambia');
  });

  it("sends a public route's request with its method and address and no token", async () => {
    const sent = answering({ jobs: [] });
    await callRoute(jobsRoutes.findJobs, { query: { position: 'Cook', country: 'Zambia' } });
    expect(sent()).toMatchObject({ url: '/api/jobs?position=Cook&country=Zambia', method: 'GET' });
    expect(sent().headers.authorization).toBeUndefined();
  });

  it('sends a personalising public route without a token when nobody is signed in', async () => {
    signedOut();
    const sent = answering({});
    await callRoute(jobsRoutes.viewJob, { params: { id: 'job-1' } });
    expect(sent()).toMatchObject({ url: '/api/jobs/job-1', method: 'GET' });
    expect(sent().headers.authorization).toBeUndefined();
  });

  it('refuses a signed-in route at once when nobody is signed in, sending nothing', async () => {
    signedOut();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const refused = await callRoute(offersRoutes.receivedOffers).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(401);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("types the input and the answer by the route's schemas", () => {
    // Compile-time checks (`npm run check` type-checks this file): each line must not compile.
    const never = () => {
      // @ts-expect-error a route with params needs them
      void callRoute(jobsRoutes.viewJob);
      const query = { position: 'Cook', country: 'Zambia' };
      // @ts-expect-error a route without a body takes none
      void callRoute(jobsRoutes.findJobs, { query, body: {} });
      // @ts-expect-error a route's params are its schema's
      void callRoute(jobsRoutes.viewJob, { params: { job: 'job-1' } });
    };
    expect(never).toBeTypeOf('function');
    expectTypeOf<ReturnType<typeof callRoute<typeof jobsRoutes.deleteJob>>>().toEqualTypeOf<
      Promise<{ message: string }>
    >();
  });
});
