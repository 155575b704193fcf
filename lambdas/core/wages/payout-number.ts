import type { UserActor } from '../actor.js';
import { db } from '../db/service.js';
import { invalid } from '../errors.js';
import { countryByName } from '../reference/countries.js';
import { users } from '../users/users.js';
import { mobileMoneyNumber, mobileNetworks } from '../reference/mobile-networks.js';

/** The number a person is paid to, or undefined before they set one. */
export async function payoutNumberOf(uid: string) {
  return (await db().entities.payoutNumber.get({ uid }).go({ consistent: true })).data ?? undefined;
}

const answer = (country: string, saved: Awaited<ReturnType<typeof payoutNumberOf>>) => ({
  payout_number: saved
    ? { phone: saved.phone, network: saved.network, updatedAt: saved.updatedAt }
    : null,
  country,
  networks: mobileNetworks(country).map(({ code, label }) => ({ code, label })),
});

/** The caller's country (alpha-2), from where their account says they live; Zambia by default. */
async function countryOfUser(uid: string) {
  const user = await users.require(uid);
  return countryByName(user.currently_in ?? 'Zambia')?.countryCode ?? 'ZM';
}

/** GET /api/my/payout-number */
export async function readPayoutNumber(actor: UserActor) {
  const [country, saved] = await Promise.all([countryOfUser(actor.uid), payoutNumberOf(actor.uid)]);
  return answer(country, saved);
}

/**
 * PUT /api/my/payout-number: a mobile money number of the caller's country on one of its
 * networks, kept as E.164. A wage already collected keeps the number it was paid with.
 */
export async function setPayoutNumber(
  actor: UserActor,
  body: { phone: string; network: string },
  now: number,
) {
  const country = await countryOfUser(actor.uid);
  const checked = mobileMoneyNumber(country, body.phone, body.network);
  if ('error' in checked) throw invalid(checked.error, { phone: checked.error });
  const saved = {
    uid: actor.uid,
    phone: checked.number,
    network: checked.network.code,
    country,
    updatedAt: now,
  };
  await db().entities.payoutNumber.put(saved).go();
  return answer(country, saved);
}
