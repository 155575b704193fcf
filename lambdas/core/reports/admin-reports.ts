import type { UserActor } from '../actor.js';
import { db } from '../db/service.js';
import { transact } from '../db/transact.js';
import type { Tx } from '../db/tx.js';
import { conflict, invalid, notFound } from '../errors.js';
import {
  afterSuspend,
  checkSuspendable,
  suspendCommits,
  type AccountSwitch,
} from '../moderation/suspensions.js';
import { previewHiding } from '../conversations/message-moderation.js';
import { recomputeRatings } from '../reviews/ratings.js';
import { jobContent, jobHiding } from '../jobs/job-moderation.js';
import { reviewContent, reviewHiding } from '../reviews/review-moderation.js';
import { agreementContent } from '../agreements/admin-agreements.js';
import type { ReportAction } from './schemas.js';
import { reportQueue, reportsAbout, type ReportRecord } from './reports.js';

const SEP = '\u0000';

/** A report's id for the admin screens: its key (kind, target, reporter), base64url. */
export const reportIdOf = (report: Pick<ReportRecord, 'kind' | 'target' | 'reporter'>) =>
  Buffer.from([report.kind, report.target, report.reporter].join(SEP)).toString('base64url');

function keyOf(id: string) {
  const [kind, target, reporter] = Buffer.from(id, 'base64url').toString('utf8').split(SEP);
  if (!kind || !target || !reporter) throw notFound('This report is not available');
  return { kind: kind as ReportRecord['kind'], target, reporter };
}

const withId = (report: ReportRecord) => ({ ...report, id: reportIdOf(report) });

/** The open reports (oldest first) or the closed ones (newest first), 15 a page. */
export async function queuedReports(status: ReportRecord['status'], cursor?: string) {
  const page = await reportQueue(status, cursor);
  return { reports: page.reports.map(withId), cursor: page.cursor };
}

/** The reports about a user's profile, newest first, for their admin page. */
export async function reportsAboutUser(uid: string) {
  return (await reportsAbout('user', uid)).map(withId);
}

async function requireReport(id: string) {
  const { data } = await db().entities.report.get(keyOf(id)).go();
  if (!data) throw notFound('This report is not available');
  return data;
}

/** What was reported, as plain text, and whose it is (the user a suspension would hit). */
async function reportedContent(report: ReportRecord) {
  const entities = db().entities;
  if (report.kind === 'user') {
    const { data } = await entities.user.get({ uid: report.target }).go();
    if (!data) return undefined;
    const name = data.fullname ?? data.username ?? 'Unnamed user';
    return { subject: data.uid, title: name, text: data.info ?? '', hidden: false };
  }
  if (report.kind === 'post') {
    const { data } = await entities.post.get({ post_id: report.target }).go();
    if (!data) return undefined;
    return { subject: data.user_id, title: data.title, text: data.info, hidden: !!data.hidden };
  }
  if (report.kind === 'comment') {
    const key = { post_id: report.post_id ?? '', comment_id: report.comment_id ?? '' };
    const { data } = await entities.comment.get(key).go();
    if (!data) return undefined;
    return {
      subject: data.user_id,
      title: `Comment by ${data.author}`,
      text: data.info,
      hidden: !!data.hidden,
    };
  }
  if (report.kind === 'message') {
    const { data } = await entities.message.get(messageKey(report)).go();
    if (!data) return undefined;
    const sender = (await entities.user.get({ uid: data.from }).go()).data;
    const name = sender?.fullname ?? sender?.username ?? 'a deleted account';
    return {
      subject: data.from,
      title: `Message by ${name}`,
      text: data.body,
      hidden: !!data.hidden,
    };
  }
  if (report.kind === 'review') return reviewContent(report.target);
  if (report.kind === 'job') return jobContent(report.target);
  if (report.kind === 'agreement') {
    const agreement = await agreementContent(report.target);
    if (!agreement) return undefined;
    const { subject, title, text } = agreement;
    return { subject, title, text, hidden: false };
  }
  return undefined;
}

type Content = NonNullable<Awaited<ReturnType<typeof reportedContent>>>;

const messageKey = (report: ReportRecord) => ({
  conversation_id: report.conversation_id ?? '',
  message_id: report.message_id ?? '',
});

/** The writes that hide (or show again) the reported post, comment, message, review or job. */
function hiding(tx: Tx, report: ReportRecord, content: Content, hide: boolean) {
  if (report.kind === 'review' && 'stars' in content) {
    // Already in the wanted state (hidden through another report): nothing to move.
    return content.hidden === hide ? [] : reviewHiding(tx, report.target, content, hide);
  }
  if (report.kind === 'job' && 'job' in content) {
    return content.hidden === hide ? [] : jobHiding(tx, content, hide);
  }
  const entity =
    report.kind === 'post'
      ? tx.post.patch({ post_id: report.target })
      : report.kind === 'comment'
        ? tx.comment.patch({ post_id: report.post_id ?? '', comment_id: report.comment_id ?? '' })
        : tx.message.patch(messageKey(report));
  return [
    hide
      ? entity.set({ hidden: true }).commit()
      : entity
          .remove(['hidden'])
          .where(({ hidden }, { exists }) => exists(hidden))
          .commit(),
    ...(report.kind === 'message' ? [previewHiding(tx, messageKey(report), hide)] : []),
  ];
}
/**
 * Everything but a profile or an agreement can be hidden (a profile's owner is suspended
 * instead; an agreement is the two people's record, never hidden from them).
 */
const hideable = (kind: ReportRecord['kind']) => kind !== 'user' && kind !== 'agreement';

/** A hidden or restored review leaves (or rejoins) the reviewed user's average. */
async function afterHiding(content: Content, now: number) {
  if ('about' in content) await recomputeRatings(content.about, now);
}

/** One report with the reported content shown as text (null when it is gone meanwhile). */
export async function readReport(id: string) {
  const report = await requireReport(id);
  const content = await reportedContent(report);
  const suspended = content
    ? Boolean((await db().entities.suspension.get({ uid: content.subject }).go()).data)
    : false;
  return { ...withId(report), content: content ? shown(content) : null, suspended };
}

/** What the admin screen reads of the content: a job's whole record stays here (for hiding). */
function shown(content: Content) {
  if (!('job' in content)) return content;
  const { subject, title, text, hidden } = content;
  return { subject, title, text, hidden };
}

/**
 * An admin acts on an open report: dismiss it, hide the content, or suspend its author (or the
 * reported user). The report is closed with the action, who and when, in the same transaction
 * as the action's own writes, conditional on still being open (so two admins cannot both act);
 * closing moves it out of the open queue index.
 */
export async function decideReport(
  accounts: AccountSwitch,
  admin: UserActor,
  id: string,
  action: ReportAction,
  now: number,
) {
  const report = await requireReport(id);
  if (report.status !== 'open') throw conflict('This report was already handled');
  const content = action === 'dismiss' ? undefined : await reportedContent(report);
  if (action !== 'dismiss' && !content) throw notFound('The reported content is gone');
  if (action === 'hide' && !hideable(report.kind)) {
    throw invalid('A profile is not hidden: suspend the user instead');
  }
  const subject = content?.subject ?? '';
  if (action === 'suspend') await checkSuspendable(admin, subject);
  const key = { kind: report.kind, target: report.target, reporter: report.reporter };
  const refused = await transact((tx) => [
    tx.report
      .patch(key)
      .set({ status: 'closed', action, actedBy: admin.uid, actedAt: now })
      .composite({ created: report.created })
      .where(({ status }, { eq }) => eq(status, 'open'))
      .commit(),
    ...(action === 'hide' && content ? hiding(tx, report, content, true) : []),
    ...(action === 'suspend' ? suspendCommits(tx, subject, admin.uid, now, report.reason) : []),
  ]);
  if (refused) throw conflict('This report was already handled, or its content changed');
  if (action === 'suspend') await afterSuspend(accounts, subject, now);
  if (action === 'hide' && content) await afterHiding(content, now);
  return readReport(id);
}

/**
 * An admin undoes a hide decision: the post, comment, message, review or job is shown again
 * (a job waits paused for its owner to publish it), and the report keeps
 * who restored it and when. One transaction, conditional on the content still being hidden
 * (otherwise nothing changes and the caller hears 409).
 */
export async function unhideContent(admin: UserActor, id: string, now: number) {
  const report = await requireReport(id);
  if (report.action !== 'hide' || !hideable(report.kind)) {
    throw invalid('Only content hidden by this report can be shown again');
  }
  const content = await reportedContent(report);
  const gone = 'This content is not hidden (or is gone): nothing changed';
  if (!content || !content.hidden) throw conflict(gone);
  const key = { kind: report.kind, target: report.target, reporter: report.reporter };
  const refused = await transact((tx) => [
    tx.report.patch(key).set({ restoredBy: admin.uid, restoredAt: now }).commit(),
    ...hiding(tx, report, content, false),
  ]);
  if (refused) throw conflict(gone);
  await afterHiding(content, now);
  return readReport(id);
}
