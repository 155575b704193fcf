import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { parentWithPackage, publishedJob } from '../support/jobs.js';
import { waitForMail, type SentMail } from '../support/mail.js';
import { liveCaregiver } from '../support/profiles.js';

/** Letters only: an unlisted place name with digits stays out of our mail. */
const lettersOnly = () =>
  `Region ${randomUUID()
    .slice(0, 8)
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!)}`;
const about = (id: string) => (mail: SentMail) => (mail.body.text ?? '').includes(`/job/${id}`);
const speak = (token: string, appLanguage: string) =>
  api('PUT', '/api/account/language', { token, body: { appLanguage } });

describe('positions in e-mails, in the reader’s language', () => {
  it('names the job-match position in French and Bemba, not in English', async () => {
    const region = lettersOnly();
    const where = {
      basics: { currently_in: 'Botswana', region, town: 'Gaborone' },
      roles: { positions: ['Weekend Nanny'] },
    };
    const [claire, mwape] = await Promise.all([
      liveCaregiver('Claire Banda', where),
      liveCaregiver('Mwape Chanda', where),
    ]);
    expect((await speak(claire.idToken, 'fr')).status).toBe(200);
    expect((await speak(mwape.idToken, 'bem')).status).toBe(200);
    const parent = await parentWithPackage();
    const id = await publishedJob(parent.idToken, {
      position: 'Weekend Nanny',
      currently_in: 'Botswana',
      region,
      town: 'Gaborone',
    });

    const [french] = await waitForMail(claire.email, about(id));
    expect(french!.subject).toBe('Nouveau poste de Nounou de week-end à Gaborone');
    expect(french!.body.text).toContain(
      `Une famille cherche un(e) Nounou de week-end à Gaborone, ${region}, Botswana.`,
    );
    const [bemba] = await waitForMail(mwape.email, about(id));
    expect(bemba!.subject).toBe('Incito ipya ya Kalela wa bana pa mpela ya mulungu ku Gaborone');
    for (const mail of [french!, bemba!]) expect(mail.body.text).not.toContain('Weekend Nanny');
  });

  it('names the position of a job offer in the caregiver’s language', async () => {
    const nanny = await liveCaregiver('Offered Nanny');
    expect((await speak(nanny.idToken, 'fr')).status).toBe(200);
    const parent = await parentWithPackage();
    const id = await publishedJob(parent.idToken, { position: 'Babysitter', contact: 'Mrs Mwale' });
    const offered = await api('POST', `/api/jobs/${id}/offers`, {
      token: parent.idToken,
      body: { caregiver_id: nanny.uid, message: '' },
    });
    expect(offered.status).toBe(201);
    const [mail] = await waitForMail(nanny.email, (sent) => sent.subject.startsWith('Proposition'));
    expect(mail!.subject).toBe("Proposition d'emploi : Baby-sitter de la part de Mrs Mwale");
  });
});
