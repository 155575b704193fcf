import type { EntityItem } from 'electrodb';
import type { UserActor } from '../actor.js';
import { nameOf, personAttributes } from '../conversations/views.js';
import { db } from '../db/service.js';
import { transact } from '../db/transact.js';
import { conflict, forbidden, invalid, notFound } from '../errors.js';
import { hireNotFound, hireOf, type HireSide } from '../hires/hire.js';
import { newNotice, noticeWrites, type Notice } from '../inbox/notices.js';
import { careCopy } from '../reference/category-content.js';
import { countryByCode, countryByName } from '../reference/countries.js';
import { timeZoneOf } from '../reference/time-zone.js';
import { users } from '../users/users.js';
import type { Agreement, AgreementVersion } from './agreement.entity.js';
import { checkMinimums, minimumsOf } from './minimums.js';
import type { AgreementTerms, DraftInput } from './schemas.js';

export type AgreementRecord = EntityItem<typeof Agreement>;
export type AgreementVersionRecord = EntityItem<typeof AgreementVersion>;

export const agreementAccepted = 'This agreement was accepted and can no longer be changed.';
export const staleVersion =
  'The agreement changed since you read it. Read the current version first.';
export const noAgreement = 'There is no agreement for this hire yet.';
export const parentDrafts = 'Only the family drafts and changes the agreement.';
export const caregiverAnswers = 'Only the caregiver accepts the agreement or asks for changes.';
export const alreadyAsked = 'You already asked for changes to this version.';
export const unknownDuty = 'Choose duties from the list for this position';

/** How many duties the roles-and-duties reference lists for a position (0 when none). */
export const dutyCountOf = (position: string) =>
  (careCopy as Record<string, { duties: readonly string[] } | undefined>)[position]?.duties
    .length ?? 0;

const hireKey = (postId: string, caregiverId: string) => ({
  post_id: postId,
  caregiver_id: caregiverId,
});

async function headOf(postId: string, caregiverId: string) {
  return (await db().entities.agreement.get(hireKey(postId, caregiverId)).go()).data ?? undefined;
}

/**
 * Who may read an agreement: its two people, as the agreement itself names them (so either keeps
 * reading it after the other's account, and with it the offer, is gone). Before there is one, the
 * hire decides (hire.ts); anyone else hears "not found".
 */
async function readerOf(actor: UserActor, postId: string, caregiverId: string) {
  const head = await headOf(postId, caregiverId);
  if (head) {
    const side: HireSide | undefined =
      head.parent_id === actor.uid
        ? 'parent'
        : head.caregiver_id === actor.uid
          ? 'caregiver'
          : undefined;
    if (!side) throw notFound(hireNotFound);
    return { head, side };
  }
  const { side } = await hireOf(actor, postId, caregiverId);
  return { head, side };
}

async function versionsOf(postId: string, caregiverId: string) {
  const { data } = await db()
    .entities.agreementVersion.query.byHire(hireKey(postId, caregiverId))
    .go({ pages: 'all' });
  return data.sort((a, b) => a.version - b.version).map(versionView);
}

const versionView = (v: AgreementVersionRecord) => ({
  version: v.version,
  terms: v.terms as AgreementTerms & { position: string; currency: string },
  proposedAt: v.proposedAt,
  ...(v.comment !== undefined ? { comment: v.comment, commentAt: v.commentAt } : {}),
});

async function namesOf(uids: string[]) {
  const { data } = await db()
    .entities.user.get(uids.map((uid) => ({ uid })))
    .go({ attributes: [...personAttributes] });
  const byUid = new Map(data.map((p) => [p.uid, nameOf(p)]));
  return (uid: string, fallback: string) => ({ uid, name: byUid.get(uid) ?? fallback });
}

async function fullView(head: AgreementRecord, side: HireSide) {
  const [versions, name] = await Promise.all([
    versionsOf(head.post_id, head.caregiver_id),
    namesOf([head.parent_id, head.caregiver_id]),
  ]);
  return {
    post_id: head.post_id,
    caregiver_id: head.caregiver_id,
    parent: name(head.parent_id, 'Family'),
    caregiver: name(head.caregiver_id, 'Caregiver'),
    status: head.status,
    version: head.version,
    created: head.created,
    updated: head.updated,
    ...(head.acceptedAt ? { acceptedAt: head.acceptedAt } : {}),
    timeZone: timeZoneOfCode(head.country),
    side,
    minimums: minimumsOf(head.country),
    versions,
  };
}

const timeZoneOfCode = (code: string) => timeZoneOf(countryByCode(code)?.countryName);

/** The job's country (alpha-2) and currency, and a plain salary as minor units. */
async function jobTermsOf(postId: string) {
  const job = (await db().entities.job.get({ post_id: postId }).go()).data;
  const country = countryByName(job?.currently_in ?? 'Zambia');
  const code = country?.countryCode ?? 'ZM';
  return { job, code, currency: country?.currencyCode || 'ZMW' };
}

/**
 * "1500", "K1,500", "ZMW 3000 per month" or "ZMW 1 500.00" read as minor units (150000 for
 * 1500); anything else (a range, a week's pay, "Negotiable") as unknown.
 */
export function plainSalary(salary: string | undefined): number | undefined {
  const digits = salary
    ?.replace(/^\s*(ZMW|ZK|K)\s*/i, '')
    .replace(/\s*(per|a|\/)\s*month\s*$/i, '')
    .replace(/[\s,]/g, '');
  if (!digits || !/^\d{1,9}(\.\d{1,2})?$/.test(digits)) return undefined;
  return Math.round(Number(digits) * 100);
}

const liveOf = (value: string | undefined) =>
  value === 'Live in'
    ? ('live-in' as const)
    : value === 'Live out'
      ? ('live-out' as const)
      : undefined;

/**
 * GET .../agreement: the agreement with its versions (null before the first draft), and what the
 * parent's form starts from: the hire's position, its duties in the reference, the country's
 * currency and minimums, and the job's salary, start date and live-in/out.
 */
export async function readAgreement(actor: UserActor, postId: string, caregiverId: string) {
  const { head, side } = await readerOf(actor, postId, caregiverId);
  const { job, code, currency } = await jobTermsOf(postId);
  const position = head?.position ?? job?.position ?? '';
  const startDay = job?.start_date
    ? new Date(job.start_date).toISOString().slice(0, 10)
    : undefined;
  const wage = plainSalary(job?.salary);
  const live = liveOf(job?.live_in_out);
  return {
    agreement: head ? await fullView(head, side) : null,
    side,
    position,
    dutyCount: dutyCountOf(position),
    currency: head?.currency ?? currency,
    minimums: minimumsOf(head?.country ?? code),
    timeZone: timeZoneOfCode(head?.country ?? code),
    prefill: {
      ...(wage ? { wage_minor: wage } : {}),
      ...(startDay ? { start_date: startDay } : {}),
      ...(live ? { live_in_out: live } : {}),
    },
  };
}

const agreementNotice = (
  recipient: { uid: string; email?: string },
  head: Pick<AgreementRecord, 'post_id' | 'caregiver_id' | 'position'>,
  event: 'proposed' | 'changes' | 'accepted',
  name: string,
  now: number,
  from: string,
) =>
  newNotice(
    recipient,
    'agreement',
    {
      post_id: head.post_id,
      caregiver_id: head.caregiver_id,
      position: head.position,
      event,
      name,
    },
    now,
    from,
  );

/**
 * The parent drafts the agreement, or revises it: each draft is a new version, kept for good,
 * and becomes the current one. Allowed until the caregiver accepts (then 409). The terms are
 * checked against the country's sourced minimums (a wage or leave below them is refused, naming
 * the minimum). One transaction: the new version (a conditional create), the head (created, or
 * moved on conditional on the version the parent revised and on not being accepted), and the
 * caregiver's notice.
 */
export async function draftAgreement(
  actor: UserActor,
  postId: string,
  caregiverId: string,
  input: DraftInput,
  now: number,
): Promise<{ agreement: Awaited<ReturnType<typeof fullView>>; notices: Notice[] }> {
  const { offer, side } = await hireOf(actor, postId, caregiverId);
  if (side !== 'parent') throw forbidden(parentDrafts);
  const [head, { job, code, currency }, caregiver, parent] = await Promise.all([
    headOf(postId, caregiverId),
    jobTermsOf(postId),
    users.require(caregiverId),
    users.require(actor.uid),
  ]);
  if (head?.status === 'accepted') throw conflict(agreementAccepted);
  if (head && input.version !== head.version) throw conflict(staleVersion);
  const position = head?.position ?? offer.position ?? job?.position ?? '';
  const terms = input.terms;
  const dutyCount = dutyCountOf(position);
  if (terms.duties.some((n) => n > dutyCount)) throw invalid(unknownDuty, { duties: unknownDuty });
  checkMinimums(head?.country ?? code, terms);
  const version = (head?.version ?? 0) + 1;
  const stored = { ...terms, position, currency: head?.currency ?? currency };
  const next: AgreementRecord = head
    ? { ...head, version, status: 'proposed', updated: now }
    : {
        ...hireKey(postId, caregiverId),
        parent_id: offer.parent_id,
        position,
        country: code,
        currency,
        status: 'proposed',
        version,
        created: now,
        updated: now,
      };
  const notice = agreementNotice(caregiver, next, 'proposed', nameOf(parent), now, actor.uid);
  const refused = await transact((tx) => [
    tx.agreementVersion
      .create({
        ...hireKey(postId, caregiverId),
        version,
        terms: stored,
        author: actor.uid,
        proposedAt: now,
      })
      .commit(),
    head
      ? tx.agreement
          .patch(hireKey(postId, caregiverId))
          .set({ version, status: 'proposed', updated: now })
          .where(
            (a, { eq, ne }) => `${eq(a.version, head.version)} AND ${ne(a.status, 'accepted')}`,
          )
          .commit()
      : tx.agreement.create(next).commit(),
    ...noticeWrites(tx, notice),
  ]);
  if (refused) throw conflict(staleVersion);
  return { agreement: await fullView(next, 'parent'), notices: [notice] };
}

/** The family's notice of the caregiver's answer, named after the caregiver. */
async function familyNotice(head: AgreementRecord, event: 'changes' | 'accepted', now: number) {
  const [parent, caregiver] = await Promise.all([
    users.require(head.parent_id),
    users.require(head.caregiver_id),
  ]);
  return agreementNotice(parent, head, event, nameOf(caregiver), now, head.caregiver_id);
}

/** The caregiver's answer: the agreement must be theirs, and the version they read current. */
async function answerable(actor: UserActor, postId: string, caregiverId: string, version: number) {
  const { side } = await hireOf(actor, postId, caregiverId);
  if (side !== 'caregiver') throw forbidden(caregiverAnswers);
  const head = await headOf(postId, caregiverId);
  if (!head) throw notFound(noAgreement);
  if (head.status === 'accepted') throw conflict(agreementAccepted);
  if (head.version !== version) throw conflict(staleVersion);
  return head;
}

/**
 * The caregiver accepts the version they read: conditional on it still being the current one
 * and not accepted (a transaction with the guard in its condition, so a revision that lands
 * first makes this a 409). From then on the agreement is read-only, dated `acceptedAt`.
 */
export async function acceptAgreement(
  actor: UserActor,
  postId: string,
  caregiverId: string,
  version: number,
  now: number,
) {
  const head = await answerable(actor, postId, caregiverId, version);
  const notice = await familyNotice(head, 'accepted', now);
  const refused = await transact((tx) => [
    tx.agreement
      .patch(hireKey(postId, caregiverId))
      .set({ status: 'accepted', acceptedAt: now, updated: now })
      .where((a, { eq, ne }) => `${eq(a.version, version)} AND ${ne(a.status, 'accepted')}`)
      .commit(),
    ...noticeWrites(tx, notice),
  ]);
  if (refused) throw conflict(staleVersion);
  const accepted: AgreementRecord = { ...head, status: 'accepted', acceptedAt: now, updated: now };
  return { agreement: await fullView(accepted, 'caregiver'), notices: [notice] };
}

/**
 * The caregiver asks for changes to the version they read, saying what: the comment is kept on
 * that version (once), and the parent is told. Conditional like accepting.
 */
export async function askForChanges(
  actor: UserActor,
  postId: string,
  caregiverId: string,
  input: { version: number; comment: string },
  now: number,
) {
  const head = await answerable(actor, postId, caregiverId, input.version);
  if (head.status === 'changes-asked') throw conflict(alreadyAsked);
  const notice = await familyNotice(head, 'changes', now);
  const refused = await transact((tx) => [
    tx.agreement
      .patch(hireKey(postId, caregiverId))
      .set({ status: 'changes-asked', updated: now })
      .where((a, { eq }) => `${eq(a.version, input.version)} AND ${eq(a.status, 'proposed')}`)
      .commit(),
    tx.agreementVersion
      .patch({ ...hireKey(postId, caregiverId), version: input.version })
      .set({ comment: input.comment, commentAt: now })
      .where((v, { notExists }) => notExists(v.comment))
      .commit(),
    ...noticeWrites(tx, notice),
  ]);
  if (refused) throw conflict(staleVersion);
  const changed: AgreementRecord = { ...head, status: 'changes-asked', updated: now };
  return { agreement: await fullView(changed, 'caregiver'), notices: [notice] };
}

/** The caller's agreements, newest first: one Query on their side's index. */
export async function myAgreements(actor: UserActor) {
  const isParent = actor.groups.includes('parent');
  const entities = db().entities;
  const { data } = await (
    isParent
      ? entities.agreement.query.byParent({ parent_id: actor.uid })
      : entities.agreement.query.byCaregiver({ caregiver_id: actor.uid })
  ).go({ order: 'desc', pages: 'all' });
  if (!data.length) return { agreements: [] };
  const otherOf = (a: AgreementRecord) => (isParent ? a.caregiver_id : a.parent_id);
  const name = await namesOf([...new Set(data.map(otherOf))]);
  return {
    agreements: data.map((a) => ({
      post_id: a.post_id,
      caregiver_id: a.caregiver_id,
      position: a.position,
      other: name(otherOf(a), isParent ? 'Caregiver' : 'Family'),
      status: a.status,
      version: a.version,
      updated: a.updated,
      ...(a.acceptedAt ? { acceptedAt: a.acceptedAt } : {}),
      timeZone: timeZoneOfCode(a.country),
    })),
  };
}

/** The agreements a person is a side of, with their versions (their data export). */
export async function agreementRecords(uid: string) {
  const entities = db().entities;
  const all = { pages: 'all' } as const;
  const [asParent, asCaregiver] = await Promise.all([
    entities.agreement.query.byParent({ parent_id: uid }).go(all),
    entities.agreement.query.byCaregiver({ caregiver_id: uid }).go(all),
  ]);
  return Promise.all(
    [...asParent.data, ...asCaregiver.data].map(async (head) => ({
      ...head,
      versions: await versionsOf(head.post_id, head.caregiver_id),
    })),
  );
}

/** Removes agreements never accepted, with their versions (an account being deleted). */
export async function removeUnacceptedAgreements(
  records: Awaited<ReturnType<typeof agreementRecords>>,
) {
  const entities = db().entities;
  for (const { versions, ...head } of records.filter((a) => a.status !== 'accepted')) {
    const key = hireKey(head.post_id, head.caregiver_id);
    if (versions.length)
      await entities.agreementVersion
        .delete(versions.map((v) => ({ ...key, version: v.version })))
        .go();
    await entities.agreement.delete(key).go();
  }
}

/** Whether someone reported the agreement (its contents are then open to admins). */
export const agreementTarget = (postId: string, caregiverId: string) => `${postId}#${caregiverId}`;

/**
 * What an admin sees of an agreement: that it exists, its status and dates. Its terms only once
 * one of its people reported it (a report of kind 'agreement'), as the reports queue shows them.
 */
export async function adminAgreement(postId: string, caregiverId: string) {
  const head = await headOf(postId, caregiverId);
  if (!head) throw notFound('Agreement not found');
  const reports = await db()
    .entities.report.query.byTarget({
      kind: 'agreement',
      target: agreementTarget(postId, caregiverId),
    })
    .go({ limit: 1 });
  const reported = reports.data.length > 0;
  return {
    post_id: head.post_id,
    caregiver_id: head.caregiver_id,
    parent_id: head.parent_id,
    status: head.status,
    version: head.version,
    created: head.created,
    updated: head.updated,
    ...(head.acceptedAt ? { acceptedAt: head.acceptedAt } : {}),
    reported,
    ...(reported ? { versions: await versionsOf(postId, caregiverId) } : {}),
  };
}

/** A reported agreement as the admin report screen shows it: its current terms, as text. */
export async function agreementContent(
  target: string,
): Promise<{ subject: string; title: string; text: string; hidden: boolean } | undefined> {
  const [postId = '', caregiverId = ''] = target.split('#');
  const head = await headOf(postId, caregiverId);
  if (!head) return undefined;
  const versions = await versionsOf(postId, caregiverId);
  const current = versions.find((v) => v.version === head.version);
  const lines = current
    ? Object.entries(current.terms).map(
        ([field, value]) => `${field}: ${Array.isArray(value) ? value.join(', ') : String(value)}`,
      )
    : [];
  if (current?.comment) lines.push(`comment: ${current.comment}`);
  return {
    subject: head.parent_id,
    title: `Work agreement (${head.status}, version ${head.version}): ${head.position}`,
    text: lines.join('\n'),
    hidden: false,
  };
}

/** A reporter must be one of the agreement's two people. */
export async function agreementReportTarget(actor: UserActor, postId: string, caregiverId: string) {
  const head = await headOf(postId, caregiverId);
  if (!head || (head.parent_id !== actor.uid && head.caregiver_id !== actor.uid))
    throw notFound('This agreement is not available');
  return agreementTarget(postId, caregiverId);
}
