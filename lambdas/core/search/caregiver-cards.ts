import type { EntityItem } from 'electrodb';
import { db } from '../db/service.js';
import { ANY, filterValue } from '../reference/options.js';
import { positionsFor, type CaregiverType } from '../reference/positions.js';
import type { UserRecord } from '../users/users.js';
import type { CaregiverCard } from './caregiver-card.entity.js';

export type CaregiverCardItem = EntityItem<typeof CaregiverCard>;
const LATEST = 9_999_999_999_999;
const SUMMARY_LENGTH = 160;

/** Featured (featured date still ahead) first, then the newest date_updated. */
export const rankOf = (user: Pick<UserRecord, 'uid' | 'featured' | 'date_updated'>, now: number) =>
  `${user.featured && user.featured > now ? 0 : 1}#${String(LATEST - (user.date_updated ?? 0)).padStart(13, '0')}#${user.uid}`;

const searchable = (user: UserRecord) =>
  (user.user_type === 'childcarer' || user.user_type === 'cook') &&
  user.live === true &&
  user.isCompelete === true &&
  user.suspended !== true;

/**
 * The partition key part for a position (or ANY) and, on a language card, one language: the
 * any-language card keeps the bare position, so its keys are the ones cards had before
 * language became a key (docs/decisions/search.md, "Language in the caregiver card key"). Positions
 * and languages never contain '~'.
 */
export const positionLanguageKey = (position: string, language?: string): string =>
  language ? `${position}~${language}` : position;

/**
 * The partition key part of a kind of caregiver's cards (`type:cook`): the "any position"
 * search for childcarers or for cooks only (docs/decisions/search.md, "Cooks in search"). Positions
 * never contain ':'.
 */
export const typeKey = (userType: CaregiverType): string => `type:${userType}`;

/**
 * The positions a caregiver is found by: those chosen that belong to their kind, so a
 * position's partition holds one kind only. A cook who has not chosen (roles are optional for
 * cooks, spec section 4) is found under every cook position.
 */
function searchPositionsOf(user: UserRecord): string[] {
  const userType = user.user_type as CaregiverType;
  const allowed = positionsFor(userType);
  const chosen = (user.positions ?? []).filter((position) => allowed.includes(position));
  return chosen.length === 0 && userType === 'cook' ? [...allowed] : chosen;
}

/** The languages a caregiver's cards are keyed by (set values only, each once). */
const languagesOf = (user: UserRecord): string[] =>
  [
    ...new Set((user.languages ?? []).map((language) => filterValue(language)).filter(Boolean)),
  ] as string[];

/**
 * Most cards one caregiver can have: (5 positions + ANY) x (3 languages + any) x (country +
 * ANY) = 48, plus the two cards of their kind (country + ANY) = 50. A rewrite is its stale
 * deletes + puts + the version check; the keys of the ANY-country card of ANY position (any
 * language) and of their kind never change, so at most 48 deletes + 50 puts + 1 = 99, within
 * DynamoDB's 100 items a transaction (profiles/schemas.ts caps positions at 5, languages at 3).
 */
export const MAX_CARDS_PER_CAREGIVER = 50;

/**
 * The cards a caregiver should have now: none unless live and complete; otherwise one per
 * (each position or ANY) x (each language or any) x (its country or ANY), and one per
 * (its kind) x (its country or ANY) for a search of one kind with any position.
 */
export function cardsFor(user: UserRecord, now: number): CaregiverCardItem[] {
  if (!searchable(user)) return [];
  const country = user.currently_in ?? ANY;
  const summary = {
    uid: user.uid,
    rank: rankOf(user, now),
    user_type: user.user_type,
    fullname: user.fullname,
    username: user.username,
    photoUrl: user.photoUrl,
    positions: user.positions ?? [],
    languages: user.languages ?? [],
    experience: user.experience,
    education: user.education,
    sex: user.sex,
    live_in_out: user.live_in_out,
    full_part_time: user.full_part_time,
    currently_in: user.currently_in,
    region: user.region,
    town: user.town,
    summary: user.info?.slice(0, SUMMARY_LENGTH),
    featured: user.featured,
    Ratings: user.Ratings ?? -1,
    ratingCount: user.ratingCount ?? 0,
    date_updated: user.date_updated,
  };
  const languageKeys = [undefined, ...languagesOf(user)];
  const inCountries = (positionKey: string) =>
    [country, ANY].map((countryKey) => ({
      ...summary,
      positionKey,
      countryKey,
      // Region and town only narrow a known country.
      regionKey: countryKey === ANY ? ANY : (user.region ?? ANY),
      townKey: countryKey === ANY ? ANY : (user.town ?? ANY),
    }));
  return [
    ...[...new Set([...searchPositionsOf(user), ANY])].flatMap((position) =>
      languageKeys.flatMap((language) => inCountries(positionLanguageKey(position, language))),
    ),
    ...inCountries(typeKey(user.user_type as CaregiverType)),
  ];
}

const keyOf = (card: { positionKey: string; countryKey: string }) =>
  `${card.positionKey}#${card.countryKey}`;

/**
 * Rewrites a caregiver's cards from the current record: stale cards go, wanted ones are put
 * (overwriting), and the count of live caregivers moves when the profile enters or leaves
 * search. Conditional on the record's version, so a rewrite from an older read loses and is
 * redone from the newer one.
 */
export async function refreshCaregiverCards(uid: string, now: number, attempts = 3): Promise<void> {
  const user = (await db().entities.user.get({ uid }).go()).data;
  const existing = (await db().entities.caregiverCard.query.byUser({ uid }).go({ pages: 'all' }))
    .data;
  const wanted = user ? cardsFor(user as UserRecord, now) : [];
  const keep = new Set(wanted.map(keyOf));
  const entering = existing.length === 0 && wanted.length > 0;
  const leaving = existing.length > 0 && wanted.length === 0;
  if (!existing.length && !wanted.length) return;
  const { canceled } = await db()
    .transaction.write(({ caregiverCard, user: users, counter }) => [
      ...existing
        .filter((card) => !keep.has(keyOf(card)))
        .map((card) => caregiverCard.delete(card).commit()),
      ...wanted.map((card) => caregiverCard.put(card).commit()),
      ...(user
        ? [
            users
              .check({ uid })
              .where(({ version }, { eq }) => eq(version, user.version ?? 1))
              .commit(),
          ]
        : []),
      ...(entering || leaving
        ? [
            counter
              .upsert({ group: 'site', name: LIVE_CAREGIVERS })
              .add({ count: entering ? 1 : -1 })
              .commit(),
          ]
        : []),
    ])
    .go();
  if (canceled && attempts > 1) await refreshCaregiverCards(uid, now, attempts - 1);
}

/** The counter of live caregivers (the home banner's number). */
export const LIVE_CAREGIVERS = 'live-caregivers';

export async function liveCaregiverCount(): Promise<number> {
  const { data } = await db().entities.counter.get({ group: 'site', name: LIVE_CAREGIVERS }).go();
  return Math.max(0, data?.count ?? 0);
}
