import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { registerVerified } from '../support/accounts.js';
import { freshNumber, replyFrom, textsOn, textsTo, waitForText } from '../support/sms.js';

/**
 * What a person who texts STOP, START or HELP to our number gets back, in their
 * language, through the provider's inbound path (End User Messaging -> SNS -> sms-inbound).
 */
const settings = async (token: string) => (await api('GET', '/api/account/sms', { token })).body;
const speak = (token: string, appLanguage: string) =>
  api('PUT', '/api/account/language', { token, body: { appLanguage } });
const nothingChosen = { jobMatches: false, applications: false, offers: false, messages: false };

describe('answers to STOP and START', () => {
  it('STOP is confirmed by a text; START turns the same texts on again and says so', async () => {
    const nanny = await registerVerified('childcarer');
    const number = await textsOn(nanny.idToken, { offers: true, messages: true });

    await replyFrom(number, 'stop');
    const [stopped] = await waitForText(number, (text) => text.body.includes('START'));
    expect(stopped!.body).toBe(
      'You will get no more texts from CareConnect Africa. Reply START to get them again.',
    );
    expect(await settings(nanny.idToken)).toMatchObject({
      topics: nothingChosen,
      optedOutAt: expect.any(Number),
    });

    await replyFrom(number, 'Start');
    const [started] = await waitForText(number, (text) => text.body.startsWith('Texts from'));
    expect(started!.body).toBe(
      'Texts from CareConnect Africa are on again, as before you sent STOP. Reply STOP to end them.',
    );
    expect(await settings(nanny.idToken)).toMatchObject({
      topics: { ...nothingChosen, offers: true, messages: true },
      optedOutAt: null,
    });
  });

  it('answers in the language the person chose', async () => {
    const parent = await registerVerified('parent');
    await speak(parent.idToken, 'fr');
    const number = await textsOn(parent.idToken, { messages: true });

    await replyFrom(number, 'STOP');
    const [stopped] = await waitForText(number, (text) => text.body.includes('START'));
    expect(stopped!.body).toBe(
      'Vous ne recevrez plus de SMS de CareConnect Africa. Répondez START pour les recevoir à nouveau.',
    );
    await replyFrom(number, 'START');
    const [started] = await waitForText(number, (text) => text.body.startsWith('Les SMS'));
    expect(started!.body).toContain('Répondez STOP');
    expect((await settings(parent.idToken)).topics).toMatchObject({ messages: true });
  });

  it('START after a STOP sent in the settings, or with nothing stopped, turns nothing on', async () => {
    const nanny = await registerVerified('childcarer');
    const number = await textsOn(nanny.idToken, { offers: true });
    await api('PUT', '/api/account/sms/topics', { token: nanny.idToken, body: nothingChosen });

    await replyFrom(number, 'START');
    const [answer] = await waitForText(number, (text) => text.body.includes('settings'));
    expect(answer!.body).toBe(
      'No texts were stopped by a STOP reply. Choose your texts in the settings of CareConnect Africa.',
    );
    expect(await settings(nanny.idToken)).toMatchObject({ topics: nothingChosen });
  });

  it('HELP says what the texts are; a number nobody confirmed gets no answer', async () => {
    const nanny = await registerVerified('childcarer');
    const number = await textsOn(nanny.idToken, { offers: true });
    await replyFrom(number, 'help');
    const [help] = await waitForText(
      number,
      (text) => text.body.includes('HELP') || /alerts/.test(text.body),
    );
    expect(help!.body).toBe(
      'CareConnect Africa: alerts of jobs, offers and messages you chose. Reply STOP to end them, START to get them again.',
    );

    const stranger = freshNumber().e164;
    await replyFrom(stranger, 'STOP');
    await replyFrom(stranger, 'START');
    expect(await textsTo(stranger)).toEqual([]);
  });
});
