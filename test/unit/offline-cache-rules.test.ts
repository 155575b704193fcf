import { describe, expect, it } from 'vitest';
import {
  accountOf,
  apiCacheFor,
  OWN_API_CACHE,
  PUBLIC_API_CACHE,
} from '../../web/src/sw/cache-rules';

/** A JWT-shaped token whose payload is `claims` (the signature is not read). */
const bearer = (claims: object) =>
  `Bearer e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;

describe('what the service worker keeps for offline use', () => {
  it.each([
    ['/api/caregivers', PUBLIC_API_CACHE],
    ['/api/caregivers/featured', PUBLIC_API_CACHE],
    ['/api/jobs', PUBLIC_API_CACHE],
    ['/api/jobs/demo-job-03', PUBLIC_API_CACHE],
    ['/api/job-totals', PUBLIC_API_CACHE],
    ['/api/config', PUBLIC_API_CACHE],
    ['/api/posts', PUBLIC_API_CACHE],
    ['/api/posts/post-1', PUBLIC_API_CACHE],
    ['/api/posts/post-1/comments', PUBLIC_API_CACHE],
    ['/api/profiles/abc', PUBLIC_API_CACHE],
    ['/api/users/abc/reviews', PUBLIC_API_CACHE],
    ['/api/me', OWN_API_CACHE],
    ['/api/my/jobs', OWN_API_CACHE],
    ['/api/my/posts', OWN_API_CACHE],
    ['/api/conversations', OWN_API_CACHE],
    ['/api/conversations/conv-1', OWN_API_CACHE],
    ['/api/inbox', OWN_API_CACHE],
  ])('keeps the last answers of %s', (path, cache) => {
    expect(apiCacheFor(path)).toBe(cache);
  });

  it.each(['/api/posts/post-1', '/api/jobs/demo-job-03', '/api/profiles/abc'])(
    'keeps %s read with the person’s token (answered for them) with their own data',
    (path) => {
      expect(apiCacheFor(path, true)).toBe(OWN_API_CACHE);
    },
  );

  it.each([
    '/api/jobs/demo-job-03/applications',
    '/api/jobs/demo-job-03/offers',
    '/api/caregivers/abc/contact',
    '/api/my/applications',
    '/api/my/offers',
    '/api/my/contacts',
    '/api/my/orders',
    '/api/inbox/unread',
    '/api/inbox/mail-1',
    '/api/conversations/conv-1/messages',
    '/api/account/export',
    '/api/users/abc/documents/id',
    '/api/admin/users',
    '/api/me/extra',
  ])('never writes %s to the device', (path) => {
    expect(apiCacheFor(path)).toBeNull();
  });

  it('keys the own answers by the account in the token, and by nothing without one', () => {
    expect(accountOf(bearer({ sub: 'uid-1', email: 'a@example.test' }))).toBe('uid-1');
    expect(accountOf(bearer({ sub: 'uid-2' }))).toBe('uid-2');
    expect(accountOf(bearer({ email: 'no-sub@example.test' }))).toBeNull();
    expect(accountOf('Bearer not-a-token')).toBeNull();
    expect(accountOf(null)).toBeNull();
  });
});
