import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientOptions } from '../../lambdas/ports/aws-clients.js';
import { env } from '../../lambdas/ports/env.js';
import { storage } from '../../lambdas/ports/storage.js';
import { applyExpiration, uploadsExpirationRules } from '../../infra/local/s3-lifecycle.js';
import { registerVerified } from '../support/accounts.js';
import { api } from '../support/api.js';
import { writePost } from '../support/community.js';
import { postToPresignedPost, realPdf, sendToPresignedPost, upload } from '../support/profiles.js';

/**
 * What storage keeps and refuses. The local file store must
 * refuse what S3 refuses (a private bucket: only signed requests and presigned links, each
 * within its policy and time), what was checked must be what is kept, and uploads never
 * confirmed go.
 */
type Account = Awaited<ReturnType<typeof registerVerified>>;
const DAY = 86_400_000;
const notPdf = Buffer.from('<html><script>alert(1)</script></html>');
const otherPdf = Buffer.from(`${realPdf.toString()}% another document\n`);

const askUpload = (token: string, kind = 'cv') =>
  api('POST', '/api/profile/uploads', {
    token,
    body: { kind, filename: `${kind}.pdf`, contentType: 'application/pdf', consent: true },
  });
const confirm = (token: string, key: string, kind = 'cv') =>
  api('POST', '/api/profile/uploads/confirm', { token, body: { kind, key } });
const documentBytes = async (token: string, uid: string, kind = 'cv') => {
  const link = await api('GET', `/api/users/${uid}/documents/${kind}`, { token });
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  return Buffer.from(await (await fetch(String(link.body.url))).arrayBuffer());
};
/** S3's error document: its code, as a client reads it. */
const errorCode = async (response: Response) =>
  /<Code>([^<]+)<\/Code>/.exec(await response.text())?.[1];

describe('what was checked is what is kept (item 14)', () => {
  let nanny: Account;
  beforeAll(async () => {
    nanny = await registerVerified('childcarer');
  });

  it('a second file through the same upload link changes no confirmed document', async () => {
    const asked = await askUpload(nanny.idToken);
    await sendToPresignedPost(asked.body, realPdf, 'application/pdf', 'cv.pdf');
    expect((await confirm(nanny.idToken, String(asked.body.key))).status).toBe(200);

    // Within the link's 300 s, the same form sends something else: storage takes it...
    await sendToPresignedPost(asked.body, notPdf, 'application/pdf', 'cv.pdf');
    // ...but the kept document is still the checked one.
    expect(await documentBytes(nanny.idToken, nanny.uid)).toEqual(realPdf);

    // Confirming again checks again: the swap is refused and the document stays.
    const again = await confirm(nanny.idToken, String(asked.body.key));
    expect(again.status).toBe(400);
    expect(await documentBytes(nanny.idToken, nanny.uid)).toEqual(realPdf);
  });

  it('a police document is kept as checked, and a new valid one replaces it only when confirmed', async () => {
    const asked = await askUpload(nanny.idToken, 'police');
    await sendToPresignedPost(asked.body, realPdf, 'application/pdf', 'police.pdf');
    expect((await confirm(nanny.idToken, String(asked.body.key), 'police')).status).toBe(200);
    await sendToPresignedPost(asked.body, otherPdf, 'application/pdf', 'police.pdf');
    expect(await documentBytes(nanny.idToken, nanny.uid, 'police')).toEqual(realPdf);
    // The owner's own new upload is checked and then kept: the normal way to replace it.
    expect((await confirm(nanny.idToken, String(asked.body.key), 'police')).status).toBe(200);
    expect(await documentBytes(nanny.idToken, nanny.uid, 'police')).toEqual(otherPdf);
  });

  it('a post’s file is kept as checked', async () => {
    const asked = await api('POST', '/api/posts/uploads', {
      token: nanny.idToken,
      body: { kind: 'file', filename: 'notes.pdf', contentType: 'application/pdf' },
    });
    await sendToPresignedPost(asked.body, realPdf, 'application/pdf', 'notes.pdf');
    const post = await writePost(nanny.idToken, {
      title: 'Notes',
      info: 'Read',
      file: String(asked.body.key),
    });
    await sendToPresignedPost(asked.body, notPdf, 'application/pdf', 'notes.pdf');
    const shown = (await api('GET', `/api/posts/${post.post_id}`)).body;
    expect(Buffer.from(await (await fetch(shown.file)).arrayBuffer())).toEqual(realPdf);
  });
});

describe('uploads never confirmed are deleted (item 13)', () => {
  it('the bucket’s rule expires an unconfirmed upload after a day, and keeps confirmed files', async () => {
    const nanny = await registerVerified('childcarer');
    const kept = await upload(nanny.idToken, 'cv', realPdf, 'cv.pdf');
    expect(kept.status).toBe(200);
    const asked = await askUpload(nanny.idToken);
    const unconfirmed = String(asked.body.key);
    await sendToPresignedPost(asked.body, realPdf, 'application/pdf', 'cv.pdf');

    // The same rules as the stage's uploads bucket, applied as S3's lifecycle applies them.
    const rules = uploadsExpirationRules();
    expect(rules.some((rule) => unconfirmed.startsWith(rule.prefix))).toBe(true);
    const s3 = new S3Client(clientOptions('s3'));
    const bucket = env('storage').UPLOADS_BUCKET;
    await applyExpiration(s3, bucket, rules, new Date());
    expect(await storage.size(unconfirmed)).toBe(realPdf.length);

    await applyExpiration(s3, bucket, rules, new Date(Date.now() + 2 * DAY));
    expect(await storage.size(unconfirmed)).toBeUndefined();
    const me = (await api('GET', '/api/me', { token: nanny.idToken })).body;
    expect(await storage.size(String(me.docUrl))).toBe(realPdf.length);
    expect(await documentBytes(nanny.idToken, nanny.uid)).toEqual(realPdf);
  });
});

describe('the local file store refuses what S3 refuses (item 22)', () => {
  let owner: Account;
  let attacker: Account;
  let policeKey: string;
  let policeLink: string;
  beforeAll(async () => {
    [owner, attacker] = await Promise.all([
      registerVerified('childcarer'),
      registerVerified('childcarer'),
    ]);
    const police = await upload(owner.idToken, 'police', realPdf, 'police.pdf', { consent: true });
    expect(police.status).toBe(200);
    policeKey = String(police.body.policeUrl);
    const link = await api('GET', `/api/users/${owner.uid}/documents/police`, {
      token: owner.idToken,
    });
    policeLink = String(link.body.url);
  });
  const unchanged = async () =>
    expect(await storage.readAtMost(policeKey, realPdf.length)).toEqual(new Uint8Array(realPdf));

  it('serves a document only through a signed link: anonymous reads and listings are refused', async () => {
    expect((await fetch(policeLink)).status).toBe(200);
    const object = new URL(policeLink);
    const bucketUrl = `${object.origin}/${env('storage').UPLOADS_BUCKET}`;
    for (const anonymous of [
      `${object.origin}${object.pathname}`,
      `${bucketUrl}?list-type=2`,
      `${bucketUrl}/`,
      `${object.origin}/`,
    ]) {
      const refused = await fetch(anonymous);
      expect(refused.status, anonymous).toBe(403);
      expect(await errorCode(refused), anonymous).toBe('AccessDenied');
    }
    const head = await fetch(`${object.origin}${object.pathname}`, { method: 'HEAD' });
    expect(head.status).toBe(403);
  });

  it('refuses a signed link changed to another file, and one whose time is up', async () => {
    const other = new URL(policeLink);
    other.pathname = other.pathname.replace(/[^/]+$/, 'another.pdf');
    const tampered = await fetch(other);
    expect(tampered.status).toBe(403);
    expect(await errorCode(tampered)).toBe('SignatureDoesNotMatch');

    const s3 = new S3Client(clientOptions('s3'));
    const command = new GetObjectCommand({ Bucket: env('storage').UPLOADS_BUCKET, Key: policeKey });
    const expired = await getSignedUrl(s3, command, {
      expiresIn: 60,
      signingDate: new Date(Date.now() - 3_600_000),
    });
    const late = await fetch(expired);
    expect(late.status).toBe(403);
    const body = await late.text();
    expect(body).toContain('<Code>AccessDenied</Code>');
    expect(body).toContain('Request has expired');
  });

  it('refuses an upload form whose key was changed to another user’s document', async () => {
    const asked = await askUpload(attacker.idToken, 'police');
    for (const key of [policeKey, String(asked.body.key).replace(attacker.uid, owner.uid)]) {
      const refused = await postToPresignedPost(
        asked.body,
        notPdf,
        'application/pdf',
        'x.pdf',
        (f) => ({
          ...f,
          key,
        }),
      );
      expect(refused.status, key).toBe(403);
      expect(await errorCode(refused)).toBe('AccessDenied');
    }
    await unchanged();
    expect(await documentBytes(owner.idToken, owner.uid, 'police')).toEqual(realPdf);
  });

  it('refuses an upload outside its policy: another type, extra fields, a changed policy', async () => {
    const asked = await askUpload(attacker.idToken);
    const key = String(asked.body.key);
    const send = (type: string, change?: (f: Record<string, string>) => Record<string, string>) =>
      postToPresignedPost(asked.body, notPdf, type, 'x.pdf', change);

    const otherType = await send('text/html', (f) => ({ ...f, 'Content-Type': 'text/html' }));
    expect(otherType.status).toBe(403);
    expect(await errorCode(otherType)).toBe('AccessDenied');

    const extra = await send('application/pdf', (f) => ({ ...f, 'x-amz-meta-owner': owner.uid }));
    expect(extra.status).toBe(403);
    expect(await errorCode(extra)).toBe('AccessDenied');

    const policy = JSON.parse(Buffer.from(String(asked.body.fields.Policy), 'base64').toString());
    policy.conditions = policy.conditions.filter(
      (c: unknown) => !Array.isArray(c) || c[0] !== 'eq',
    );
    const rewritten = await send('text/html', (f) => ({
      ...f,
      'Content-Type': 'text/html',
      Policy: Buffer.from(JSON.stringify(policy)).toString('base64'),
    }));
    expect(rewritten.status).toBe(403);
    expect(await errorCode(rewritten)).toBe('SignatureDoesNotMatch');
    expect(await storage.size(key)).toBeUndefined();
  });

  it('refuses a file outside the size range', async () => {
    const asked = await askUpload(attacker.idToken);
    const key = String(asked.body.key);
    const max = Number(asked.body.maxBytes);
    const big = Buffer.concat([realPdf, Buffer.alloc(max + 1 - realPdf.length)]);
    const tooLarge = await postToPresignedPost(asked.body, big, 'application/pdf', 'big.pdf');
    expect(tooLarge.status).toBe(400);
    expect(await errorCode(tooLarge)).toBe('EntityTooLarge');
    const empty = await postToPresignedPost(
      asked.body,
      Buffer.alloc(0),
      'application/pdf',
      'e.pdf',
    );
    expect(empty.status).toBe(400);
    expect(await errorCode(empty)).toBe('EntityTooSmall');
    expect(await storage.size(key)).toBeUndefined();
  });

  it('refuses an upload form whose time is up', async () => {
    // Made as the API makes its forms, with an expiry already past: no test waits 300 s.
    const key = `${attacker.uid}/media/late.pdf`;
    const late = await createPresignedPost(new S3Client(clientOptions('s3')), {
      Bucket: env('storage').UPLOADS_BUCKET,
      Key: key,
      Conditions: [
        ['content-length-range', 1, 1000],
        ['eq', '$Content-Type', 'application/pdf'],
      ],
      Fields: { 'Content-Type': 'application/pdf' },
      Expires: -1,
    });
    const refused = await postToPresignedPost(late, realPdf, 'application/pdf', 'late.pdf');
    expect(refused.status).toBe(403);
    const body = await refused.text();
    expect(body).toContain('<Code>AccessDenied</Code>');
    expect(body).toContain('Policy expired');
    expect(await storage.size(key)).toBeUndefined();
  });

  it('still takes the legitimate upload, within its policy', async () => {
    const asked = await askUpload(attacker.idToken);
    const stored = await postToPresignedPost(asked.body, realPdf, 'application/pdf', 'cv.pdf');
    expect(stored.status).toBe(204);
    expect(await storage.size(String(asked.body.key))).toBe(realPdf.length);
  });
});
