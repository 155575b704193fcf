import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { registerVerified } from '../support/accounts.js';
import { inbox, pollUnread, unread } from '../support/inbox.js';
import { parentWithPackage, publishedJob } from '../support/jobs.js';
import { mailTo, type SentMail } from '../support/mail.js';
import { liveCaregiver } from '../support/profiles.js';

const applyTo = (token: string, id: string) =>
  api('POST', `/api/jobs/${id}/applications`, { token });
const decide = (token: string, id: string, uid: string, status: string) =>
  api('PUT', `/api/jobs/${id}/applications/${uid}`, { token, body: { status } });

describe('the inbox and the unread count', () => {
  it('counts right after each step: apply, shortlist, repeat, open, open again', async () => {
    const parent = await parentWithPackage();
    const id = await publishedJob(parent.idToken);
    const nanny = await liveCaregiver('Counted Nanny');
    expect(await unread(parent.idToken)).toBe(0);

    await applyTo(nanny.idToken, id);
    expect(await unread(parent.idToken)).toBe(1);
    const [applied] = await inbox(parent.idToken);
    expect(applied!.template).toMatchObject({
      name: 'application',
      data: { post_id: id, name: 'Counted Nanny' },
    });

    expect((await decide(parent.idToken, id, nanny.uid, 'shortlisted')).status).toBe(200);
    expect(await unread(nanny.idToken)).toBe(1);
    // Shortlisting again changes nothing and tells nobody twice.
    expect((await decide(parent.idToken, id, nanny.uid, 'shortlisted')).status).toBe(200);
    expect(await unread(nanny.idToken)).toBe(1);
    expect((await inbox(nanny.idToken))[0]!.template).toMatchObject({
      name: 'application-decision',
      data: { status: 'shortlisted' },
    });

    // Opening marks it seen for that user only; five tabs opening it at once count once.
    const seen = await Promise.all(
      Array.from({ length: 5 }, () =>
        api('PUT', `/api/inbox/${applied!.mail_id}/seen`, { token: parent.idToken }),
      ),
    );
    for (const answer of seen) expect(answer.status).toBe(200);
    expect(await unread(parent.idToken)).toBe(0);
    expect((await inbox(parent.idToken))[0]!.seen).toBe(true);
    expect(await unread(nanny.idToken)).toBe(1);
  });

  it('answers 304 to a poll while nothing changed, and the new count when it did', async () => {
    const parent = await parentWithPackage();
    const id = await publishedJob(parent.idToken);
    const poll = (etag?: string) => pollUnread(parent.idToken, etag);
    const first = await poll();
    const etag = first.headers.get('etag')!;
    expect(await first.json()).toEqual({ notificationCount: 0, messageCount: 0 });
    const idle = await poll(etag);
    expect(idle.status).toBe(304);
    expect(await idle.text()).toBe('');

    await applyTo((await liveCaregiver('Poll Changer')).idToken, id);
    const changed = await poll(etag);
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ notificationCount: 1, messageCount: 0 });
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('e-mails a notice only to people who allow e-mails', async () => {
    const parent = await parentWithPackage();
    const id = await publishedJob(parent.idToken);
    const quiet = await liveCaregiver('Quiet Nanny');
    const told = await liveCaregiver('Told Nanny');
    await api('PUT', '/api/account/preferences', {
      token: quiet.idToken,
      body: { send_emails: false },
    });
    for (const nanny of [quiet, told]) {
      await applyTo(nanny.idToken, id);
      await decide(parent.idToken, id, nanny.uid, 'declined');
      expect(await unread(nanny.idToken)).toBe(1);
    }
    const aboutJob = (mail: SentMail) => mail.subject.includes('Nanny job');
    expect((await mailTo(quiet.email)).filter(aboutJob)).toEqual([]);
    const [mail] = (await mailTo(told.email)).filter(aboutJob);
    expect(mail!.subject).toBe('Your application for the Nanny job was declined');
    expect(mail!.body.text).toContain('/my_account/caregiver/apply_offers/my_applications/none');
  });

  it('e-mails a notice in the language kept on the recipient’s account', async () => {
    const parent = await parentWithPackage();
    const id = await publishedJob(parent.idToken);
    const [french, bemba] = await Promise.all([
      liveCaregiver('Nounou Claire'),
      liveCaregiver('Mwape Chanda'),
    ]);
    for (const [nanny, appLanguage] of [
      [french, 'fr'],
      [bemba, 'bem'],
    ] as const) {
      const saved = await api('PUT', '/api/account/language', {
        token: nanny.idToken,
        body: { appLanguage },
      });
      expect(saved.status).toBe(200);
      await applyTo(nanny.idToken, id);
      await decide(parent.idToken, id, nanny.uid, 'shortlisted');
    }
    const [toClaire] = await mailTo(french.email);
    expect(toClaire!.subject).toBe('Vous êtes présélectionné(e) pour le poste de Nounou');
    expect(toClaire!.body.text).toContain(
      'La famille a présélectionné votre candidature. Elle pourrait bientôt vous faire une proposition.',
    );
    expect(toClaire!.body.html).toContain('Si le bouton ne fonctionne pas, copiez cette adresse');
    const [toMwape] = await mailTo(bemba.email);
    expect(toMwape!.subject).toBe('Mwasalwa pa incito ya Kalela wa bana');
    // The parent kept no language: English.
    const applied = (await mailTo(parent.email)).map((mail) => mail.subject);
    expect(applied).toContain('Nounou Claire applied for the Nanny job');
  });

  it('nobody reads or marks another user’s mail (403), and unknown mail is 404', async () => {
    const parent = await parentWithPackage();
    const id = await publishedJob(parent.idToken);
    await applyTo((await liveCaregiver('Private Sender')).idToken, id);
    const [theirs] = await inbox(parent.idToken);
    const snoop = await registerVerified('parent');
    expect(
      (await api('GET', `/api/inbox/${theirs!.mail_id}`, { token: snoop.idToken })).status,
    ).toBe(403);
    expect(
      (await api('PUT', `/api/inbox/${theirs!.mail_id}/seen`, { token: snoop.idToken })).status,
    ).toBe(403);
    expect(await inbox(snoop.idToken)).toEqual([]);
    expect((await api('GET', '/api/inbox/no-such-mail', { token: snoop.idToken })).status).toBe(
      404,
    );
    // The owner's message is untouched.
    expect(await unread(parent.idToken)).toBe(1);
    const own = await api('GET', `/api/inbox/${theirs!.mail_id}`, { token: parent.idToken });
    expect(own.body).toMatchObject({ seen: false, template: { name: 'application' } });
  });
});
