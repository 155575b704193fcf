import { describe, expect, it } from 'vitest';
import { registerVerified, uniqueEmail } from '../support/accounts.js';
import { api, baseUrl } from '../support/api.js';
import { newClient, requestFrom } from '../support/clients.js';

/** The API as the SPA calls it, in a language (Accept-Language), or with none sent. */
async function inLanguage(
  language: string | undefined,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
) {
  // From a client of its own, as every test person: limits per client count it apart.
  const response = await requestFrom(newClient(), `${baseUrl()}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(language ? { 'accept-language': language } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const contentLanguage = response.headers['content-language'];
  return {
    status: response.status,
    language: typeof contentLanguage === 'string' ? contentLanguage : null,
    body: JSON.parse(response.text) as { code: string; message: string; fields?: object },
  };
}

describe("the API's refusals in the caller's language", () => {
  it('says a refusal with a number in it in French or Bemba, and in English otherwise; the cart is unchanged', async () => {
    const parent = await registerVerified('parent');
    const ten = { package_id: 'parent-1m', qty: 10 };
    expect(
      (await api('POST', '/api/cart/items', { token: parent.idToken, body: ten })).status,
    ).toBe(200);
    const tooMany = (language?: string) =>
      inLanguage(language, 'POST', '/api/cart/items', {
        token: parent.idToken,
        body: { package_id: 'parent-1m', qty: 5 },
      });

    expect(await tooMany('fr-FR,fr;q=0.9,en;q=0.8')).toEqual({
      status: 400,
      language: 'fr',
      body: {
        code: 'invalid-argument',
        message: 'Au maximum 12 exemplaires d’un forfait par panier',
      },
    });
    expect((await tooMany('bem')).body.message).toBe(
      'Paketi imo ilingile ukuba 12 fye nangu ukucepako mu citengo cimo',
    );
    for (const language of [undefined, 'de-DE, ja;q=0.5']) {
      const english = await tooMany(language);
      expect([english.status, english.language, english.body.message]).toEqual([
        400,
        'en',
        'At most 12 of a package in one cart',
      ]);
    }

    const cart = await api('GET', '/api/cart', { token: parent.idToken });
    expect(cart.body.items).toEqual([
      expect.objectContaining({ package_id: 'parent-1m', qty: 10 }),
    ]);
  });

  it("translates each field's message, the schema's and the edge's own", async () => {
    const parent = await registerVerified('parent');
    const refused = await inLanguage('fr', 'POST', '/api/cart/items', {
      token: parent.idToken,
      body: { package_id: 'Not a package!', coupon: 'FREE' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      coupon: 'Champ inconnu : coupon',
      package_id: 'Choisissez un forfait',
    });
    const english = await inLanguage(undefined, 'POST', '/api/cart/items', {
      token: parent.idToken,
      body: { package_id: 'Not a package!', coupon: 'FREE' },
    });
    expect(english.body.fields).toEqual({
      coupon: 'Unknown field: coupon',
      package_id: 'Choose a package',
    });
    // A check without a message of its own says ours (zod's default is English only).
    const tooLarge = await inLanguage('pt-PT', 'POST', '/api/cart/items', {
      token: parent.idToken,
      body: { package_id: 'parent-1m', qty: 13 },
    });
    expect([tooLarge.status, tooLarge.body.fields]).toEqual([
      400,
      { qty: 'Este valor é demasiado grande' },
    ]);
    expect((await api('GET', '/api/cart', { token: parent.idToken })).body.items).toEqual([]);
  });

  it("says a successful answer's message in the caller's language, the address kept", async () => {
    const register = (language: string | undefined, email: string) =>
      inLanguage(language, 'POST', '/api/auth/register', {
        body: {
          user_type: 'parent',
          terms: true,
          source: 'other',
          email,
          password: 'Passw0rd-lang',
        },
      });
    const french = uniqueEmail('fr');
    expect(await register('fr', french)).toMatchObject({
      status: 201,
      body: { message: `Nous avons envoyé un lien de vérification à ${french}.` },
    });
    const english = uniqueEmail('en');
    expect(await register(undefined, english)).toMatchObject({
      status: 201,
      body: { message: `We sent a verification link to ${english}.` },
    });
  });

  it("says a public form's field messages in Nyanja", async () => {
    const answer = await inLanguage('ny-MW', 'POST', '/api/contact', {
      body: { name: ' ', email: 'a@b.co', subject: 'Hello', message: '' },
    });
    expect([answer.status, answer.body]).toEqual([
      400,
      {
        code: 'invalid-argument',
        message: 'Lembani dzina',
        fields: { name: 'Lembani dzina', message: 'Lembani uthenga' },
      },
    ]);
  });
});
