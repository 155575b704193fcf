import * as z from 'zod';
import { documentKinds } from '../profiles/document-kinds.js';

import { shownLine } from '../shown-text.js';
import { limits } from './limits.js';

export { limits };

const text = (what: string, max: number) =>
  z
    .string({ error: `${what} required` })
    .trim()
    .min(1, `${what} required`)
    .max(max, `${what} should be ${max} characters or fewer`);

const id = (what: string) => z.string().regex(/^[\w-]{1,64}$/, `Invalid ${what}`);

/**
 * A file for a post: its upload, waiting under the caller's staged prefix, or (an edit that
 * keeps it) the file already kept; whose it is is checked again.
 */
const fileKey = z
  .string()
  .regex(/^(incoming\/)?[\w-]+\/media\/post-[\w.-]+$/, 'Invalid file reference');

export const postBody = z.strictObject({
  title: shownLine(text('Title', limits.title)),
  info: text('Text', limits.info),
  photo: fileKey.optional(),
  file: fileKey.optional(),
  fileName: shownLine(z.string().trim().max(200)).optional(),
});
export type PostInput = z.output<typeof postBody>;

/** An edit: title and text always; a new photo or file replaces it, null removes it. */
export const postEditBody = z.strictObject({
  title: shownLine(text('Title', limits.title)),
  info: text('Text', limits.info),
  photo: fileKey.nullable().optional(),
  file: fileKey.nullable().optional(),
  fileName: shownLine(z.string().trim().max(200)).optional(),
});
export type PostEdit = z.output<typeof postEditBody>;

export const commentBody = z.strictObject({ info: text('Comment', limits.comment) });

export const postParams = z.strictObject({ id: id('post') });
export const commentParams = postParams.extend({ cid: id('comment') });

export const attachmentKinds = ['photo', 'file'] as const;
export type AttachmentKind = (typeof attachmentKinds)[number];

/** A post's photo follows the profile photo's rule; its file the rule of a profile's PDFs. */
export const attachmentRules = { photo: documentKinds.photo, file: documentKinds.certificate };

export const postUploadBody = z.strictObject({
  kind: z.enum(attachmentKinds, { error: 'Choose a photo or a file' }),
  filename: shownLine(text('File name', 200)),
  contentType: text('File type', 100),
});
