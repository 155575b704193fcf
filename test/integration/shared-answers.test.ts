import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnLocalStack } from '../../infra/local/spawn-local.js';
import { newCallLog } from '../support/grants/run-check.js';
import { ownStackClient } from '../support/own-stack.js';

/**
 * The answers that are the same for everyone (route.ts `cache`) come from the edge's cache, as
 * CloudFront serves them: on a stack of its own with the edge cache on, as `npm start` runs
 * (the suite's stack goes without it). Whether a function ran is read from the AWS calls the
 * stack records per route (lambdas/ports/call-log.ts).
 */
type Stack = Awaited<ReturnType<typeof spawnLocalStack>>;
let stack: Stack;
const callLog = newCallLog();

beforeAll(async () => {
  stack = await spawnLocalStack('memory', { callLog });
}, 120_000);
afterAll(() => stack?.stop());

const { signIn } = ownStackClient(() => stack);

/** How many AWS calls the stack recorded for a route so far. */
const callsOf = (route: string) =>
  readFileSync(callLog, 'utf8')
    .split('\n')
    .filter((line) => line && (JSON.parse(line) as { unit: string }).unit === route)
    .filter((line) => 'action' in JSON.parse(line)).length;

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.url}${path}`, { headers });
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    xCache: response.headers.get('x-cache'),
    age: response.headers.get('age'),
    text: await response.text(),
  };
}

describe('answers the same for everyone', () => {
  it('a second identical call within s-maxage is answered by the edge, not the function', async () => {
    const first = await get('/api/caregiver-count');
    expect(first.status).toBe(200);
    expect(first.cacheControl).toBe('public, max-age=30, s-maxage=30, stale-while-revalidate=30');
    expect(first.xCache).toBe('Miss from cloudfront');
    const calls = callsOf('GET /api/caregiver-count');
    expect(calls).toBeGreaterThan(0);

    const second = await get('/api/caregiver-count');
    expect(second.xCache).toBe('Hit from cloudfront');
    expect(Number(second.age)).toBeGreaterThanOrEqual(0);
    expect(Number(second.age)).toBeLessThanOrEqual(30);
    expect(second.text).toBe(first.text);
    expect(callsOf('GET /api/caregiver-count')).toBe(calls);
  });

  it('keys by the query string and the encoding the client takes, not by anything else', async () => {
    const zambia = await get('/api/caregivers/featured?country=Zambia');
    expect(zambia.xCache).toBe('Miss from cloudfront');
    expect((await get('/api/caregivers/featured?country=Kenya')).xCache).toBe(
      'Miss from cloudfront',
    );
    // Another language, another token: the same answer from the same copy.
    const again = await get('/api/caregivers/featured?country=Zambia', {
      'accept-language': 'fr',
      authorization: 'Bearer not-a-token',
    });
    expect(again.xCache).toBe('Hit from cloudfront');
    expect(again.text).toBe(zambia.text);

    const plain = await get('/api/config', { 'accept-encoding': 'identity' });
    const brotli = await get('/api/config', { 'accept-encoding': 'br, gzip' });
    expect([plain.xCache, brotli.xCache]).toEqual(['Miss from cloudfront', 'Miss from cloudfront']);
    expect((await get('/api/config', { 'accept-encoding': 'gzip, br' })).xCache).toBe(
      'Hit from cloudfront',
    );
  });

  it("keys the visitor's country by the country CloudFront located the visit in", async () => {
    const first = await get('/api/visitor-country');
    expect(JSON.parse(first.text)).toEqual({ country: 'ZM' });
    expect(first.cacheControl).toContain('s-maxage=60');
    expect((await get('/api/visitor-country')).xCache).toBe('Hit from cloudfront');
  });

  it('keeps a refusal only as CloudFront keeps errors, and the same for every caller', async () => {
    // Its language is not part of the key, so it is not forwarded either: one answer for all.
    const refused = await get('/api/caregivers/featured?region=x', { 'accept-language': 'fr' });
    expect(refused.status).toBe(400);
    expect(refused.cacheControl).toBe('no-store');
    expect(refused.xCache).toBe('Miss from cloudfront');
    const again = await get('/api/caregivers/featured?region=x');
    expect(again.xCache).toBe('Hit from cloudfront');
    expect(again.text).toBe(refused.text);
  });
});

describe('answers for one caller', () => {
  it('a signed-in route is never kept: each call reaches its function', async () => {
    const token = await signIn('caregiver@demo.test', 'Demo-pass-2026');
    const me = () => get('/api/me', { authorization: `Bearer ${token}` });
    const first = await me();
    expect(first.status).toBe(200);
    expect(first.cacheControl).toBe('no-store');
    const calls = callsOf('GET /api/me');
    const second = await me();
    expect(second.xCache).toBeNull();
    expect(callsOf('GET /api/me')).toBeGreaterThan(calls);
  });

  it('a public route not declared shared is never kept either', async () => {
    const posts = await get('/api/posts');
    expect(posts.status).toBe(200);
    expect(posts.cacheControl).toBe('no-store');
    expect((await get('/api/posts')).xCache).toBeNull();
  });
});
