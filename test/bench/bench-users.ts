import { mailQueue } from '../../lambdas/events/queues.js';
import { randomUUID } from 'node:crypto';
import { newClient, requestFrom } from '../support/clients.js';
import { passwordSignIn } from '../support/cognito-sign-in.js';
import { caregiverBasics, postToPresignedPost, realPdf } from '../support/profiles.js';

/**
 * Signed-in bench users on a running stack, made the way a person makes one (and the way
 * test/support does, without vitest): register, open the e-mailed link, sign in, complete a
 * caregiver's profile, and buy a package through the payment sandbox's hosted page, so free
 * limits never refuse the load.
 */
export interface BenchUser {
  uid: string;
  email: string;
  idToken: string;
}

const PASSWORD = 'Bench-pass-2026';

/** One API call, from a client address of its own as each bench person has (support/clients.ts). */
async function call(url: string, method: string, path: string, body?: unknown, token?: string) {
  const { status, text } = await requestFrom(newClient(), `${url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const parsed = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  if (status >= 300) throw new Error(`${method} ${path}: ${status} ${text}`);
  return parsed;
}

/** Signs in as the SPA does, with the pool named by /api/config. */
export async function signIn(url: string, email: string, password: string) {
  const config = (await (await fetch(`${url}/api/config`)).json()) as {
    userPoolClientId: string;
    userPoolEndpoint: string;
  };
  return passwordSignIn(config.userPoolEndpoint, config.userPoolClientId, email, password);
}

/**
 * The link's code from the verification mail. The mail goes through the paced mail queue, so
 * this waits until the local queue has delivered all it holds (the stand-in answers then).
 */
async function verificationCode(url: string, email: string) {
  const idle = await fetch(`${url}/local/queues/${mailQueue.name}/idle`);
  if (!idle.ok) throw new Error(`mail queue not idle: ${idle.status}`);
  const { emails } = (await (await fetch(`${url}/local/mail.json`)).json()) as {
    emails: { destination: { to: string[] }; body: { text?: string } }[];
  };
  for (const mail of emails.filter((m) => m.destination.to.includes(email))) {
    const match = /mode=verifyEmail&oobCode=([\w-]+)/.exec(mail.body.text ?? '');
    if (match) return match[1]!;
  }
  throw new Error(`no verification mail for ${email}`);
}

/** Puts a package in the cart, checks out, approves on the hosted page and verifies. */
async function buyAndPay(url: string, user: BenchUser, packageId: string) {
  const cart = await call(url, 'POST', '/api/cart/items', { package_id: packageId }, user.idToken);
  const { link } = (await call(
    url,
    'POST',
    '/api/checkout',
    { cart_name: cart.name },
    user.idToken,
  )) as { link: string };
  const html = await (await fetch(link)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no form on the hosted checkout page');
  const paid = await fetch(new URL(action, link), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ method: 'mobilemoneyzambia:MTN', decision: 'approve' }).toString(),
    redirect: 'manual',
  });
  const back = new URL(paid.headers.get('location') ?? '');
  const { order } = (await call(
    url,
    'POST',
    '/api/payments/verify',
    {
      tx_ref: back.searchParams.get('tx_ref'),
      transaction_id: back.searchParams.get('transaction_id'),
    },
    user.idToken,
  )) as { order: { status: string } };
  if (order.status !== 'COMPLETED') throw new Error(`order ${order.status} for ${user.email}`);
}

/** Saves one profile section as the SPA does, with the version just read. */
async function saveSection(url: string, token: string, section: string, body: object) {
  const me = await call(url, 'GET', '/api/me', undefined, token);
  await call(url, 'PUT', `/api/profile/${section}`, { ...body, version: me.version }, token);
}

/**
 * Completes a caregiver's profile as test/support/profiles.ts `liveCaregiver` does (every
 * section and a CV): only a complete profile may apply to a job.
 */
async function completeCaregiverProfile(url: string, token: string) {
  await saveSection(url, token, 'basic-information', caregiverBasics);
  await saveSection(url, token, 'roles', { positions: ['Nanny'], live_in_out: 'Live out' });
  await saveSection(url, token, 'personal-description', { info: 'Six years with toddlers.' });
  const cv = { kind: 'cv', filename: 'cv.pdf', contentType: 'application/pdf' };
  const asked = await call(url, 'POST', '/api/profile/uploads', cv, token);
  const stored = await postToPresignedPost(asked, realPdf, cv.contentType, cv.filename);
  if (stored.status >= 300) throw new Error(`CV upload: ${stored.status} ${await stored.text()}`);
  const done = await call(
    url,
    'POST',
    '/api/profile/uploads/confirm',
    { kind: 'cv', key: asked.key },
    token,
  );
  if (done.isCompelete !== true) throw new Error(`profile not complete: ${JSON.stringify(done)}`);
}

/** A new verified user of a type holding a paid package (e.g. 'parent-12m', 'caregiver-12m'). */
async function newPaidUser(url: string, userType: 'parent' | 'childcarer', packageId: string) {
  const email = `bench-${userType}-${randomUUID().slice(0, 8)}@example.test`;
  const registered = await call(url, 'POST', '/api/auth/register', {
    user_type: userType,
    terms: true,
    source: 'google',
    email,
    password: PASSWORD,
  });
  const oobCode = await verificationCode(url, email);
  await call(url, 'POST', '/api/auth/action', { mode: 'verifyEmail', oobCode });
  const { idToken } = await signIn(url, email, PASSWORD);
  const user = { uid: String(registered.uid), email, idToken };
  if (userType === 'childcarer') await completeCaregiverProfile(url, idToken);
  await buyAndPay(url, user, packageId);
  return user;
}

/** The same, tried again with a fresh address when a busy stack refuses a step (503). */
export async function paidUser(
  url: string,
  userType: 'parent' | 'childcarer',
  packageId: string,
): Promise<BenchUser> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await newPaidUser(url, userType, packageId);
    } catch (error) {
      if (attempt === 4) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}
