/**
 * What each in-app mail says, from its template {name, data}. Pure and dependency-free: the
 * API renders the e-mail from it and the SPA renders the inbox from it, so both say the same.
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

/** "the Nanny job", or "the job" when the position is unknown. */
const theJob = (d: NoticeData) => (d.position ? `the ${text(d.position)} job` : 'the job');

const CAREGIVER = '/my_account/caregiver';
const PARENT = '/my_account/parent';

const renderers: Record<NoticeName, (data: NoticeData) => RenderedNotice> = {
  'job-match': (d) => ({
    title: `New ${text(d.position, 'care')} job in ${text(d.place, 'your area')}`,
    lines: [`A family is looking for a ${text(d.position, 'caregiver')} in ${text(d.place)}.`],
    path: `/job/${text(d.post_id)}`,
    action: 'See the job',
  }),
  application: (d) => ({
    title: `${text(d.name, 'A caregiver')} applied for ${theJob(d)}`,
    lines: [
      `${text(d.name, 'A caregiver')} applied to your job. Shortlist, decline or send an offer.`,
    ],
    path: `${PARENT}/jobs_profiles/recieved_applications/none?job=${text(d.post_id)}`,
    action: 'See the applications',
  }),
  'application-decision': (d) => ({
    title:
      d.status === 'shortlisted'
        ? `You are shortlisted for ${theJob(d)}`
        : `Your application for ${theJob(d)} was declined`,
    lines: [
      d.status === 'shortlisted'
        ? 'The family shortlisted your application. They may send you an offer soon.'
        : 'The family chose someone else this time. Keep applying: new jobs come every day.',
    ],
    path: `${CAREGIVER}/apply_offers/my_applications/none`,
    action: 'See my applications',
  }),
  offer: (d) => ({
    title: `Job offer: ${text(d.position, 'a job')} from ${text(d.from, 'a family')}`,
    lines: [
      `${text(d.from, 'A family')} offers you ${theJob(d)}.`,
      ...(d.message ? [`Their message: ${text(d.message)}`] : []),
      'Open the offer to accept or decline it.',
    ],
    path: `${CAREGIVER}/apply_offers/recieved_job_offers/none`,
    action: 'See the offer',
  }),
  'offer-answer': (d) => ({
    title: `${text(d.name, 'The caregiver')} ${d.status === 'accepted' ? 'accepted' : 'declined'} your offer`,
    lines: [
      d.status === 'accepted'
        ? `${text(d.name, 'The caregiver')} accepted your offer for ${theJob(d)}. Their contact details are on the applications page.`
        : `${text(d.name, 'The caregiver')} declined your offer for ${theJob(d)}.`,
    ],
    path: `${PARENT}/jobs_profiles/recieved_applications/none?job=${text(d.post_id)}`,
    action: 'See the job’s applications',
  }),
  contact: (d) => ({
    title: `${text(d.name, 'A family')} wants to contact you`,
    lines: [
      `${text(d.name, 'A family')} looked at your profile and received your contact details.`,
      ...(d.message ? [`Their message: ${text(d.message)}`] : []),
    ],
    path: `${CAREGIVER}/overview/user/none`,
    action: 'Open my account',
  }),
  'order-taken': (d) => ({
    title: `${text(d.cook, 'A cook')} took your meal order`,
    lines: [`${text(d.cook, 'A cook')} will prepare your meals. They will contact you soon.`],
    path: text(d.path, '/'),
    action: 'See my order',
  }),
  message: (d) => ({
    title: `New message from ${text(d.name, 'someone')}`,
    lines: [`“${text(d.body).slice(0, 120)}”`],
    path: `/messages/${text(d.conversation_id)}`,
    action: 'Read and reply',
  }),
};

export const renderNotice = (name: string, data: NoticeData = {}): RenderedNotice =>
  (noticeNames as readonly string[]).includes(name)
    ? renderers[name as NoticeName](data)
    : { title: 'A message for you', lines: [], path: '/', action: 'Open' };
