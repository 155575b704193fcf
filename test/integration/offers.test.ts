import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { registerVerified } from '../support/accounts.js';
import { inbox, unread } from '../support/inbox.js';
import { jobForm, parentWithPackage, publishedJob } from '../support/jobs.js';
import { mailTo } from '../support/mail.js';
import { liveCaregiver } from '../support/profiles.js';

const offer = (token: string, id: string, caregiver_id: string, message = 'We liked your CV.') =>
  api('POST', `/api/jobs/${id}/offers`, { token, body: { caregiver_id, message } });
const answer = (token: string, id: string, uid: string, status: string) =>
  api('PUT', `/api/jobs/${id}/offers/${uid}`, { token, body: { status } });

async function hiringParent() {
  const parent = await parentWithPackage();
  const id = await publishedJob(parent.idToken, { contact: 'Mrs Mwale' });
  return { parent, id };
}

describe('job offers', () => {
  it('lives from sent to accepted, and both sides see it', async () => {
    const { parent, id } = await hiringParent();
    const nanny = await liveCaregiver('Offered Nanny');

    const sent = await offer(parent.idToken, id, nanny.uid);
    expect(sent).toMatchObject({ status: 201, body: { status: 'sent', caregiver_id: nanny.uid } });
    expect(await offer(parent.idToken, id, nanny.uid)).toMatchObject({
      status: 409,
      body: { message: 'You have already sent this caregiver an offer for this job.' },
    });

    // The caregiver is told once, in the app and by e-mail, and sees who to reach.
    expect(await unread(nanny.idToken)).toBe(1);
    const [notice] = await inbox(nanny.idToken);
    expect(notice).toMatchObject({ seen: false, template: { name: 'offer' } });
    expect(notice!.template.data).toMatchObject({ from: 'Mrs Mwale', post_id: id });
    const mails = await mailTo(nanny.email);
    expect(mails.map((m) => m.subject)).toContain('Job offer: Nanny from Mrs Mwale');
    const received = await api('GET', '/api/my/offers', { token: nanny.idToken });
    expect(received.body.offers).toEqual([
      expect.objectContaining({
        post_id: id,
        status: 'sent',
        message: 'We liked your CV.',
        job: expect.objectContaining({ contact: 'Mrs Mwale', email: jobForm().email }),
      }),
    ]);

    // The family sees the offer as sent, without the caregiver's details until accepted.
    const before = await api('GET', `/api/jobs/${id}/applications`, { token: parent.idToken });
    expect(before.body.offers).toEqual([
      expect.objectContaining({ caregiver_id: nanny.uid, status: 'sent', contact: null }),
    ]);

    const accepted = await answer(nanny.idToken, id, nanny.uid, 'accepted');
    expect(accepted).toMatchObject({ status: 200, body: { status: 'accepted' } });
    expect(await answer(nanny.idToken, id, nanny.uid, 'declined')).toMatchObject({
      status: 409,
      body: { message: 'You have already answered this offer.' },
    });

    const after = await api('GET', `/api/jobs/${id}/applications`, { token: parent.idToken });
    expect(after.body.offers).toEqual([
      expect.objectContaining({
        status: 'accepted',
        contact: expect.objectContaining({ email: nanny.email }),
      }),
    ]);
    expect(await unread(parent.idToken)).toBe(1);
    const [told] = await inbox(parent.idToken);
    expect(told!.template).toMatchObject({
      name: 'offer-answer',
      data: { status: 'accepted', name: 'Offered Nanny' },
    });
  });

  it('a declined offer is declined for both', async () => {
    const { parent, id } = await hiringParent();
    const nanny = await liveCaregiver('Busy Nanny');
    await offer(parent.idToken, id, nanny.uid, '');
    expect((await answer(nanny.idToken, id, nanny.uid, 'declined')).status).toBe(200);
    const seen = await api('GET', `/api/jobs/${id}/applications`, { token: parent.idToken });
    expect(seen.body.offers[0]).toMatchObject({ status: 'declined', contact: null });
    expect((await inbox(parent.idToken))[0]!.template.data).toMatchObject({ status: 'declined' });
  });

  it('is only for the poster’s published jobs and real caregivers', async () => {
    const { parent, id } = await hiringParent();
    const nanny = await liveCaregiver('Sought After');
    const stranger = await parentWithPackage();
    expect((await offer(stranger.idToken, id, nanny.uid)).status).toBe(403);

    const otherParent = await registerVerified('parent');
    expect((await offer(parent.idToken, id, otherParent.uid)).status).toBe(404);
    expect((await offer(parent.idToken, id, nanny.uid, 'x'.repeat(501))).body.message).toMatch(
      /500 characters or fewer/,
    );
    // None of the refused attempts reached the caregiver.
    expect(await unread(nanny.idToken)).toBe(0);
  });

  it('without a package a job is not published, so no offer can be sent for it', async () => {
    const parent = await registerVerified('parent');
    const nanny = await liveCaregiver('Not Yet');
    const created = await api('POST', '/api/jobs', { token: parent.idToken, body: jobForm() });
    const refused = await offer(parent.idToken, String(created.body.post_id), nanny.uid);
    expect(refused).toMatchObject({
      status: 403,
      body: { message: expect.stringMatching(/published jobs/) },
    });
  });

  it('nobody answers or reads another caregiver’s offers (403)', async () => {
    const { parent, id } = await hiringParent();
    const nanny = await liveCaregiver('Chosen One');
    const other = await liveCaregiver('Someone Else');
    await offer(parent.idToken, id, nanny.uid);
    expect((await answer(other.idToken, id, nanny.uid, 'accepted')).status).toBe(403);
    expect((await answer(parent.idToken, id, nanny.uid, 'accepted')).status).toBe(403);
    const theirs = await api('GET', '/api/my/offers', { token: other.idToken });
    expect(theirs.body.offers).toEqual([]);
    const stranger = await parentWithPackage();
    expect(
      (await api('GET', `/api/jobs/${id}/applications`, { token: stranger.idToken })).status,
    ).toBe(403);
    // The offer is still open for the one it was made to.
    const mine = await api('GET', '/api/my/offers', { token: nanny.idToken });
    expect(mine.body.offers[0].status).toBe('sent');
  });
});
