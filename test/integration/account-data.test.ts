import { describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { api } from '../support/api.js';
import { mealOrderForm, parentWithPackage, publishedJob } from '../support/jobs.js';
import { registerVerified } from '../support/accounts.js';
import { textsOn } from '../support/sms.js';
import {
  caregiverBasics,
  liveCaregiver,
  realPdf,
  saveSection,
  upload,
} from '../support/profiles.js';

describe('own data: export and deletion', () => {
  it('exports the whole record, referrals and working links to each document', async () => {
    const nanny = await liveCaregiver('Export Me');
    await upload(nanny.idToken, 'medical', realPdf, 'medical.pdf', { consent: true });
    const exported = await api('GET', '/api/account/export', { token: nanny.idToken });
    expect(exported.status).toBe(200);
    expect(exported.body.account).toMatchObject({
      uid: nanny.uid,
      email: nanny.email,
      fullname: 'Export Me',
      phone: '971234567',
      consents: { medical: expect.any(Number) },
    });
    expect(Object.keys(exported.body.documents).sort()).toEqual(['cv', 'medical']);
    const medical = await fetch(exported.body.documents.medical);
    expect(Buffer.from(await medical.arrayBuffer())).toEqual(realPdf);
    expect((await api('GET', '/api/account/export')).status).toBe(401);
  });

  it('deleting the account deletes its documents too', async () => {
    const nanny = await liveCaregiver();
    const { documents } = (await api('GET', '/api/account/export', { token: nanny.idToken })).body;
    expect((await fetch(documents.cv)).status).toBe(200);
    const deleted = await api('POST', '/api/account/delete', {
      token: nanny.idToken,
      body: { currentPassword: nanny.password },
    });
    expect(deleted.status).toBe(200);
    expect((await fetch(documents.cv)).status).toBe(404);
    expect((await api('GET', `/api/profiles/${nanny.uid}`)).status).toBe(404);
  });
});

describe('own data beyond the profile', () => {
  it('a parent’s export holds the cart; deletion removes it and frees its name', async () => {
    const parent = await registerVerified('parent');
    await api('POST', '/api/cart/items', {
      token: parent.idToken,
      body: { package_id: 'parent-1m' },
    });
    const { cart } = (await api('GET', '/api/account/export', { token: parent.idToken })).body;
    expect(cart).toMatchObject({ items: [expect.objectContaining({ qty: 1 })] });
    await api('POST', '/api/account/delete', {
      token: parent.idToken,
      body: { currentPassword: parent.password },
    });
    expect((await db().entities.cart.get({ uid: parent.uid }).go()).data).toBeNull();
    expect((await db().entities.cartName.get({ name: cart.name }).go()).data).toBeNull();
  });

  it('the export holds the phone for texts (no code hash); deletion forgets the number', async () => {
    const parent = await registerVerified('parent');
    const number = await textsOn(parent.idToken, { offers: true });
    const { textMessages } = (await api('GET', '/api/account/export', { token: parent.idToken }))
      .body;
    expect(textMessages).toMatchObject({ number, confirmed: true, offers: true });
    expect(textMessages).not.toHaveProperty('codeHash');
    await api('POST', '/api/account/delete', {
      token: parent.idToken,
      body: { currentPassword: parent.password },
    });
    expect((await db().entities.smsPhone.get({ uid: parent.uid }).go()).data).toBeNull();
    const { data: owners } = await db().entities.smsNumber.query.byNumber({ number }).go();
    expect(owners).toEqual([]);
  });

  it('the export holds the applications, offers and mail; deletion removes them', async () => {
    const parent = await parentWithPackage();
    const id = await publishedJob(parent.idToken);
    const nanny = await liveCaregiver('Leaving Nanny');
    await api('POST', `/api/jobs/${id}/applications`, { token: nanny.idToken });
    await api('POST', `/api/jobs/${id}/offers`, {
      token: parent.idToken,
      body: { caregiver_id: nanny.uid, message: 'Welcome' },
    });
    const exported = (await api('GET', '/api/account/export', { token: nanny.idToken })).body;
    expect(exported.applications).toEqual([expect.objectContaining({ post_id: id })]);
    expect(exported.offers).toEqual([expect.objectContaining({ message: 'Welcome' })]);
    expect(exported.mail.map((m: { template: { name: string } }) => m.template.name)).toEqual([
      'offer',
    ]);
    expect(exported.cart).toBeNull();

    const deleted = await api('POST', '/api/account/delete', {
      token: nanny.idToken,
      body: { currentPassword: nanny.password },
    });
    expect(deleted.status).toBe(200);
    const left = await api('GET', `/api/jobs/${id}/applications`, { token: parent.idToken });
    expect(left.body).toEqual({ applications: [], offers: [] });
    const mail = await db().entities.mail.query.byRecipient({ uid: nanny.uid }).go();
    expect(mail.data).toEqual([]);
    expect((await db().entities.inboxState.get({ uid: nanny.uid }).go()).data).toBeNull();
  });
});

describe('a parent’s jobs and meal orders on deletion', () => {
  it('go with the account: off search, with their applications and open meal card', async () => {
    const parent = await parentWithPackage();
    const id = await publishedJob(parent.idToken);
    const nanny = await liveCaregiver('Applying Nanny');
    expect(
      (await api('POST', `/api/jobs/${id}/applications`, { token: nanny.idToken })).status,
    ).toBe(201);
    const meals = await api('POST', '/api/meal-orders', {
      token: parent.idToken,
      body: mealOrderForm(),
    });
    expect(meals.status).toBe(201);
    const mealId = String(meals.body.post_id);
    const { data: cardsBefore } = await db().entities.jobCard.query.byJob({ post_id: id }).go();
    expect(cardsBefore.length).toBeGreaterThan(0);

    const deleted = await api('POST', '/api/account/delete', {
      token: parent.idToken,
      body: { currentPassword: parent.password },
    });
    expect(deleted.status).toBe(200);
    expect((await api('GET', `/api/jobs/${id}`)).status).toBe(404);
    const entities = db().entities;
    expect((await entities.jobCard.query.byJob({ post_id: id }).go()).data).toEqual([]);
    expect((await entities.application.query.byJob({ post_id: id }).go()).data).toEqual([]);
    expect((await entities.job.get({ post_id: mealId }).go()).data).toBeNull();
    expect((await entities.mealOrderCard.get({ post_id: mealId }).go()).data).toBeNull();
    const applied = await api('GET', '/api/my/applications', { token: nanny.idToken });
    expect(JSON.stringify(applied.body)).not.toContain(id);
  });
});

describe('referrals', () => {
  it('lists the members a referral link brought, with their names once they have one', async () => {
    const referrer = await registerVerified('institution');
    const friend = await registerVerified('childcarer', 'Passw0rd-test', referrer.uid);
    await saveSection(friend.idToken, 'basic-information', {
      ...caregiverBasics,
      fullname: 'Friendly Nanny',
    });
    const page = await api('GET', '/api/referrals', { token: referrer.idToken });
    expect(page.body).toEqual({
      link: `/?ref=${referrer.uid}`,
      percent: 5,
      referrals: [
        {
          user_id: friend.uid,
          user_type: 'childcarer',
          name: 'Friendly Nanny',
          date_created: expect.any(Number),
          status: false,
        },
      ],
      earnings: [],
    });
    const friendsOwn = await api('GET', '/api/referrals', { token: friend.idToken });
    expect(friendsOwn.body.referrals).toEqual([]);
  });
});
