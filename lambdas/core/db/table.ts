/**
 * The single table's keys and indexes, defined once. The CDK stack (infra/data.ts), the local
 * bootstrap (infra/local/dynamo.ts) and every electrodb entity read these names.
 *
 * Access patterns (one line each; entities name them too):
 * - user by uid                          pk=USER#uid                  (users/user.entity.ts)
 * - user by e-mail (uniqueness, lookup)  gsi1 email                   (users/user.entity.ts)
 * - username uniqueness                  pk=USERNAME#name             (users/username.entity.ts)
 * - action code by its hash              pk=CODE#hash, TTL expiresAt  (auth/action-code.entity.ts)
 * - sign-in ticket by its hash           pk=TICKET#hash, TTL expiresAt (phone-accounts/sign-in-ticket.entity.ts)
 * - a number's pending texted code       pk=PHONE#e164 sk=CODE#purpose, TTL expiresAt (phone-accounts/phone-code.entity.ts)
 * - contact messages by day              pk=CONTACT#day               (contact/contact-message.entity.ts)
 * - job by id                            pk=JOB#id                    (jobs/job.entity.ts)
 * - jobs of a user, newest first         gsi2 USER#uid / JOB#posted    (jobs/job.entity.ts)
 * - published jobs by position+country   gsi1 JOBS#pos#country / posted (jobs/job-card.entity.ts)
 * - salary guide: jobs per amount of a position in an area pk=SALARY#country#area sk=PAY#position#amount (salary-guide/salary-tally.entity.ts)
 *   (area: country | region:{region} | town:{region}/{town}; one position: Query sk prefix PAY#position#)
 * - entitlements (packages) of a user    pk=USER#uid sk=ENTITLEMENT#k (payments/entitlement.entity.ts)
 * - referrals of a referrer              pk=USER#uid sk=REFERRAL#uid  (referrals/referral.entity.ts)
 * - a referrer's commission per currency pk=USER#uid sk=EARNINGS#cur  (referrals/earnings.entity.ts)
 * - a ledger transaction by id (once)    pk=LEDGERTX#id sk=LEDGERTX   (ledger/ledger.entity.ts)
 * - an account's entries, oldest first   pk=LEDGER#account sk=ENTRY#at#txid (the same file)
 * - an account's balance                 pk=LEDGER#account sk=BALANCE (the same file)
 * - a payout by its transfer reference   pk=PAYOUT#ref sk=PAYOUT      (payouts/payout.entity.ts)
 * - payouts with a step due, soonest     gsi1 PAYOUTSDUE / due#ref (item pk=PAYOUT#ref sk=DUE)
 * - failed payouts, newest (admins)      gsi1 PAYOUTSFAILED / failedAt#ref (item pk=PAYOUT#ref sk=FAILED)
 * - a commission withdrawal by id        pk=CPO#id sk=CPO             (commissions/withdrawal.entity.ts)
 * - commission withdrawals in a status, newest (admins) gsi1 CPOS#status / requestedAt#id
 * - an institution's withdrawals, newest gsi2 USER#uid / CPO#requestedAt#id
 * - an institution's open withdrawal per currency pk=USER#uid sk=CPOOPEN#cur (the same file)
 * - settings admins set (commission_minimum per currency) pk=SETTING#commission_minimum sk=CUR
 * - a wage payment by id (= tx_ref)     pk=WAGE#wid sk=WAGE          (wages/wage.entity.ts)
 * - a parent's payslips of a year       gsi1 WAGESPAID#uid#year / WAGE#period#createdAt (read descending)
 * - a caregiver's payslips of a year    gsi2 WAGESGOT#uid#year / WAGE#period#createdAt (read descending)
 * - a hire's wage payments by month     gsi3 WAGESHIRE#job#caregiver / WAGE#period#createdAt
 * - a person's payout number            pk=USER#uid sk=PAYOUTNUMBER  (the same file)
 * - caregiver cards of a user            pk=USER#uid sk=CGCARD#pos[~lang]#country (search/caregiver-card.entity.ts)
 * - caregivers by pos[~lang]+country[+region[+town]] gsi1/gsi2/gsi3 CG#... / rank (search/caregiver-card.entity.ts)
 * - featured placements by their end    pk=FEATURED sk=END#until#uid (search/featured-end.entity.ts)
 * - job e-mails sent (one per person)    pk=JOB#id sk=SENT#uid        (jobs/job-match-sent.entity.ts)
 * - in-app mail by id                  pk=MAIL#id                   (inbox/mail.entity.ts)
 * - in-app mail of a recipient, newest  gsi2 USER#uid / MAIL#posted#id
 * - unread count and inbox version       pk=USER#uid sk=INBOX         (inbox/inbox-state.entity.ts)
 * - applications to a job               pk=JOB#id sk=APPLICATION#uid (applications/application.entity.ts)
 * - applications of a caregiver          gsi2 USER#uid / APPLICATION#posted
 * - offers for a job                     pk=JOB#id sk=OFFER#uid        (offers/offer.entity.ts)
 * - offers a caregiver received          gsi2 USER#uid / OFFER#posted
 * - a hire's work agreement (its head)   pk=JOB#id sk=AGREEMENT#uid   (agreements/agreement.entity.ts)
 * - a caregiver's agreements, newest     gsi2 USER#uid / AGREEMENT#created
 * - a parent's agreements, newest        gsi3 AGREEMENTS#uid / AGREEMENT#created
 * - the versions of an agreement, in order pk=JOB#id sk=AGREEMENTV#uid#0001 (the same file)
 * - meal orders are jobs (Patient Meals); a parent's: jobs of a user, filtered by position
 * - open card of a meal order           pk=JOB#id sk=MEALCARD        (meal-orders/meal-order-card.entity.ts)
 * - open meal orders by country, newest  gsi1 MEALS#country / posted#id
 * - meal orders a cook took, newest      gsi3 COOK#uid / TAKEN#at     (jobs/job.entity.ts, sparse)
 * - counters by group (traffic, jobs, site, stats, pageviews) pk=COUNTER#group sk=name  (db/counter.entity.ts)
 * - a profile's / job's view count      pk=USER#uid|JOB#id sk=VIEWCOUNT, in no index (traffic/view-count.entity.ts)
 * - a caregiver's / job's view tally    pk=USER#uid|JOB#id sk=VIEWS  (admin-stats/view-tally.entity.ts)
 * - most viewed caregivers / jobs       gsi1 VIEWS#caregiver|job#shard / count(12 digits)#id (read descending, 8 shards)
 * - settings admins set (contact_limit)  pk=SETTING#group sk=name     (db/setting.entity.ts)
 * - a parent's contact with a caregiver  pk=USER#uid sk=CONTACT#uid   (contacts/contact.entity.ts)
 * - a parent's contacts, newest first    gsi3 CONTACTS#uid / CONTACT#lastAt
 * - free contacts / applications used    pk=USER#uid sk=FREE#kind     (payments/free-use.entity.ts)
 * - a caregiver's last trial week        pk=USER#uid sk=TRIALWEEK     (payments/trial-week.entity.ts)
 * - a user's open cart                  pk=USER#uid sk=CART          (payments/cart.entity.ts)
 * - cart name uniqueness                pk=CARTNAME#name             (payments/cart-name.entity.ts)
 * - order by id (= provider tx_ref)      pk=ORDER#oid sk=ORDER        (payments/order.entity.ts)
 * - orders of a user, newest first       gsi2 USER#uid / ORDER#created#oid
 * - a caregiver's personality test     pk=USER#uid sk=PERSONALITY   (personality/personality-test.entity.ts)
 * - post by id                          pk=POST#id sk=POST            (community/post.entity.ts)
 * - recent posts, newest first          gsi1 POSTS / POST#posted#id
 * - a user's posts, newest first        gsi2 USER#uid / POST#posted#id
 * - comments of a post, oldest first    pk=POST#id sk=COMMENT#id (ids sort by time) (community/comment.entity.ts)
 * - replies of a comment, oldest first  pk=POST#id sk=COMMENT#r<comment id><id> (the same entity)
 * - a user's comments and replies       gsi2 USER#uid / COMMENT#posted#id
 * - one like per user per comment       pk=POST#id sk=CLIKE#comment#uid (community/comment-like.entity.ts)
 * - a user's likes of comments          gsi2 USER#uid / CLIKE#liked#comment
 * - one like per user per post          pk=POST#id sk=LIKE#uid        (community/like.entity.ts)
 * - a user's likes                      gsi2 USER#uid / LIKE#liked#post
 * - one report per reporter per thing   pk=REPORT#kind#target sk=BY#uid (reports/report.entity.ts)
 *   (and the reports about a user: Query pk=REPORT#user#uid, on their admin page)
 * - the admin reports queue, oldest first gsi1 REPORTS#status / created#... (closed: newest first)
 * - reports a user made                 gsi2 USER#uid / REPORT#created
 * - members and count of a counted role  pk=ROLE#role sk=MEMBER#uid | COUNT (admin/role-member.entity.ts)
 * - users of a type, newest first        gsi2 USERS#type / date_created#uid (users/user.entity.ts)
 * - users by name prefix (lower case)    gsi3 NAMES#initial / NAME#name_key (sparse)
 * - orders in a status, newest first     gsi1 ORDERS#status / created#oid (payments/order.entity.ts)
 * - every order, newest first            gsi3 ORDERS / created#oid
 * - whether a user is suspended          pk=USER#uid sk=SUSPENDED     (moderation/suspension.entity.ts)
 * - a user's session fence (every signed-in request) pk=SESSIONS#<hash of uid> sk=FENCE, TTL expiresAt once deleted (sessions/session-fence.entity.ts)
 * - a user's document review of a kind   pk=USER#uid sk=DOCREVIEW#kind (moderation/document-review.entity.ts)
 * - the verification queue, oldest first gsi1 DOCREVIEWS#status / uploaded#uid#kind
 * - mail outbox item by id              pk=OUTBOX#id sk=OUTBOX        (mail-outbox/outbox-item.entity.ts)
 * - outbox items due, soonest first; parked ones  gsi1 OUTBOX#status / dueAt#id
 * - a conversation of a pair (id from the pair) pk=CONV#id sk=CONV (conversations/conversation.entity.ts)
 * - a parent's / caregiver's conversations, latest first  gsi1 / gsi2 CONVS#uid / CONV#lastAt
 * - messages of a conversation, by time  pk=CONV#id sk=MSG#id (ids sort by time) (conversations/message.entity.ts)
 * - a review by id (derived from hire + author) pk=REVIEW#id sk=REVIEW (reviews/review.entity.ts)
 * - the reviews about a user, newest first gsi1 REVIEWS#uid / REVIEW#created#id
 * - the reviews a user wrote            gsi2 USER#uid / REVIEW#created
 * - copies of a person's data in others' items pk=USER#uid sk=POINTER#kind#ref (privacy/personal-pointer.entity.ts)
 * - an account being deleted            pk=USER#uid sk=DELETION      (privacy/account-deletion.entity.ts)
 * - deletions not yet finished, oldest   gsi1 DELETIONS / requestedAt#uid
 * - contact messages from an address    gsi2 EMAIL#address / CONTACT#posted#id (contact/contact-message.entity.ts)
 * - a rate-limit window's counter       pk=LIMIT#kind#subject sk=W#start, TTL expiresAt (rate-limits/rate-limit.entity.ts)
 * - a viewer counted for an item        pk=SEEN#hash sk=SEEN, TTL expiresAt (traffic/view-mark.entity.ts)
 * - a hire's trial days                 pk=HIRE#job#caregiver sk=TRIAL#id (trial-days/trial-day.entity.ts)
 * - a parent's / caregiver's trial days by start  gsi1 / gsi2 TRIALS#uid / [TRIAL#]at#id
 * - a trial day's reminders             pk=HIRE#job#caregiver sk=REMIND#id#kind (the same file)
 * - trial-day reminders due, soonest    gsi1 TRIALREMINDERS / due#job#caregiver#id#kind
 * - a hire's pay-day reminder of a month pk=HIRE#job#caregiver sk=PAYDAY#YYYY-MM (pay-day/pay-day-reminder.entity.ts)
 * - pay-day reminders due, soonest      gsi1 PAYDAYREMINDERS / due#job#caregiver#period
 */
export const tableKeys = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
} as const;

export const tableIndexes = [
  { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
] as const;

/** Every key attribute is a string. */
export const keyAttributes = [
  tableKeys.partitionKey,
  tableKeys.sortKey,
  ...tableIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
];

interface KeyPart<C extends readonly string[]> {
  composite: C;
  template: string;
}

/**
 * An entity's index on one of the table's GSIs: the index's names come from the list above, so
 * an entity states only its key templates.
 */
export function secondaryIndex<
  const P extends readonly string[],
  const S extends readonly string[],
>(which: 0 | 1 | 2, pk: KeyPart<P>, sk: KeyPart<S>) {
  const index = tableIndexes[which];
  return {
    index: index.name,
    pk: { field: index.partitionKey, ...pk },
    sk: { field: index.sortKey, ...sk },
  };
}
