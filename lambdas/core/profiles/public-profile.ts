import type { Storage } from '../ports/storage.js';
import { db } from '../db/service.js';
import { enqueueView } from '../ports/provided.js';
import { notFound } from '../errors.js';
import { resultOf, type TestItem } from '../personality/personality-tests.js';
import type { PersonalityResult } from '../personality/schemas.js';
import type { UserRecord } from '../users/users.js';
import { documentKinds } from './document-kinds.js';
import { photoLinks } from './photo-renditions.js';
import { privateKinds, publicProfileResponse, type PublicProfile } from './schemas.js';
import { shownViews } from '../traffic/view-counts.js';
import { parsedAs, readTogether, type TableKey } from '../db/read-together.js';

export const notPublic = 'This profile is not public';

/** Fields copied as they are: an allow-list, so a new private field is never published. */
const shownFields = [
  'username',
  'fullname',
  'sex',
  'experience',
  'education',
  'live_in_out',
  'full_part_time',
  'work_type',
  'duration',
  'age_range',
  'pets',
  'cpr',
  'driver',
  'car',
  'origin',
  'smoker',
  'salary',
  'start_date',
  'currently_in',
  'region',
  'town',
  'info',
  'qualifications',
  'contact_person',
  'featured',
  'date_updated',
] as const satisfies (keyof UserRecord)[];

const documentBadges = (user: UserRecord) =>
  Object.fromEntries(
    privateKinds.map((kind) => [
      kind,
      {
        provided: Boolean(user[documentKinds[kind].field]),
        verified: Boolean(user.verifiedDocs?.[kind]),
      },
    ]),
  ) as PublicProfile['documents'];

async function toPublic(
  storage: Storage,
  user: UserRecord,
  views: number,
  personality: PersonalityResult | null,
): Promise<PublicProfile> {
  const shown = Object.fromEntries(
    shownFields.filter((field) => user[field] !== undefined).map((field) => [field, user[field]]),
  );
  return publicProfileResponse.parse({
    ...shown,
    uid: user.uid,
    user_type: user.user_type,
    languages: user.languages ?? [],
    positions: user.positions ?? [],
    services: user.services ?? [],
    ...(await photoLinks(storage, user.photoUrl)),
    documents: documentBadges(user),
    views,
    Ratings: user.Ratings ?? -1,
    ratingCount: user.ratingCount ?? 0,
    ...(personality && user.user_type !== 'institution' ? { personality } : {}),
  });
}

/** Shown only while live and not suspended; a parent has no public page. */
const isPublic = (user: UserRecord | null): user is UserRecord =>
  user?.live === true && user.user_type !== 'parent' && !user.suspended;

/**
 * The person, their personality test and their view count: one eventually consistent BatchGetItem
 * (db/read-together.ts), not a GetItem each (the page most visited after the lists, one call's CPU
 * and round trip instead of three: docs/decisions/data-and-dynamodb.md, "The profile and job pages
 * read in one call").
 */
async function profileItems(uid: string) {
  const { user, personalityTest, userViewCount } = db().entities;
  const [userItem, testItem, countItem] = await readTogether(
    [
      user.get({ uid }).params<{ Key: TableKey }>().Key,
      personalityTest.get({ uid }).params<{ Key: TableKey }>().Key,
      userViewCount.get({ uid }).params<{ Key: TableKey }>().Key,
    ],
    { consistent: false },
  );
  return {
    user: parsedAs<UserRecord>(user, userItem) ?? null,
    test: parsedAs<TestItem>(personalityTest, testItem) ?? null,
    counted: parsedAs<{ count: number }>(userViewCount, countItem)?.count,
  };
}

/**
 * A live profile's public page (/cv/{id}, /institution/{id}): reads only. The view is put on
 * the views queue and counted there, once per viewer a day (traffic/view-counts.ts), so the
 * count shown is the one before this view's (it shows on a later visit).
 */
export async function viewPublicProfile(
  storage: Storage,
  uid: string,
  viewer: string,
): Promise<PublicProfile> {
  const { user, test, counted } = await profileItems(uid);
  if (!isPublic(user)) throw notFound(notPublic);
  const kind = user.user_type === 'institution' ? 'institution' : 'caregiver';
  const [page] = await Promise.all([
    toPublic(storage, user, shownViews(counted, user.views), resultOf(test)),
    enqueueView({ kind, id: uid, viewer, at: Date.now() }),
  ]);
  return page;
}
