import * as z from 'zod';
import { documentKinds } from '../profiles/document-kinds.js';
import { photoFields } from '../profiles/photo-renditions.js';

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
 * keeps it) the file already kept, a photo as its folder's original; whose it is is checked
 * again.
 */
const fileKey = z
  .string()
  .regex(/^(incoming\/)?[\w-]+\/media\/post-[\w.-]+(\/original\.jpg)?$/, 'Invalid file reference');

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

/** A presigned POST for a post's attachment: the browser posts the file with `fields` to `url`. */
export const postUploadResponse = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  /** The upload's key, sent back as the post's `photo` or `file`. */
  key: z.string(),
  maxBytes: z.number(),
});

/**
 * What anyone may see of a post (posts.ts `publicPost`): short-lived links in place of the
 * storage keys. `hidden` only ever reaches its author (their own list): public reads leave a
 * hidden post out.
 */
export const postView = z.object({
  post_id: z.string(),
  user_id: z.string(),
  author: z.string(),
  title: z.string(),
  info: z.string(),
  /** A link to the photo, or null: the JPEG for browsers without WebP, or an older post's file. */
  photo: z.string().nullable(),
  /** The photo's WebP renditions by width, for `srcset` (absent for posts from before them). */
  photoSrcset: photoFields.photoSrcset,
  /** A link to the file, or null; `fileName` is shown for it. */
  file: z.string().nullable(),
  fileName: z.string().optional(),
  posted: z.number(),
  updated: z.number().optional(),
  views: z.number(),
  comments: z.number(),
  likes: z.number(),
  hidden: z.boolean().optional(),
});
export type PublicPost = z.infer<typeof postView>;

/** A post as its page shows it: with whether the caller likes it. */
export const viewedPostResponse = postView.extend({ liked: z.boolean() });

/** A page of posts, newest first. */
export const postsResponse = z.object({ posts: z.array(postView), cursor: z.string().nullable() });

/**
 * A comment or reply as anyone sees it (comments.ts `commentView`). `user_path_id`: the path of
 * what it answers (`posts/{post_id}`, or `posts/{post_id}/comments/{comment_id}` for a reply);
 * `parent_id`: a reply's comment; `liked`: whether the caller likes it.
 */
export const commentView = z.object({
  post_id: z.string(),
  comment_id: z.string(),
  user_id: z.string(),
  parent_id: z.string().optional(),
  user_path_id: z.string(),
  author: z.string(),
  info: z.string(),
  posted: z.number(),
  updated: z.number().optional(),
  views: z.number(),
  comments: z.number(),
  likes: z.number(),
  liked: z.boolean(),
});
export type CommentView = z.infer<typeof commentView>;

/** A page of a post's comments, oldest first. */
export const commentsResponse = z.object({
  comments: z.array(commentView),
  cursor: z.string().nullable(),
});

/** A comment with a page of its replies, oldest first. */
export const repliesResponse = z.object({
  comment: commentView,
  replies: z.array(commentView),
  cursor: z.string().nullable(),
});

/** A like's answer: the caller's like and the count. */
export const likeResponse = z.object({ liked: z.boolean(), likes: z.number() });
