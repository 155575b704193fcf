import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { s3Client } from '../../lambdas/ports/clients/s3.js';
import { api } from '../support/api.js';
import { registerVerified } from '../support/accounts.js';
import { uploadPostFile, uploadPostPhoto, writePost } from '../support/community.js';
import { CAMERA_MAKE, cameraPhoto, describeImage, topMiddleColour } from '../support/photos.js';
import { jpegWithExif } from '../support/profiles.js';
import { download, filesUnder } from '../support/stored-files.js';

type Person = Awaited<ReturnType<typeof registerVerified>>;
type Rendition = { width: number; url: string };

const status = async (url: string) => (await fetch(url)).status;

/** The post photo's upload, as a phone sends it: 4000 x 3000 stored sideways, with GPS. */
const phonePhoto = () => cameraPhoto(4000, 3000);

let author: Person;

beforeAll(async () => {
  author = await registerVerified('parent');
}, 60_000);

describe('community post photos', { timeout: 90_000 }, () => {
  it('are shown re-encoded at the post page’s widths, upright and without metadata', async () => {
    const upload = await phonePhoto();
    expect(upload.includes(Buffer.from(CAMERA_MAKE))).toBe(true);
    const key = await uploadPostFile(author.idToken, 'photo', upload, 'IMG_0001.jpg', 'image/jpeg');
    const post = await writePost(author.idToken, { title: 'Our garden', info: 'Look', photo: key });

    const viewed = (await api('GET', `/api/posts/${post.post_id}`)).body;
    const srcset = viewed.photoSrcset as Rendition[];
    expect(srcset.map((size) => size.width)).toEqual([320, 640, 960, 1280]);
    const sizes: number[] = [];
    for (const { width, url } of srcset) {
      const rendition = await download(url);
      expect(rendition.type).toBe('image/webp');
      // Upright (3000 x 4000 as shown), in the photo's own proportions: no crop.
      expect(await describeImage(rendition.bytes)).toEqual({
        format: 'webp',
        width,
        height: Math.round((width * 4) / 3),
        metadata: false,
      });
      expect(rendition.bytes.includes(Buffer.from(CAMERA_MAKE))).toBe(false);
      sizes.push(rendition.bytes.length);
    }
    // Turned upright by the camera's orientation: green at the top.
    const [red, green] = await topMiddleColour((await download(srcset[0]!.url)).bytes);
    expect(green).toBeGreaterThan(150);
    expect(red).toBeLessThan(100);
    // What a phone downloads (320 or 640 px) is a small part of what it uploaded.
    expect(sizes[1]!).toBeLessThan(upload.length / 10);

    // `photo` is the JPEG for browsers without WebP: the 640 px one, nothing of the camera.
    const fallback = await download(viewed.photo);
    expect(fallback.type).toBe('image/jpeg');
    expect(await describeImage(fallback.bytes)).toEqual({
      format: 'jpeg',
      width: 640,
      height: 853,
      metadata: false,
    });
    expect(fallback.bytes.includes(Buffer.from(CAMERA_MAKE))).toBe(false);

    // The lists carry the same links; the upload itself is not kept.
    const mine = (await api('GET', '/api/my/posts', { token: author.idToken })).body.posts;
    expect(mine.find((p: { post_id: string }) => p.post_id === post.post_id)).toMatchObject({
      photo: viewed.photo,
      photoSrcset: srcset,
    });
    expect(await filesUnder(key)).toEqual([]);
    const stored = (await db().entities.post.get({ post_id: post.post_id }).go()).data!;
    const folder = stored.photoUrl!.replace(/original\.jpg$/, '');
    expect(folder).toMatch(new RegExp(`^${author.uid}/media/post-photo-[\\w-]+/$`));
    expect(await filesUnder(folder)).toEqual(
      ['original.jpg', 'w640.jpg', 'w320.webp', 'w640.webp', 'w960.webp', 'w1280.webp']
        .map((name) => `${folder}${name}`)
        .sort(),
    );
  });

  it('replaced on edit or deleted with the post, go with every rendition', async () => {
    const first = await uploadPostPhoto(author.idToken, 800, 600);
    const post = await writePost(author.idToken, { title: 'Garden', info: 'Look', photo: first });
    const before = (await db().entities.post.get({ post_id: post.post_id }).go()).data!.photoUrl!;
    const second = await uploadPostPhoto(author.idToken, 600, 800);
    const edited = await api('PUT', `/api/posts/${post.post_id}`, {
      token: author.idToken,
      body: { title: 'Garden', info: 'Better', photo: second },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await status(edited.body.photoSrcset[0].url)).toBe(200);
    expect(await filesUnder(before.replace(/original\.jpg$/, ''))).toEqual([]);
    const after = (await db().entities.post.get({ post_id: post.post_id }).go()).data!.photoUrl!;
    // An edit that keeps the photo changes nothing of it.
    const kept = await api('PUT', `/api/posts/${post.post_id}`, {
      token: author.idToken,
      body: { title: 'Garden', info: 'Kept' },
    });
    expect(kept.body.photoSrcset).toEqual(edited.body.photoSrcset);

    const deleted = await api('DELETE', `/api/posts/${post.post_id}`, { token: author.idToken });
    expect(deleted.status).toBe(200);
    expect(await filesUnder(after.replace(/original\.jpg$/, ''))).toEqual([]);
  });

  it('refuses an image that does not decode: the upload is deleted and no post is written', async () => {
    const key = await uploadPostFile(author.idToken, 'photo', jpegWithExif, 'x.jpg', 'image/jpeg');
    const title = `Broken ${randomUUID()}`;
    const refused = await api('POST', '/api/posts', {
      token: author.idToken,
      body: { title, info: 'See', photo: key },
    });
    const said = 'We could not read that image. Please choose another photo.';
    expect(refused).toMatchObject({
      status: 400,
      body: { message: said, fields: { photo: said } },
    });
    expect(await filesUnder(key)).toEqual([]);
    const mine = (await api('GET', '/api/my/posts', { token: author.idToken })).body.posts;
    expect(mine.some((p: { title: string }) => p.title === title)).toBe(false);
  });

  it('stored before renditions, still show as they were kept', async () => {
    // A post photo kept by the old flow: one file, its metadata stripped, beside the post.
    const oldKey = `${author.uid}/media/post-${randomUUID()}garden.jpg`;
    const bytes = await cameraPhoto(300, 200);
    await s3Client().send(
      new PutObjectCommand({
        Bucket: process.env.UPLOADS_BUCKET,
        Key: oldKey,
        Body: bytes,
        ContentType: 'image/jpeg',
      }),
    );
    const post = await writePost(author.idToken, { title: 'Old garden', info: 'From before' });
    await db().entities.post.patch({ post_id: post.post_id }).set({ photoUrl: oldKey }).go();

    const viewed = (await api('GET', `/api/posts/${post.post_id}`)).body;
    expect(viewed).not.toHaveProperty('photoSrcset');
    expect((await download(viewed.photo)).bytes).toEqual(bytes);
    await api('DELETE', `/api/posts/${post.post_id}`, { token: author.idToken });
    expect(await filesUnder(oldKey)).toEqual([]);
  });
});
