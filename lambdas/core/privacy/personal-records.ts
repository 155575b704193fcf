import { communityRecords, removeCommunityRecords } from '../community/community-records.js';
import {
  conversationRecords,
  removeConversationRecords,
} from '../conversations/conversation-records.js';
import { db } from '../db/service.js';
import { removeKeyedAnswers } from '../idempotency/keyed-answers.js';
import { reportsBy } from '../reports/reports.js';
import { agreementRecords, removeUnacceptedAgreements } from '../agreements/agreement-records.js';
import { removeReviewRecords, reviewRecords } from '../reviews/review-records.js';
import { removePayDayReminders } from '../pay-day/reminder-writes.js';
import { removeWageRecords } from '../wages/wage-records.js';
import { removeTrialDayRecords, trialDayRecords } from '../trial-days/trial-day-records.js';

/**
 * The records besides the profile that belong to one person, read by their own keys (never a
 * scan): the applications they made, the offers they received, the caregivers they contacted,
 * their in-app mail, their cart, their referral earnings, their conversations, the reviews
 * they wrote or received, the trial days of their hires, and their phone for text messages. The data export shows them; account deletion removes them.
 */
export async function personalRecords(uid: string) {
  const all = { pages: 'all' } as const;
  const entities = db().entities;
  const [applications, offers, contacts, mail, cart, earnings] = await Promise.all([
    entities.application.query.byApplicant({ temp_id: uid }).go(all),
    entities.offer.query.byCaregiver({ caregiver_id: uid }).go(all),
    entities.contact.query.byPair({ parent_id: uid }).go(all),
    entities.mail.query.byRecipient({ uid }).go(all),
    entities.cart.get({ uid }).go(),
    entities.earnings.query.byReferrer({ referrer: uid }).go(all),
  ]);
  // The personality test: paid attempts, the latest result and its answers.
  const personalityTest = (await entities.personalityTest.get({ uid }).go()).data;
  // The phone for text messages and the topics chosen (without the pending code's hash).
  const smsPhone = (await entities.smsPhone.get({ uid }).go()).data;
  const textMessages = smsPhone
    ? Object.fromEntries(Object.entries(smsPhone).filter(([field]) => field !== 'codeHash'))
    : null;
  return {
    applications: applications.data,
    offers: offers.data,
    contacts: contacts.data,
    mail: mail.data,
    cart: cart.data,
    earnings: earnings.data,
    // community posts, comments and likes, and the reports they made
    ...(await communityRecords(uid)),
    reports: await reportsBy(uid),
    // each conversation with the messages they sent in it
    conversations: await conversationRecords(uid),
    // the reviews they wrote and those about them, with answers
    reviews: await reviewRecords(uid),
    // the trial days of their hires, as parent or caregiver
    trialDays: await trialDayRecords(uid),
    personalityTest,
    textMessages,
    // the work agreements they are a side of, with every version
    agreements: await agreementRecords(uid),
  };
}

/** Removes them, with the unread count and the free allowances spent (batch deletes). */
export async function removePersonalRecords(uid: string) {
  const records = await personalRecords(uid);
  const entities = db().entities;
  const batches: Promise<unknown>[] = [
    entities.inboxState.delete({ uid }).go(),
    entities.freeUse
      .delete([
        { uid, kind: 'contacts' },
        { uid, kind: 'applications' },
      ])
      .go(),
  ];
  if (records.applications.length)
    batches.push(entities.application.delete(records.applications).go());
  if (records.offers.length) batches.push(entities.offer.delete(records.offers).go());
  // Their contacts, with the pointers each left under the caregiver (privacy/pointers.ts).
  if (records.contacts.length)
    batches.push(
      entities.contact.delete(records.contacts).go(),
      entities.personalPointer
        .delete(
          records.contacts.map((c) => ({
            uid: c.caregiver_id,
            kind: 'contact' as const,
            ref: uid,
          })),
        )
        .go(),
    );
  if (records.mail.length) batches.push(entities.mail.delete(records.mail).go());
  if (records.earnings.length) batches.push(entities.earnings.delete(records.earnings).go());
  if (records.personalityTest) batches.push(entities.personalityTest.delete({ uid }).go());
  // The phone for texts, and its link from the number that a STOP reply is matched by.
  if (records.textMessages)
    batches.push(
      entities.smsPhone.delete({ uid }).go(),
      entities.smsNumber.delete({ number: String(records.textMessages.number), uid }).go(),
    );
  // The cart goes with its name, so the name is free again like a deleted user's username.
  if (records.cart)
    batches.push(
      entities.cart.delete({ uid }).go(),
      entities.cartName.delete({ name: records.cart.name }).go(),
    );
  // Reports they made go too (the reporter is gone); see docs/decisions/community.md, "Account
  // deletion and the community".
  if (records.reports.length) batches.push(entities.report.delete(records.reports).go());
  await Promise.all(batches);
  // Their posts with everything on them; their comments and likes leave the counts exact.
  await removeCommunityRecords(uid);
  // Their conversations with all their messages; the other side's unread count stays exact.
  await removeConversationRecords(uid);
  // Their reviews and those about them; the reviewed users' averages stay exact.
  await removeReviewRecords(uid, Date.now());
  // Agreements not accepted go; accepted ones stay as the other side's record of the work
  // (docs/decisions/agreements.md, "Account deletion"): they hold only the uid, never a name.
  await removeUnacceptedAgreements(records.agreements);
  // The pay-day reminders of their hires: none is sent to or about a deleted person.
  await removePayDayReminders(records.agreements);
  // Their payout number goes; their payslips stay the other side's, without their name and number
  // (docs/decisions/wages-and-payouts.md, "Account deletion").
  await removeWageRecords(uid, Date.now());
  // The trial days of their hires, with their reminders (the hires go with the offers and jobs).
  await removeTrialDayRecords(uid);
  // Answers kept for requests sent again from the offline outbox (they expire in a day anyway).
  await removeKeyedAnswers(uid);
}
