import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { uniqueEmail } from '../support/accounts.js';
import { mailTo } from '../support/mail.js';

describe('POST /api/contact', () => {
  it('e-mails the team with the sender as reply-to and keeps the message', async () => {
    const email = uniqueEmail('visitor');
    const subject = `Question ${email}`;
    const sent = await api('POST', '/api/contact', {
      body: { name: 'Mapalo', email, subject, message: 'Do you have nannies in Kitwe?' },
    });
    expect(sent.status).toBe(200);
    const inbox = await mailTo('team@caregivers.example');
    const mail = inbox.find((m) => m.subject === `Contact us: ${subject}`);
    expect(mail?.replyTo).toEqual([email]);
    expect(mail?.body.text).toContain('Do you have nannies in Kitwe?');

    const { db } = await import('../../lambdas/core/db/service.js');
    const day = new Date().toISOString().slice(0, 10);
    const { data } = await db().entities.contactMessage.query.byDay({ day }).go({ pages: 'all' });
    expect(data.find((m) => m.subject === subject)).toMatchObject({ email, mailed: true });
  });

  it('refuses an empty message and sends nothing', async () => {
    const email = uniqueEmail('empty');
    const refused = await api('POST', '/api/contact', {
      body: { name: 'A', email, subject: 'Hi', message: '   ' },
    });
    expect(refused).toMatchObject({ status: 400, body: { message: 'Message required' } });
    const inbox = await mailTo('team@caregivers.example');
    expect(inbox.some((m) => m.replyTo?.includes(email))).toBe(false);
  });
});
