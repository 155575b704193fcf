import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { photoShapes } from '../../lambdas/core/profiles/photo-renditions.js';
import { api } from '../support/api.js';
import { jpegWithExif, liveCaregiver, upload } from '../support/profiles.js';
import { download, filesUnder } from '../support/stored-files.js';
import {
  CAMERA_MAKE,
  cameraPhoto,
  describeImage,
  pixelBomb,
  topMiddleColour,
} from '../support/photos.js';

/** Every file the bucket holds for a user. */
const filesOf = (uid: string) => filesUnder(`${uid}/media/`);

const inOwnRegion = () => {
  const region = `Photo ${randomUUID().slice(0, 8)}`;
  return { region, basics: { currently_in: 'Botswana', region, town: 'Gaborone' } };
};

describe('profile photos', { timeout: 60_000 }, () => {
  it('are published upright, without metadata, as WebP at the widths pages show', async () => {
    const { region, basics } = inOwnRegion();
    const nanny = await liveCaregiver('Photo Mwila', { basics });
    // 4000 x 3000 stored sideways: upright it is 3000 x 4000, green at the top.
    const photo = await cameraPhoto(4000, 3000);
    expect(photo.includes(Buffer.from(CAMERA_MAKE))).toBe(true);
    const uploaded = await upload(nanny.idToken, 'photo', photo, 'IMG_0001.jpg', {
      contentType: 'image/jpeg',
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);

    const page = await api('GET', `/api/profiles/${nanny.uid}`);
    expect(page.body.photoSrcset.map((size: { width: number }) => size.width)).toEqual([
      96, 192, 288,
    ]);
    for (const { width, url } of page.body.photoSrcset as { width: number; url: string }[]) {
      const rendition = await download(url);
      expect(rendition.type).toBe('image/webp');
      // Square: the avatar is a circle, cropped from the portrait photo.
      expect(await describeImage(rendition.bytes)).toEqual({
        format: 'webp',
        width,
        height: width,
        metadata: false,
      });
      expect(rendition.bytes.includes(Buffer.from(CAMERA_MAKE))).toBe(false);
    }
    // `photo` is the JPEG for browsers without WebP.
    const fallback = await download(page.body.photo);
    expect(fallback.type).toBe('image/jpeg');
    expect(await describeImage(fallback.bytes)).toEqual({
      format: 'jpeg',
      width: 192,
      height: 192,
      metadata: false,
    });

    // The kept original (the owner's document link): upright, bounded, nothing of the camera.
    const link = await api('GET', `/api/users/${nanny.uid}/documents/photo`, {
      token: nanny.idToken,
    });
    const original = await download(link.body.url);
    expect(await describeImage(original.bytes)).toEqual({
      format: 'jpeg',
      width: 768,
      height: 1024,
      metadata: false,
    });
    const [red, green] = await topMiddleColour(original.bytes);
    expect(green).toBeGreaterThan(150);
    expect(red).toBeLessThan(100);
    expect(original.bytes.includes(Buffer.from(CAMERA_MAKE))).toBe(false);
    // The upload itself is not kept: the bucket holds the photo's folder and the CV.
    const files = await filesOf(nanny.uid);
    const folder = /^(.+\/photo-[\w-]+\/)original\.jpg$/.exec(
      (await api('GET', '/api/me', { token: nanny.idToken })).body.photoUrl,
    )![1]!;
    expect(files.filter((key) => key.startsWith(folder))).toEqual(
      ['original.jpg', 'w192.jpg', ...photoShapes.profile.widths.map((width) => `w${width}.webp`)]
        .map((name) => `${folder}${name}`)
        .sort(),
    );
    expect(files.filter((key) => !key.startsWith(folder))).toHaveLength(1);

    // Search results carry the same links.
    const search = await api(
      'GET',
      `/api/caregivers?${new URLSearchParams({ country: 'Botswana', region })}`,
    );
    const card = search.body.caregivers.find((found: { uid: string }) => found.uid === nanny.uid);
    expect(card).toMatchObject({ photo: page.body.photo, photoSrcset: page.body.photoSrcset });
  });

  it('replaced, the previous photo goes with all its renditions', async () => {
    const nanny = await liveCaregiver('Photo Replaced');
    await upload(nanny.idToken, 'photo', await cameraPhoto(800, 600), 'a.jpg', {
      contentType: 'image/jpeg',
    });
    const first = (await api('GET', '/api/me', { token: nanny.idToken })).body.photoUrl;
    await upload(nanny.idToken, 'photo', await cameraPhoto(600, 800), 'b.jpg', {
      contentType: 'image/jpeg',
    });
    const second = (await api('GET', '/api/me', { token: nanny.idToken })).body.photoUrl;
    expect(second).not.toBe(first);
    const files = await filesOf(nanny.uid);
    expect(files.some((key) => key.startsWith(first.replace('original.jpg', '')))).toBe(false);
    expect(files.filter((key) => key.startsWith(second.replace('original.jpg', '')))).toHaveLength(
      5,
    );
  });

  it('refuses an image too large in pixels, or unreadable, and changes nothing', async () => {
    const nanny = await liveCaregiver('Photo Refused');
    await upload(nanny.idToken, 'photo', await cameraPhoto(400, 300), 'me.jpg', {
      contentType: 'image/jpeg',
    });
    const before = (await api('GET', '/api/me', { token: nanny.idToken })).body;
    const filesBefore = await filesOf(nanny.uid);
    const pageBefore = (await api('GET', `/api/profiles/${nanny.uid}`)).body;

    const bomb = await pixelBomb();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const refused = await upload(nanny.idToken, 'photo', bomb, 'bomb.png', {
      contentType: 'image/png',
    });
    const tooLarge = 'The photo is 10000 x 6000 pixels; please choose one under 50 megapixels.';
    expect(refused).toMatchObject({
      status: 400,
      body: { message: tooLarge, fields: { file: tooLarge } },
    });
    // A JPEG by its first bytes, but no picture in it.
    const broken = await upload(nanny.idToken, 'photo', jpegWithExif, 'broken.jpg', {
      contentType: 'image/jpeg',
    });
    expect(broken).toMatchObject({
      status: 400,
      body: { message: 'We could not read that image. Please choose another photo.' },
    });

    const after = (await api('GET', '/api/me', { token: nanny.idToken })).body;
    expect(after.photoUrl).toBe(before.photoUrl);
    expect(after.version).toBe(before.version);
    expect(await filesOf(nanny.uid)).toEqual(filesBefore);
    const pageAfter = (await api('GET', `/api/profiles/${nanny.uid}`)).body;
    expect(pageAfter.photoSrcset).toEqual(pageBefore.photoSrcset);
  });
});
