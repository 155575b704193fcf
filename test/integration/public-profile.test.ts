import { describe, expect, it } from 'vitest';
import { LINK_WINDOW_SECONDS } from '../../lambdas/ports/stable-links.js';
import { queueIdle } from '../support/queues.js';
import { api } from '../support/api.js';
import { DEMO_PASSWORD, registerVerified, signIn } from '../support/accounts.js';
import {
  caregiverBasics,
  liveCaregiver,
  realPdf,
  realPng,
  saveSection,
  upload,
} from '../support/profiles.js';
import { CAMERA_MAKE, cameraPhoto, describeImage } from '../support/photos.js';

const publicPage = (uid: string) => api('GET', `/api/profiles/${uid}`);

describe('public profile pages', () => {
  it('shows a live caregiver to anyone, without contact details or document links', async () => {
    const nanny = await liveCaregiver('Mutale Phiri');
    await upload(nanny.idToken, 'photo', realPng, 'me.png', { contentType: 'image/png' });
    const page = await publicPage(nanny.uid);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      uid: nanny.uid,
      user_type: 'childcarer',
      fullname: 'Mutale Phiri',
      positions: ['Nanny', 'Babysitter'],
      town: 'Kitwe',
      region: 'Cooperbelt',
      documents: { cv: { provided: true, verified: false }, police: { provided: false } },
    });
    const text = JSON.stringify(page.body);
    const { docUrl } = (await api('GET', '/api/me', { token: nanny.idToken })).body;
    for (const secret of [nanny.email, '971234567', '12 Freedom Way', docUrl])
      expect(text).not.toContain(secret);
    for (const field of ['email', 'phone', 'dob', 'address', 'docUrl', 'surname'])
      expect(page.body).not.toHaveProperty(field);
    // The photo is public: its short-lived link serves the image (re-encoded: a JPEG for any
    // browser, beside the WebP renditions of photo-renditions.test.ts).
    const photo = await fetch(String(page.body.photo));
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    // The same link on a view in a later second (links carry their signing time to the
    // second), so a browser shows the photo from its cache. The link is signed from the start
    // of its hour (stable-links.ts): a view in the next hour has a new one, rightly, so a pair
    // of views that an hour's turn fell between is taken again.
    const hourOf = (at: number) => Math.floor(at / (LINK_WINDOW_SECONDS * 1000));
    for (;;) {
      const firstAsked = Date.now();
      const first = (await publicPage(nanny.uid)).body.photo;
      const answeredIn = Math.floor(Date.now() / 1000);
      await expect
        .poll(() => Math.floor(Date.now() / 1000), { timeout: 10_000 })
        .toBeGreaterThan(answeredIn);
      const later = (await publicPage(nanny.uid)).body.photo;
      if (hourOf(firstAsked) !== hourOf(Date.now())) continue;
      expect(String(first)).toMatch(/^http/);
      expect(later).toBe(first);
      break;
    }
  });

  it('publishes the photo without the location the camera wrote into it', async () => {
    const nanny = await liveCaregiver();
    const taken = await cameraPhoto(640, 480);
    const uploaded = await upload(nanny.idToken, 'photo', taken, 'IMG_0001.jpg', {
      contentType: 'image/jpeg',
    });
    expect(uploaded.status).toBe(200);
    const page = await publicPage(nanny.uid);
    const photo = Buffer.from(await (await fetch(String(page.body.photo))).arrayBuffer());
    expect(photo.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(photo.includes(Buffer.from(CAMERA_MAKE))).toBe(false);
    expect((await describeImage(photo)).metadata).toBe(false);
  });

  it('counts every viewer’s view, after the page is answered', async () => {
    const nanny = await liveCaregiver();
    await Promise.all(Array.from({ length: 5 }, () => publicPage(nanny.uid)));
    await queueIdle('views-queue');
    expect((await publicPage(nanny.uid)).body.views).toBe(5);
    await queueIdle('views-queue');
    expect((await api('GET', '/api/me', { token: nanny.idToken })).body.views).toBe(6);
  });

  it('hides incomplete, hidden, parent and unknown profiles, and counts nothing for them', async () => {
    const incomplete = await registerVerified('childcarer');
    const parent = await registerVerified('parent');
    for (const uid of [incomplete.uid, parent.uid, 'no-such-user']) {
      expect(await publicPage(uid)).toMatchObject({
        status: 404,
        body: { message: 'This profile is not public' },
      });
    }
    expect((await api('GET', '/api/me', { token: incomplete.idToken })).body.views).toBe(0);

    const hidden = await liveCaregiver();
    await saveSection(hidden.idToken, 'basic-information', { ...caregiverBasics, radioValue: 1 });
    expect((await publicPage(hidden.uid)).status).toBe(404);
  });

  it('shows the verified badge once an admin verifies a document, and drops it on replacement', async () => {
    const nanny = await liveCaregiver();
    const path = `/api/admin/users/${nanny.uid}/documents/cv/verification`;
    const byOwner = await api('PUT', path, { token: nanny.idToken, body: { valid: true } });
    expect(byOwner.status).toBe(403);
    expect((await publicPage(nanny.uid)).body.documents.cv.verified).toBe(false);

    const admin = await signIn('admin@demo.test', DEMO_PASSWORD);
    const missing = `/api/admin/users/${nanny.uid}/documents/medical/verification`;
    expect(
      (await api('PUT', missing, { token: admin.idToken, body: { valid: true } })).status,
    ).toBe(404);
    expect((await api('PUT', path, { token: admin.idToken, body: { valid: true } })).status).toBe(
      200,
    );
    expect((await publicPage(nanny.uid)).body.documents.cv).toEqual({
      provided: true,
      verified: true,
    });

    await upload(nanny.idToken, 'cv', realPdf, 'new-cv.pdf');
    expect((await publicPage(nanny.uid)).body.documents.cv).toEqual({
      provided: true,
      verified: false,
    });
  });
});
