import { Service } from 'electrodb';
import { port } from '../ports/provided.js';
import { Application } from '../applications/application.entity.js';
import { ActionCode } from '../auth/action-code.entity.js';
import { CaregiverCard } from '../search/caregiver-card.entity.js';
import { FeaturedEnd } from '../search/featured-end.entity.js';
import { Counter } from './counter.entity.js';
import { Setting } from './setting.entity.js';
import { Contact } from '../contacts/contact.entity.js';
import { ContactMessage } from '../contact-us/contact-message.entity.js';
import { InboxState } from '../inbox/inbox-state.entity.js';
import { Mail } from '../inbox/mail.entity.js';
import { JobCard } from '../jobs/job-card.entity.js';
import { JobMatchSent } from '../jobs/job-match-sent.entity.js';
import { Job } from '../jobs/job.entity.js';
import { Offer } from '../offers/offer.entity.js';
import { Agreement, AgreementVersion } from '../agreements/agreement.entity.js';
import { Conversation } from '../conversations/conversation.entity.js';
import { Message } from '../conversations/message.entity.js';
import { Review } from '../reviews/review.entity.js';
import { MealOrderCard } from '../meal-orders/meal-order-card.entity.js';
import { Cart } from '../payments/cart.entity.js';
import { CartName } from '../payments/cart-name.entity.js';
import { Entitlement } from '../payments/entitlement.entity.js';
import { FreeUse } from '../payments/free-use.entity.js';
import { TrialWeek } from '../payments/trial-week.entity.js';
import { Order } from '../payments/order.entity.js';
import { PersonalityTest } from '../personality/personality-test.entity.js';
import { Earnings } from '../referrals/earnings.entity.js';
import { Referral } from '../referrals/referral.entity.js';
import { User } from '../users/user.entity.js';
import { Comment } from '../community/comment.entity.js';
import { Like } from '../community/like.entity.js';
import { CommentLike } from '../community/comment-like.entity.js';
import { Post } from '../community/post.entity.js';
import { Report } from '../reports/report.entity.js';
import {
  CaregiverViews,
  JobViews,
  LegacyCaregiverViews,
  LegacyJobViews,
} from '../admin-stats/view-tally.entity.js';
import { JobViewCount, UserViewCount } from '../traffic/view-count.entity.js';
import { DocumentReview } from '../moderation/document-review.entity.js';
import { Suspension } from '../moderation/suspension.entity.js';
import { SessionFence } from '../sessions/session-fence.entity.js';
import { Username } from '../users/username.entity.js';
import { RoleCount, RoleMember } from '../admin-users/role-member.entity.js';
import { OutboxItem } from '../mail-outbox/outbox-item.entity.js';
import { TextOutboxItem } from '../mail-outbox/text-outbox.entity.js';
import { EventOutboxItem } from '../mail-outbox/event-outbox.entity.js';
import { RateLimit } from '../rate-limits/rate-limit.entity.js';
import { ViewMark } from '../traffic/view-mark.entity.js';
import { SmsNumber } from '../sms/sms-number.entity.js';
import { SmsPhone } from '../sms/sms-phone.entity.js';
import { KeyedAnswer } from '../idempotency/keyed-answer.entity.js';
import { AccountDeletion } from '../privacy/account-deletion.entity.js';
import { PersonalPointer } from '../privacy/personal-pointer.entity.js';
import { SignInTicket } from '../phone-accounts/sign-in-ticket.entity.js';
import { PhoneCode } from '../phone-accounts/phone-code.entity.js';
import { SalaryTally } from '../salary-guide/salary-tally.entity.js';
import { TrialDay, TrialReminder } from '../trial-days/trial-day.entity.js';
import { PayDayReminder } from '../pay-day/pay-day-reminder.entity.js';
import { LedgerBalance, LedgerEntry, LedgerTransaction } from '../ledger/ledger.entity.js';
import { Payout, PayoutDue, PayoutFailed } from '../payouts/payout.entity.js';
import { CommissionOpen, CommissionWithdrawal } from '../commissions/withdrawal.entity.js';
import { PayoutNumber, Wage } from '../wages/wage.entity.js';

/**
 * The one electrodb Service over the single table. Built lazily so that importing a domain
 * module never reads settings; the table name and client come from the provided table port.
 */
const entities = {
  user: User,
  actionCode: ActionCode,
  contactMessage: ContactMessage,
  job: Job,
  jobCard: JobCard,
  entitlement: Entitlement,
  caregiverCard: CaregiverCard,
  featuredEnd: FeaturedEnd,
  counter: Counter,
  setting: Setting,
  contact: Contact,
  freeUse: FreeUse,
  trialWeek: TrialWeek,
  mail: Mail,
  inboxState: InboxState,
  jobMatchSent: JobMatchSent,
  application: Application,
  offer: Offer,
  agreement: Agreement,
  agreementVersion: AgreementVersion,
  mealOrderCard: MealOrderCard,
  referral: Referral,
  earnings: Earnings,
  ledgerTransaction: LedgerTransaction,
  ledgerEntry: LedgerEntry,
  ledgerBalance: LedgerBalance,
  payout: Payout,
  payoutDue: PayoutDue,
  payoutFailed: PayoutFailed,
  commissionWithdrawal: CommissionWithdrawal,
  commissionOpen: CommissionOpen,
  wage: Wage,
  payoutNumber: PayoutNumber,
  username: Username,
  cart: Cart,
  cartName: CartName,
  order: Order,
  personalityTest: PersonalityTest,
  post: Post,
  comment: Comment,
  like: Like,
  commentLike: CommentLike,
  report: Report,
  roleMember: RoleMember,
  roleCount: RoleCount,
  caregiverViews: CaregiverViews,
  jobViews: JobViews,
  legacyCaregiverViews: LegacyCaregiverViews,
  legacyJobViews: LegacyJobViews,
  userViewCount: UserViewCount,
  jobViewCount: JobViewCount,
  suspension: Suspension,
  sessionFence: SessionFence,
  documentReview: DocumentReview,
  mailOutbox: OutboxItem,
  textOutbox: TextOutboxItem,
  eventOutbox: EventOutboxItem,
  rateLimit: RateLimit,
  viewMark: ViewMark,
  smsPhone: SmsPhone,
  smsNumber: SmsNumber,
  keyedAnswer: KeyedAnswer,
  conversation: Conversation,
  message: Message,
  review: Review,
  accountDeletion: AccountDeletion,
  personalPointer: PersonalPointer,
  signInTicket: SignInTicket,
  phoneCode: PhoneCode,
  salaryTally: SalaryTally,
  trialDay: TrialDay,
  trialReminder: TrialReminder,
  payDayReminder: PayDayReminder,
};

let service: Service<typeof entities> | undefined;

export function db(): Service<typeof entities> {
  // Read on every call, not only the first: locally one process plays every function, and one
  // without the table's settings must fail here as it would in AWS (ports/invocation.ts).
  const table = port('table').name();
  service ??= new Service(entities, { client: port('table').client(), table });
  return service;
}

export const resetDb = (): void => {
  service = undefined;
};
