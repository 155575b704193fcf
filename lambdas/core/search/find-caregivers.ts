import * as z from 'zod';
import type { Storage } from '../../ports/storage.js';
import { pageCursor } from '../db/page-cursor.js';
import { db } from '../db/service.js';
import { ANY, filterValue, PAGE_SIZE } from '../reference/options.js';
import { photoLinks } from '../profiles/photo-renditions.js';
import { positionLanguageKey, type CaregiverCardItem } from './caregiver-cards.js';

const filter = z.string().max(80).optional();

/** Spec section 2: position, level, language, country, region, town and the other options. */
export const findCaregiversQuery = z.strictObject({
  position: filter,
  country: filter,
  region: filter,
  town: filter,
  level: filter,
  language: filter,
  live_in_out: filter,
  full_part_time: filter,
  sex: filter,
  /** Only caregivers whose review average is at least this (those without reviews drop out). */
  min_rating: z
    .string()
    .regex(/^[1-5]$/, 'Choose a minimum rating from 1 to 5')
    .optional(),
  cursor: pageCursor.optional(),
});
type Filters = z.infer<typeof findCaregiversQuery>;

const set = filterValue;
/** How many cards one request reads when rarer filters drop some (never the whole partition). */
const FILTERED_READ = 50;

/**
 * The query on the finest index the filters allow (country, + region, + town), on the cards
 * of the language asked for (or the any-language cards).
 */
function baseQuery(filters: Filters) {
  const cards = db().entities.caregiverCard.query;
  const key = {
    positionKey: positionLanguageKey(set(filters.position) ?? ANY, set(filters.language)),
    countryKey: set(filters.country) ?? ANY,
  };
  const region = key.countryKey === ANY ? undefined : set(filters.region);
  const town = region ? set(filters.town) : undefined;
  if (region && town) return cards.byTown({ ...key, regionKey: region, townKey: town });
  if (region) return cards.byRegion({ ...key, regionKey: region });
  return cards.byCountry(key);
}

/**
 * The card attributes a result shows, read with a projection: the card's search keys (a third
 * of each item) stay in the table instead of being sent, parsed and dropped on every page.
 */
const shownAttributes = [
  'uid',
  'user_type',
  'fullname',
  'username',
  'photoUrl',
  'positions',
  'languages',
  'experience',
  'education',
  'sex',
  'live_in_out',
  'full_part_time',
  'currently_in',
  'region',
  'town',
  'summary',
  'featured',
  'Ratings',
  'ratingCount',
  'date_updated',
] as const;

type ShownCard = Pick<CaregiverCardItem, (typeof shownAttributes)[number]>;

/** What a result shows: no contact details, the photo as links (photo-renditions.ts). */
export async function toResult(
  storage: Pick<Storage, 'publicLink'>,
  card: ShownCard & Partial<CaregiverCardItem>,
) {
  const {
    positionKey: _p,
    countryKey: _c,
    regionKey: _r,
    townKey: _t,
    rank: _k,
    photoUrl,
    ...shown
  } = card;
  return {
    ...shown,
    // Cards written before reviews existed carry no average yet.
    Ratings: shown.Ratings ?? -1,
    ratingCount: shown.ratingCount ?? 0,
    ...(await photoLinks(storage, photoUrl)),
  };
}

/**
 * Find a caregiver: only live, complete profiles; featured first, then newest; 15 a page with
 * a cursor. Position, language, country, region and town pick the partition (one Query reads
 * the page); level, live in/out, full/part time, sex and a minimum rating filter within that narrow partition.
 */
export async function findCaregivers(storage: Pick<Storage, 'publicLink'>, filters: Filters) {
  const wanted = {
    education: set(filters.level),
    live_in_out: set(filters.live_in_out),
    full_part_time: set(filters.full_part_time),
    sex: set(filters.sex),
    min_rating: filters.min_rating ? Number(filters.min_rating) : undefined,
  };
  const narrowed = Object.values(wanted).some(Boolean);
  const query = narrowed
    ? baseQuery(filters).where((card, { eq, gte }) =>
        [
          wanted.education ? eq(card.education, wanted.education) : '',
          // A caregiver open to either arrangement fits a search for one of them.
          wanted.live_in_out
            ? `(${eq(card.live_in_out, wanted.live_in_out)} OR ${eq(card.live_in_out, 'Either')})`
            : '',
          wanted.full_part_time
            ? `(${eq(card.full_part_time, wanted.full_part_time)} OR ${eq(card.full_part_time, 'Either')})`
            : '',
          wanted.sex ? eq(card.sex, wanted.sex) : '',
          wanted.min_rating ? gte(card.Ratings, wanted.min_rating) : '',
        ]
          .filter(Boolean)
          .join(' AND '),
      )
    : baseQuery(filters);
  const page = await query.go({
    attributes: [...shownAttributes],
    cursor: filters.cursor ?? null,
    ...(narrowed ? { count: PAGE_SIZE, limit: FILTERED_READ } : { limit: PAGE_SIZE }),
  });
  return {
    caregivers: await Promise.all(page.data.map((card) => toResult(storage, card))),
    cursor: page.cursor ?? undefined,
  };
}
