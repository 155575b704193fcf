import { expect } from 'vitest';
import { api } from './api.js';
import { registerVerified } from './accounts.js';

/** The smallest real PDF a content check recognises. */
export const realPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** A 1x1 PNG. */
export const realPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** What a phone camera writes into a photo, and must never reach a public page. */
export const GPS = Buffer.from('GPSLatitude -12.80 GPSLongitude 28.21');

/** A tiny JPEG carrying an EXIF segment with GPS tags. */
export const jpegWithExif = Buffer.concat([
  Buffer.from([0xff, 0xd8]), // SOI
  Buffer.from([0xff, 0xe0, 0x00, 0x10]), // APP0 (JFIF), kept
  Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'),
  Buffer.from([0xff, 0xe1, 0x00, GPS.length + 8]), // APP1 Exif, removed
  Buffer.from('Exif\0\0', 'latin1'),
  GPS,
  Buffer.from([0xff, 0xda, 0x00, 0x02, 0x11, 0x22, 0xff, 0xd9]), // scan + EOI
]);

/**
 * Posts a file to a presigned S3 POST as the browser's form does, and answers storage's
 * response; `fields` changes the form first (a test plays an attacker with it).
 */
export function postToPresignedPost(
  /** The API's answer: the form's `url` and `fields`. */
  presigned: Record<string, any>,
  bytes: Uint8Array,
  contentType: string,
  filename: string,
  fields: (sent: Record<string, string>) => Record<string, string> = (sent) => sent,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields({ ...presigned.fields })))
    form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), filename);
  return fetch(String(presigned.url), { method: 'POST', body: form });
}

/** Sends a file to a presigned S3 POST the way the browser's form does; storage takes it. */
export async function sendToPresignedPost(
  presigned: Record<string, any>,
  bytes: Uint8Array,
  contentType: string,
  filename: string,
) {
  const stored = await postToPresignedPost(presigned, bytes, contentType, filename);
  expect(stored.status, await stored.clone().text()).toBeLessThan(300);
}

/** The browser's flow: ask for a presigned POST, post the file to storage, then confirm. */
export async function upload(
  token: string,
  kind: string,
  bytes: Buffer,
  filename: string,
  extra: { contentType?: string; consent?: boolean } = {},
) {
  const { contentType = 'application/pdf', ...rest } = extra;
  const asked = await api('POST', '/api/profile/uploads', {
    token,
    body: { kind, filename, contentType, ...rest },
  });
  if (asked.status !== 200) return asked;
  await sendToPresignedPost(asked.body, bytes, contentType, filename);
  const confirmed = await api('POST', '/api/profile/uploads/confirm', {
    token,
    body: { kind, key: asked.body.key },
  });
  return { ...confirmed, key: String(asked.body.key) };
}

export const caregiverBasics = {
  fullname: 'Chipo Banda',
  surname: 'Banda',
  phone: '971234567',
  currently_in: 'Zambia',
  region: 'Cooperbelt',
  town: 'Kitwe',
  address: '12 Freedom Way',
  languages: ['English', 'bemba'],
  dob: '1995-04-12',
  radioValue: 0,
};

/** Saves a profile section as the SPA does: with the version just read. */
export async function saveSection(token: string, path: string, body: object) {
  const me = await api('GET', '/api/me', { token });
  const saved = await api('PUT', `/api/profile/${path}`, {
    token,
    body: { ...body, version: me.body.version },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body;
}

/** A fresh caregiver (a childcarer unless `kind` says cook) with every section saved and a CV: complete and live. */
export async function liveCaregiver(
  fullname = 'Chipo Banda',
  changes: {
    basics?: object;
    roles?: object;
    referrer?: string;
    kind?: 'childcarer' | 'cook';
    email?: string;
  } = {},
) {
  const kind = changes.kind ?? 'childcarer';
  const nanny = await registerVerified(kind, undefined, changes.referrer, changes.email);
  const token = nanny.idToken;
  await saveSection(token, 'basic-information', {
    ...caregiverBasics,
    fullname,
    ...changes.basics,
  });
  await saveSection(token, 'roles', {
    positions: kind === 'cook' ? ['Patient Meals'] : ['Nanny', 'Babysitter'],
    live_in_out: 'Live out',
    ...changes.roles,
  });
  await saveSection(token, 'personal-description', {
    info: 'I have cared for toddlers for six years.',
  });
  const cv = await upload(nanny.idToken, 'cv', realPdf, 'cv.pdf');
  expect(cv.body).toMatchObject({ isCompelete: true, live: true });
  return nanny;
}
