import type * as z from 'zod';
import type { Storage } from '../ports/storage.js';
import { db } from '../db/service.js';
import { ANY, filterValue, PAGE_SIZE } from '../reference/options.js';
import { photoLinks } from '../profiles/photo-renditions.js';
import { positionsFor } from '../reference/positions.js';
import { positionLanguageKey, typeKey, type CaregiverCardItem } from './caregiver-cards.js';
import type { findCaregiversQuery } from './schemas.js';

type Filters = z.infer<typeof findCaregiversQuery>;

const set = filterValue;
/** The kind of caregiver asked for, if any. */
const kindOf = (filters: Filters) => filters.user_type || undefined;
/** How many cards one request reads when rarer filters drop some (never the whole partition). */
const FILTERED_READ = 50;

/**
 * The card partition the position, kind and language pick: a position names one kind of
 * caregiver (positions.ts), so with a position the kind needs no key of its own; a kind with
 * any position reads its kind's cards, which have no language cards (the language is then a
 * filter there, `kindLanguage`).
 */
function positionKeyOf(filters: Filters): string {
  const position = set(filters.position);
  const language = set(filters.language);
  const kind = kindOf(filters);
  if (kind && !position) return typeKey(kind);
  return positionLanguageKey(position ?? ANY, language);
}

/** The language to filter on within a kind's cards (they are not keyed by language). */
const kindLanguage = (filters: Filters) =>
  kindOf(filters) && !set(filters.position) ? set(filters.language) : undefined;

/** A kind and a position of another kind: nobody, without reading. */
const impossible = (filters: Filters) => {
  const kind = kindOf(filters);
  const position = set(filters.position);
  return Boolean(kind && position && !positionsFor(kind).includes(position));
};

/**
 * The query on the finest index the filters allow (country, + region, + town), on the cards
 * of the position (or kind) and the language asked for (or the any-language cards).
 */
function baseQuery(filters: Filters) {
  const cards = db().entities.caregiverCard.query;
  const key = {
    positionKey: positionKeyOf(filters),
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
 * a cursor. Kind (childcarer or cook), position, language, country, region and town pick the
 * partition (one Query reads the page); level, live in/out, full/part time, sex, a minimum
 * rating, and a language with a kind but no position, filter within that narrow partition.
 */
export async function findCaregivers(storage: Pick<Storage, 'publicLink'>, filters: Filters) {
  if (impossible(filters)) return { caregivers: [], cursor: undefined };
  const wanted = {
    language: kindLanguage(filters),
    education: set(filters.level),
    live_in_out: set(filters.live_in_out),
    full_part_time: set(filters.full_part_time),
    sex: set(filters.sex),
    min_rating: filters.min_rating ? Number(filters.min_rating) : undefined,
  };
  const narrowed = Object.values(wanted).some(Boolean);
  const query = narrowed
    ? baseQuery(filters).where((card, { contains, eq, gte }) =>
        [
          wanted.language ? contains(card.languages, wanted.language) : '',
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
