import { randomUUID } from 'node:crypto';
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerVerified } from '../support/accounts.js';
import { uploadPostPhoto, writePost } from '../support/community.js';
import { liveCaregiver, upload } from '../support/profiles.js';
import { cameraPhoto, describeImage } from '../support/photos.js';
import { useBrowser } from './browser.js';

const browser = useBrowser();

/** The users' photos a page downloads: their path, type and width in pixels. */
function photoDownloads(page: import('playwright-core').Page) {
  const downloads: Promise<{ url: string; type?: string; width?: number }>[] = [];
  page.on('response', (response: Response) => {
    // Users' files live under {uid}/media/ in the uploads bucket.
    if (!new URL(response.url()).pathname.includes('/media/')) return;
    downloads.push(
      response.body().then(async (bytes) => ({
        url: new URL(response.url()).pathname,
        type: response.headers()['content-type'],
        width: (await describeImage(bytes)).width,
      })),
    );
  });
  return () => Promise.all(downloads);
}

describe('photos in the caregiver list', () => {
  it.each([1, 2])(
    'are WebP no wider than the screen needs (%d device pixels per CSS pixel)',
    async (deviceScaleFactor) => {
      const region = `Region ${randomUUID().slice(0, 8)}`;
      const nanny = await liveCaregiver('Sized Photo', {
        basics: { currently_in: 'Botswana', region },
      });
      const photo = await cameraPhoto(3000, 2000);
      const uploaded = await upload(nanny.idToken, 'photo', photo, 'me.jpg', {
        contentType: 'image/jpeg',
      });
      expect(uploaded.status).toBe(200);

      const page = await browser.newPage({ deviceScaleFactor });
      const downloaded = photoDownloads(page);
      await page.goto(
        `/find_childcarer/all?${new URLSearchParams({ country: 'Botswana', region })}`,
      );
      const img = page
        .getByRole('listitem')
        .filter({ hasText: 'Sized Photo' })
        .locator('img.profile-photo');
      await img.waitFor();
      // Its place is kept while it loads; it waits until scrolled near; it decodes off the main thread.
      expect(
        await img.evaluate((element: HTMLImageElement) => ({
          width: element.getAttribute('width'),
          height: element.getAttribute('height'),
          loading: element.getAttribute('loading'),
          decoding: element.getAttribute('decoding'),
          sizes: element.getAttribute('sizes'),
          candidates: element.srcset.split(', ').map((candidate) => candidate.split(' ')[1]),
        })),
      ).toEqual({
        width: '96',
        height: '96',
        loading: 'lazy',
        decoding: 'async',
        sizes: '96px',
        candidates: ['96w', '192w', '288w'],
      });
      await img.evaluate((element: HTMLImageElement) => element.decode());
      const shown = 96 * deviceScaleFactor;
      expect(await downloaded()).toEqual([
        {
          url: expect.stringMatching(new RegExp(`/w${shown}\\.webp$`)),
          type: 'image/webp',
          width: shown,
        },
      ]);
    },
    60_000,
  );
});

describe('a community post’s photo on its page', () => {
  it.each([
    [1, 320],
    [2, 640],
  ])(
    'is the WebP rendition a 360 px screen needs (%d device pixels per CSS pixel: %d px)',
    async (deviceScaleFactor, shown) => {
      const author = await registerVerified('parent');
      const key = await uploadPostPhoto(author.idToken, 4000, 3000);
      const post = await writePost(author.idToken, {
        title: 'Our garden',
        info: 'Look',
        photo: key,
      });

      const page = await browser.newPage({ deviceScaleFactor });
      const downloaded = photoDownloads(page);
      await page.goto(`/view_post/${post.post_id}`);
      const img = page.getByRole('img', { name: /Our garden/ });
      await img.waitFor();
      expect(
        await img.evaluate((element: HTMLImageElement) => ({
          sizes: element.getAttribute('sizes'),
          decoding: element.getAttribute('decoding'),
          candidates: element.srcset.split(', ').map((candidate) => candidate.split(' ')[1]),
        })),
      ).toEqual({
        sizes: expect.stringContaining('calc(100vw - 4rem)'),
        decoding: 'async',
        candidates: ['320w', '640w', '960w', '1280w'],
      });
      await img.evaluate((element: HTMLImageElement) => element.decode());
      // The shown file is the processed one, a small part of the 12 MP upload.
      const [file, ...others] = await downloaded();
      expect(others).toEqual([]);
      expect(file).toEqual({
        url: expect.stringMatching(new RegExp(`/post-photo-[\\w-]+/w${shown}\\.webp$`)),
        type: 'image/webp',
        width: shown,
      });
      const { currentSrc, shownWidth } = await img.evaluate((element: HTMLImageElement) => ({
        currentSrc: new URL(element.currentSrc).pathname,
        shownWidth: element.getBoundingClientRect().width,
      }));
      expect(currentSrc).toBe(file!.url);
      // It fills the post's column on the phone.
      expect(shownWidth).toBeGreaterThan(280);
    },
    90_000,
  );
});
