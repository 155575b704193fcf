import { describe, expect, it } from 'vitest';
import {
  fallbackKey,
  newPhotoKey,
  photoFolder,
  photoLinks,
  photoShapeOf,
  photoShapes,
  renditionKey,
} from '../../lambdas/core/profiles/photo-renditions.js';

/** Links as the bucket would sign them: the key is all a test needs to see. */
const storage = { publicLink: async (key: string) => `https://bucket.test/${key}?signed` };

describe('photo renditions', () => {
  it('name every file of a photo from its stored key', () => {
    const key = newPhotoKey('u1/media/', photoShapes.profile);
    expect(key).toMatch(/^u1\/media\/photo-[0-9a-f-]{36}\/original\.jpg$/);
    const folder = photoFolder(key)!;
    expect(key.startsWith(folder)).toBe(true);
    expect(renditionKey(key, 192)).toBe(`${folder}w192.webp`);
    expect(fallbackKey(key)).toBe(`${folder}w192.jpg`);
  });

  it('name a post photo by its own shape: its widths and fallback, tagged as a post’s', async () => {
    const key = newPhotoKey('u1/media/', photoShapes.post);
    expect(key).toMatch(/^u1\/media\/post-photo-[0-9a-f-]{36}\/original\.jpg$/);
    expect(photoShapeOf(key)).toBe(photoShapes.post);
    expect(photoShapeOf(newPhotoKey('u1/media/', photoShapes.profile))).toBe(photoShapes.profile);
    const folder = photoFolder(key)!;
    expect(fallbackKey(key)).toBe(`${folder}w640.jpg`);
    expect(await photoLinks(storage, key)).toEqual({
      photo: `https://bucket.test/${folder}w640.jpg?signed`,
      photoSrcset: [320, 640, 960, 1280].map((width) => ({
        width,
        url: `https://bucket.test/${folder}w${width}.webp?signed`,
      })),
    });
    // A post file kept before renditions is no photo folder, whatever its name says.
    expect(photoShapeOf('u1/media/post-1b2c-photo-x.jpg')).toBeUndefined();
  });

  it('link a photo with renditions by width, its JPEG for browsers without WebP', async () => {
    const key = 'u1/media/photo-abc/original.jpg';
    expect(await photoLinks(storage, key)).toEqual({
      photo: 'https://bucket.test/u1/media/photo-abc/w192.jpg?signed',
      photoSrcset: [96, 192, 288].map((width) => ({
        width,
        url: `https://bucket.test/u1/media/photo-abc/w${width}.webp?signed`,
      })),
    });
  });

  it('show a photo stored before renditions as it is, and nothing without a photo', async () => {
    const old = 'u1/media/0b3c-IMG_0001.jpg';
    expect(photoFolder(old)).toBeUndefined();
    expect(photoShapeOf(old)).toBeUndefined();
    expect(await photoLinks(storage, old)).toEqual({ photo: `https://bucket.test/${old}?signed` });
    expect(() => renditionKey(old, 96)).toThrow(/not a photo stored with renditions/);
    expect(await photoLinks(storage, undefined)).toEqual({});
  });
});
