import { beforeAll, describe, expect, it } from 'vitest';
import { shownTextMessages } from '../../lambdas/core/shown-text.js';
import { registerVerified } from '../support/accounts.js';
import { api, baseUrl } from '../support/api.js';
import { writePost } from '../support/community.js';
import { jobForm, mealOrderForm, parentWithPackage } from '../support/jobs.js';
import { caregiverBasics, saveSection } from '../support/profiles.js';

/**
 * Names and the other single-line texts others see (display and institution names, surnames,
 * contact names, titles, file names) refuse what can disguise them: bidi overrides that flip
 * "exe.pdf" into view as "fdp.exe", NUL and other control characters, line breaks, and values
 * made only of invisible characters. Each refusal is a 400 naming the field, and nothing changes.
 */
const unshowable = {
  'a right-to-left override': 'Chipo \u202Eadnab',
  'a bidi isolate': 'Chipo \u2067Banda\u2069',
  'a left-to-right embedding': '\u202AChipo Banda',
  NUL: 'Chipo\u0000Banda',
  'a bell': 'Chipo\u0007',
  'a newline': 'Chipo\nBanda',
  'a carriage return': 'Chipo\r\nBanda',
  'a tab': 'Chipo\tBanda',
  'a line separator': 'Chipo\u2028Banda',
  'a zero-width space inside': 'Ad\u200Bmin',
};
const invisible = {
  'zero-width spaces only': '\u200B\u200B',
  'a byte-order mark and spaces': '\uFEFF \u200B',
  'zero-width joiners only': '\u200D\u200C',
  'a Hangul filler': '\u3164',
};
/** Real names and titles in the scripts and forms people write them: all kept. */
const fine = ['Zoë Mwansa-Phiri', "N'gandu Chanda", 'José Álvarez', '李小龍', 'أحمد', '👩🏾‍⚕️ Care'];

const cases = [
  ...Object.entries(unshowable).map(([what, value]) => [what, value, shownTextMessages.unshowable]),
  ...Object.entries(invisible).map(([what, value]) => [what, value, shownTextMessages.invisible]),
] as const;

function expectFieldRefused(
  answer: { status: number; body: Record<string, any> },
  field: string,
  message: string,
) {
  const seen = JSON.stringify(answer.body);
  expect(answer.status, seen).toBe(400);
  expect(answer.body.code, seen).toBe('invalid-argument');
  expect(answer.body.fields?.[field], seen).toBe(message);
}

describe('a caregiver’s and an institution’s names on their profiles', () => {
  let caregiver: string;
  let institution: string;
  beforeAll(async () => {
    [caregiver, institution] = (
      await Promise.all([registerVerified('childcarer'), registerVerified('institution')])
    ).map((user) => user.idToken) as [string, string];
    await saveSection(caregiver, 'basic-information', caregiverBasics);
    await saveSection(institution, 'basic-information', {
      ...caregiverBasics,
      fullname: 'Kitwe Care Centre',
    });
  });

  const save = async (token: string, changes: Record<string, unknown>) => {
    const me = await api('GET', '/api/me', { token });
    const body = { ...caregiverBasics, ...changes, version: me.body.version };
    return api('PUT', '/api/profile/basic-information', { token, body });
  };

  it.each(cases)('refuses %s in a name, and keeps the name it had', async (_, value, message) => {
    const before = await api('GET', '/api/me', { token: caregiver });
    for (const field of ['fullname', 'surname']) {
      expectFieldRefused(await save(caregiver, { [field]: value }), field, message);
    }
    expectFieldRefused(await save(institution, { fullname: value }), 'fullname', message);
    const after = await api('GET', '/api/me', { token: caregiver });
    expect(after.body).toMatchObject({ fullname: 'Chipo Banda', version: before.body.version });
    const centre = await api('GET', '/api/me', { token: institution });
    expect(centre.body.fullname).toBe('Kitwe Care Centre');
  });

  it('keeps real names in any script, accents, apostrophes and emoji', async () => {
    for (const name of fine) {
      const saved = await save(caregiver, { fullname: name, surname: name });
      expect(saved.status, `${name}: ${JSON.stringify(saved.body)}`).toBe(200);
    }
    await save(caregiver, { fullname: 'Chipo Banda', surname: 'Banda' });
  });

  it('says why in the caller’s language', async () => {
    const me = await api('GET', '/api/me', { token: caregiver });
    const answer = await fetch(`${baseUrl()}/api/profile/basic-information`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'fr',
        authorization: `Bearer ${caregiver}`,
      },
      body: JSON.stringify({ ...caregiverBasics, fullname: '\u202E', version: me.body.version }),
    });
    const body = (await answer.json()) as { fields: Record<string, string> };
    expect(answer.status).toBe(400);
    expect(body.fields.fullname).toMatch(/\S/);
    expect(body.fields.fullname).not.toBe(shownTextMessages.unshowable);
  });
});

describe('names and titles on jobs, meal orders and posts', () => {
  it.each(cases)('refuses %s and creates nothing', async (_, value, message) => {
    const parent = await parentWithPackage();
    const token = parent.idToken;
    for (const field of ['contact', 'salary', 'hours']) {
      const answer = await api('POST', '/api/jobs', { token, body: jobForm({ [field]: value }) });
      expectFieldRefused(answer, field, message);
    }
    const meal = await api('POST', '/api/meal-orders', {
      token,
      body: mealOrderForm({ contact: value }),
    });
    expectFieldRefused(meal, 'contact', message);
    const post = { title: value, info: 'What worked for you?' };
    expectFieldRefused(await api('POST', '/api/posts', { token, body: post }), 'title', message);
    const upload = { kind: 'file', filename: `cv${value}.pdf`, contentType: 'application/pdf' };
    if (message === shownTextMessages.unshowable) {
      const asked = await api('POST', '/api/posts/uploads', { token, body: upload });
      expectFieldRefused(asked, 'filename', message);
    }
    for (const list of ['/api/my/jobs', '/api/my/meal-orders', '/api/my/posts']) {
      const mine = await api('GET', list, { token });
      const items = Object.values(mine.body).find(Array.isArray) ?? [];
      expect(items, list).toEqual([]);
    }
  });

  it('refuses an edit that hides a post’s title, and keeps the title', async () => {
    const parent = await registerVerified('parent');
    const { post_id } = await writePost(parent.idToken);
    const edit = { title: '\u202Eyknan a gnidniF', info: 'What worked for you?' };
    const answer = await api('PUT', `/api/posts/${post_id}`, { token: parent.idToken, body: edit });
    expectFieldRefused(answer, 'title', shownTextMessages.unshowable);
    const post = await api('GET', `/api/posts/${post_id}`);
    expect(post.body.title ?? post.body.post?.title).toBe('Finding a nanny');
  });
});
