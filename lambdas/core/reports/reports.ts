import type { EntityItem } from 'electrodb';
import type { UserActor } from '../actor.js';
import { db } from '../db/service.js';
import { failedAt, transact } from '../db/transact.js';
import { accountGone, authorStillHere } from '../privacy/author-guard.js';
import { agreementReportTarget } from '../agreements/admin-agreements.js';
import { conflict, invalid, notFound } from '../errors.js';
import type { Report } from './report.entity.js';
import type { ReportInput } from './schemas.js';

export type ReportRecord = EntityItem<typeof Report>;
export const alreadyReported = 'You have already reported this. Our team will look at it.';
export const reportThanks = 'Thank you. Our team will look at it.';

/** The reported thing must be there; answers its key within its kind. */
async function targetOf(actor: UserActor, input: ReportInput): Promise<string> {
  const entities = db().entities;
  if (input.kind === 'user') {
    const uid = input.uid ?? '';
    if (uid === actor.uid) throw invalid('You cannot report yourself');
    const { data } = await entities.user.get({ uid }).go({ attributes: ['uid'] });
    if (!data) throw notFound('This profile is not available');
    return uid;
  }
  if (input.kind === 'message') return messageTarget(actor, input);
  if (input.kind === 'agreement')
    return agreementReportTarget(actor, input.post_id ?? '', input.uid ?? '');
  if (input.kind === 'review') {
    const review_id = input.review_id ?? '';
    const { data } = await entities.review.get({ review_id }).go();
    if (!data || data.hidden) throw notFound('This review is not available');
    if (data.author === actor.uid) throw invalid('You cannot report your own review');
    return review_id;
  }
  const postId = input.post_id ?? '';
  if (input.kind === 'job') return jobTarget(actor, postId);
  if (input.kind === 'post') {
    const { data } = await entities.post.get({ post_id: postId }).go();
    if (!data) throw notFound('This post is not available');
    return postId;
  }
  const key = { post_id: postId, comment_id: input.comment_id ?? '' };
  if (!(await entities.comment.get(key).go()).data) throw notFound('This comment is not available');
  return `${postId}#${input.comment_id}`;
}

/** A job is reported while it is published (as everyone sees it), and not by its poster. */
async function jobTarget(actor: UserActor, post_id: string): Promise<string> {
  const { data } = await db().entities.job.get({ post_id }).go();
  if (!data?.live) throw notFound('This job is not available');
  if (data.user_id === actor.uid) throw invalid('You cannot report your own job');
  return post_id;
}

/** Only a participant reports a message, and only the other person's. */
async function messageTarget(actor: UserActor, input: ReportInput): Promise<string> {
  const entities = db().entities;
  const conversation_id = input.conversation_id ?? '';
  const message_id = input.message_id ?? '';
  const [conversation, message] = await Promise.all([
    entities.conversation.get({ conversation_id }).go(),
    entities.message.get({ conversation_id, message_id }).go(),
  ]);
  const c = conversation.data;
  const inIt = c && (c.parent_id === actor.uid || c.caregiver_id === actor.uid);
  if (!inIt || !message.data) throw notFound('This message is not available');
  if (message.data.from === actor.uid) throw invalid('You cannot report your own message');
  return `${conversation_id}#${message_id}`;
}

/**
 * A signed-in user reports a post, a comment, a profile, a message, a review or a job for the
 * admin queue: once per person and thing
 * (a conditional create; a second report is a 409 and changes nothing).
 */
export async function createReport(actor: UserActor, input: ReportInput, now: number) {
  const target = await targetOf(actor, input);
  // Only while the reporter's account lives (privacy/author-guard.ts), like a post.
  const refused = await transact((tx) => [
    tx.report
      .create({
        kind: input.kind,
        target,
        reporter: actor.uid,
        ...(input.post_id ? { post_id: input.post_id } : {}),
        ...(input.comment_id ? { comment_id: input.comment_id } : {}),
        ...(input.conversation_id ? { conversation_id: input.conversation_id } : {}),
        ...(input.message_id ? { message_id: input.message_id } : {}),
        ...(input.review_id ? { review_id: input.review_id } : {}),
        reason: input.reason,
        created: now,
      })
      .commit(),
    ...authorStillHere(tx, actor.uid),
  ]);
  if (refused && failedAt(refused, 0)) throw conflict(alreadyReported);
  if (refused) throw notFound(accountGone);
  return { message: reportThanks };
}

/**
 * The admin reports queue: reports in one status, a page at a time; open ones oldest first (the
 * next to handle), closed ones newest first (the latest decisions).
 */
export async function reportQueue(
  status: ReportRecord['status'] = 'open',
  cursor?: string,
  limit = 15,
) {
  const order = status === 'open' ? 'asc' : 'desc';
  const page = await db()
    .entities.report.query.queue({ status })
    .go({ order, limit, cursor: cursor ?? null });
  return { reports: page.data, cursor: page.cursor };
}

/** The reports one user made (their data export and account deletion). */
export async function reportsBy(uid: string) {
  const { data } = await db()
    .entities.report.query.byReporter({ reporter: uid })
    .go({ pages: 'all' });
  return data;
}

/**
 * The reports about one thing (a user's profile: kind user, the uid), newest first: one Query
 * on the report's own partition (REPORT#kind#target), at most 100 read, `limit` answered.
 */
export async function reportsAbout(kind: ReportRecord['kind'], target: string, limit = 15) {
  const { data } = await db().entities.report.query.byTarget({ kind, target }).go({ limit: 100 });
  return data.sort((a, b) => b.created - a.created).slice(0, limit);
}
