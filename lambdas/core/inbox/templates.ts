import type english from './notices/locales/en.json';

/**
 * What each in-app mail says, from its template {name, data}, in the words of the `notices`
 * catalogues (./notices/locales). Pure: the API renders the e-mail with it in the recipient's
 * language and the SPA renders the inbox in the reader's, so both say the same.
 */
export const noticeNames = [
  'job-match',
  'application',
  'application-decision',
  'offer',
  'offer-answer',
  'contact',
  'order-taken',
  'message',
  'agreement',
  'trial-day-reminder',
  'trial-day',
  'commission-payout',
  'pay-day',
] as const;
export type NoticeName = (typeof noticeNames)[number];
export type NoticeData = Record<string, string | number | undefined>;

export interface RenderedNotice {
  /** One line: the e-mail subject and the inbox heading. */
  title: string;
  /** The body's sentences. */
  lines: string[];
  /** Where the reader acts on it, as an app path. */
  path: string;
  action: string;
}

const text = (value: unknown, fallback = '') =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;

/** A notice's words in one language (the SPA's namespace hook, or the API's for e-mails). */
export type NoticeWords = (key: NoticeKey, values?: Record<string, string | number>) => string;
export type NoticeKey = keyof typeof english;

const CAREGIVER = '/my_account/caregiver';
const PARENT = '/my_account/parent';

type Renderer = (d: NoticeData, t: NoticeWords) => RenderedNotice;

/** "the Nanny job", or "the job" when the position is unknown. */
const theJob: (d: NoticeData, t: NoticeWords) => string = (d, t) =>
  d.position ? t('job.named', { position: text(d.position) }) : t('job.unnamed');

const trialDayEvents = ['proposed', 'times', 'moved', 'accepted', 'cancelled'] as const;
const commissionEvents = ['approved', 'refused', 'paid', 'failed'] as const;

const renderers: Record<NoticeName, Renderer> = {
  'job-match': (d, t) => ({
    title: t('jobMatch.title', {
      position: text(d.position, t('fallback.care')),
      place: text(d.place, t('fallback.yourArea')),
    }),
    lines: [
      t('jobMatch.line', {
        position: text(d.position, t('fallback.caregiverWord')),
        place: text(d.place),
      }),
    ],
    path: `/job/${text(d.post_id)}`,
    action: t('jobMatch.action'),
  }),
  application: (d, t) => {
    const name = text(d.name, t('fallback.aCaregiver'));
    return {
      title: t('application.title', { name, job: theJob(d, t) }),
      lines: [t('application.line', { name })],
      path: `${PARENT}/jobs_profiles/recieved_applications/none?job=${text(d.post_id)}`,
      action: t('application.action'),
    };
  },
  'application-decision': (d, t) => {
    const outcome = d.status === 'shortlisted' ? 'shortlisted' : 'declined';
    return {
      title: t(`decision.${outcome}.title`, { job: theJob(d, t) }),
      lines: [t(`decision.${outcome}.line`)],
      path: `${CAREGIVER}/apply_offers/my_applications/none`,
      action: t('decision.action'),
    };
  },
  offer: (d, t) => ({
    title: t('offer.title', {
      position: text(d.position, t('fallback.aJob')),
      from: text(d.from, t('fallback.aFamilyLower')),
    }),
    lines: [
      t('offer.line', { from: text(d.from, t('fallback.aFamily')), job: theJob(d, t) }),
      ...(d.message ? [t('offer.theirMessage', { message: text(d.message) })] : []),
      t('offer.open'),
    ],
    path: `${CAREGIVER}/apply_offers/recieved_job_offers/none`,
    action: t('offer.action'),
  }),
  'offer-answer': (d, t) => {
    const name = text(d.name, t('fallback.theCaregiver'));
    const answer = d.status === 'accepted' ? 'accepted' : 'declined';
    return {
      title: t(`offerAnswer.${answer}.title`, { name }),
      lines: [t(`offerAnswer.${answer}.line`, { name, job: theJob(d, t) })],
      path: `${PARENT}/jobs_profiles/recieved_applications/none?job=${text(d.post_id)}`,
      action: t('offerAnswer.action'),
    };
  },
  contact: (d, t) => {
    const name = text(d.name, t('fallback.aFamily'));
    const message = d.message ? [t('offer.theirMessage', { message: text(d.message) })] : [];
    // Contacts before the contact-reveal rule (docs/decisions/messages-and-contacts.md, "What a
    // contact reveals") carry no conversation.
    if (!d.conversation_id)
      return {
        title: t('contact.title', { name }),
        lines: [t('contact.line', { name }), ...message],
        path: `${CAREGIVER}/overview/user/none`,
        action: t('contact.action'),
      };
    return {
      title: t('contact.title', { name }),
      lines: [t('contact.wrote', { name }), ...message, t('contact.private', { name })],
      path: `/messages/${encodeURIComponent(text(d.conversation_id))}`,
      action: t('contact.reply'),
    };
  },
  'order-taken': (d, t) => {
    const cook = text(d.cook, t('fallback.aCook'));
    return {
      title: t('orderTaken.title', { cook }),
      lines: [t('orderTaken.line', { cook })],
      path: text(d.path, '/'),
      action: t('orderTaken.action'),
    };
  },
  agreement: (d, t) => {
    const event =
      d.event === 'accepted' ? 'accepted' : d.event === 'changes' ? 'changes' : 'proposed';
    const name = text(d.name, t('fallback.someone'));
    return {
      title: t(`agreement.${event}.title`, { name }),
      lines: [t(`agreement.${event}.line`, { name, job: theJob(d, t) })],
      path: `/hires/${encodeURIComponent(text(d.post_id))}/${encodeURIComponent(text(d.caregiver_id))}/agreement`,
      action: t('agreement.action'),
    };
  },
  message: (d, t) => ({
    title: t('message.title', { name: text(d.name, t('fallback.someone')) }),
    lines: [t('message.line', { body: text(d.body).slice(0, 120) })],
    path: `/messages/${text(d.conversation_id)}`,
    action: t('message.action'),
  }),
  // The time is kept as the country's clock shows it ("2026-11-29 14:00", in `zone`).
  'trial-day-reminder': (d, t) => {
    const values = { name: text(d.name, t('fallback.theOther')), time: text(d.time) };
    return {
      title: t(d.when === 'day' ? 'trialReminder.day.title' : 'trialReminder.soon.title', values),
      lines: [
        t('trialReminder.line', {
          time: text(d.time),
          zone: text(d.zone),
          place: text(d.venue),
          hours: Number(d.hours) || 1,
        }),
        t('trialReminder.change'),
      ],
      path: text(d.hire, '/hires'),
      action: t('trialReminder.action'),
    };
  },
  // A change to a trial day, told to the other person; times as the country's clock shows them.
  'trial-day': (d, t) => {
    const event = trialDayEvents.find((e) => e === d.event) ?? 'proposed';
    const name = text(d.name, t('fallback.theOther'));
    const zone = text(d.zone);
    const times = d.times ? [t('trialDay.options', { times: text(d.times), zone })] : [];
    const reason = d.reason ? [t('trialDay.reason', { reason: text(d.reason) })] : [];
    const lines: Record<(typeof trialDayEvents)[number], string[]> = {
      proposed: [t('trialDay.proposed.line', { name, job: theJob(d, t) }), ...times],
      times: times,
      moved: [...reason, ...times],
      accepted: [t('trialDay.accepted.line', { time: text(d.time), zone, place: text(d.venue) })],
      cancelled: reason,
    };
    return {
      title: t(`trialDay.${event}.title`, { name, time: text(d.time) }),
      lines: lines[event],
      path: text(d.hire, '/hires'),
      action: t('trialDay.action'),
    };
  },
  // An institution's commission withdrawal decided or paid out (commissions/decide-withdrawal.ts);
  // the amount comes formatted ("ZMW 250.00"), the reason as the admin wrote it.
  'commission-payout': (d, t) => {
    const event = commissionEvents.find((e) => e === d.event) ?? 'approved';
    const values = { amount: text(d.amount), number: text(d.number) };
    return {
      title: t(`commissionPayout.${event}.title`, values),
      lines: [
        t(`commissionPayout.${event}.line`, values),
        ...(d.reason ? [t('commissionPayout.reason', { reason: text(d.reason) })] : []),
      ],
      path: '/my_account/institution/referrals/user/none',
      action: t('commissionPayout.action'),
    };
  },
  // The parent's reminder on the agreement's pay day; `period` is the month (YYYY-MM).
  'pay-day': (d, t) => {
    const name = text(d.name, t('fallback.theCaregiver'));
    const period = text(d.period);
    return {
      title: t('payDay.title', { name, period }),
      lines: [
        d.wage ? t('payDay.line', { name, period, wage: text(d.wage) }) : t('payDay.lineNoWage'),
        t('payDay.how'),
      ],
      path: text(d.hire, '/wages'),
      action: t('payDay.action'),
    };
  },
};

/**
 * The notice's data with its position (kept as the API's key, the reference's English value)
 * named in the reader's language by `positionName`: the inbox, the e-mail and the text say it
 * alike.
 */
export const withPositionNamed = (
  data: NoticeData,
  positionName: (position: string) => string,
): NoticeData =>
  typeof data.position === 'string' ? { ...data, position: positionName(data.position) } : data;

/** A notice in the reader's language (`t`: the notices namespace in that language). */
export const renderNotice = (name: string, data: NoticeData, t: NoticeWords): RenderedNotice =>
  (noticeNames as readonly string[]).includes(name)
    ? renderers[name as NoticeName](data, t)
    : { title: t('unknown.title'), lines: [], path: '/', action: t('unknown.action') };

/**
 * What a notice keeps when the person it tells of deletes their account: only what says
 * nothing about them (the job, its place, an outcome, a link). Names and their words go, and
 * the notice reads with its fallback ("A caregiver applied ..."). A new data field is dropped
 * unless it is added here.
 */
const impersonalFields = [
  'post_id',
  'position',
  'place',
  'status',
  'path',
  'time',
  'zone',
  'hours',
  'when',
  'event',
  'times',
  'period',
] as const;
export const anonymousNoticeData = (data: NoticeData): NoticeData =>
  Object.fromEntries(
    impersonalFields.flatMap((field) => (field in data ? [[field, data[field]]] : [])),
  );
