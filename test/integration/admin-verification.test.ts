import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { DEMO_PASSWORD, signIn, type Tokens } from '../support/accounts.js';
import { mailTo } from '../support/mail.js';
import { liveCaregiver, realPdf, upload } from '../support/profiles.js';
import { registerByPhone } from '../support/phone-accounts.js';
import { waitForText } from '../support/sms.js';

let admin: Tokens;
beforeAll(async () => {
  admin = await signIn('admin@demo.test', DEMO_PASSWORD);
});

type Queued = { uid: string; kind: string; name?: string };

/** Every document waiting for review, all pages (15 a page). */
async function queue() {
  const found: Queued[] = [];
  let cursor: string | undefined;
  do {
    const suffix = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const page = await api('GET', `/api/admin/verifications${suffix}`, { token: admin.idToken });
    expect(page.status).toBe(200);
    expect(page.body.documents.length).toBeLessThanOrEqual(15);
    found.push(...page.body.documents);
    cursor = page.body.cursor ?? undefined;
  } while (cursor);
  return found;
}
const queued = async (uid: string, kind: string) =>
  (await queue()).some((doc) => doc.uid === uid && doc.kind === kind);

const review = (uid: string, kind: string, body: object, token = admin.idToken) =>
  api('PUT', `/api/admin/verifications/${uid}/${kind}`, { token, body });

const policeClearance = async (token: string) => {
  const uploaded = await upload(token, 'police', realPdf, 'police.pdf', { consent: true });
  expect(uploaded.status).toBe(200);
};

describe('document verification queue', () => {
  it('queues an uploaded police clearance; approving shows the badge and empties the queue', async () => {
    const nanny = await liveCaregiver('Verify Me');
    // The CV is not reviewed through the queue; the clearance is.
    expect(await queued(nanny.uid, 'cv')).toBe(false);
    await policeClearance(nanny.idToken);
    expect(await queued(nanny.uid, 'police')).toBe(true);
    expect((await review(nanny.uid, 'police', { decision: 'approve' }, nanny.idToken)).status).toBe(
      403,
    );

    const approved = await review(nanny.uid, 'police', { decision: 'approve' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await queued(nanny.uid, 'police')).toBe(false);
    const profile = await api('GET', `/api/profiles/${nanny.uid}`);
    expect(profile.body.documents.police).toEqual({ provided: true, verified: true });
    // Reviewed once: a second decision finds nothing waiting.
    expect((await review(nanny.uid, 'police', { decision: 'approve' })).status).toBe(404);
  }, 60_000);

  it('rejecting needs a reason, e-mails it to the user and gives no badge', async () => {
    const nanny = await liveCaregiver('Reject Me');
    await policeClearance(nanny.idToken);
    expect((await review(nanny.uid, 'police', { decision: 'reject' })).status).toBe(400);
    expect(await queued(nanny.uid, 'police')).toBe(true);

    const rejected = await review(nanny.uid, 'police', {
      decision: 'reject',
      reason: 'The stamp is not readable',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(await queued(nanny.uid, 'police')).toBe(false);
    const [mail] = (await mailTo(nanny.email)).filter((m) => /not accepted/.test(m.subject));
    expect(mail?.subject).toBe('Your police clearance was not accepted');
    expect(mail?.body.text).toContain('The stamp is not readable');
    const profile = await api('GET', `/api/profiles/${nanny.uid}`);
    expect(profile.body.documents.police).toEqual({ provided: true, verified: false });

    // A new upload goes back to the queue.
    await policeClearance(nanny.idToken);
    expect(await queued(nanny.uid, 'police')).toBe(true);
  }, 60_000);

  it('a caregiver who joined by phone is told by text, with the reason and where to upload', async () => {
    const nanny = await registerByPhone();
    await policeClearance(nanny.idToken);
    const rejected = await review(nanny.uid, 'police', {
      decision: 'reject',
      reason: 'The stamp is not readable',
    });
    expect(rejected).toMatchObject({
      status: 200,
      body: { message: 'Document rejected; the user was told why by text' },
    });
    const [text] = await waitForText(nanny.number.e164, (t) => /not accepted/.test(t.body));
    expect(text!.body).toMatch(/^Your police clearance was not accepted/);
    expect(text!.body).toContain('The stamp is not readable');
    expect(text!.body).toContain('/my_account/caregiver/my_profile/uploads_edit/none');
  }, 60_000);
});
