import type { Tx } from '../db/tx.js';
import { MEAL_ORDER_POSITION } from '../meal-orders/meal-position.js';
import { countryByName } from '../reference/countries.js';
import { countedSalaryOf } from './monthly-salary.js';

/** What of a job the guide counts it by. */
export interface TalliedJob {
  position: string;
  salary: string;
  currently_in: string;
  region?: string;
  town?: string;
  /** The amount the guide counted it at while published (absent: not counted). */
  salary_counted?: number;
}

export type AreaLevel = 'town' | 'region' | 'country';

/** An area's key in the guide; a town is named with its region (town names repeat). */
export const areaKey = (level: AreaLevel, region?: string, town?: string) =>
  level === 'country'
    ? 'country'
    : level === 'region'
      ? `region:${region}`
      : `town:${region}/${town}`;

/** A country in the guide's keys: its ISO code, so a name and its aliases count together. */
export const countryKeyOf = (country: string) => countryByName(country)?.countryCode ?? country;

/** The areas a job in this place counts in, finest first. */
export const areasOf = (place: { region?: string; town?: string }) => [
  ...(place.region && place.town ? [areaKey('town', place.region, place.town)] : []),
  ...(place.region ? [areaKey('region', place.region)] : []),
  areaKey('country'),
];

/**
 * The amount a job is counted at when it is published now: its salary read as a monthly amount
 * (monthly-salary.ts), or null (meal orders and unreadable salaries are not counted). The
 * publishing write keeps it on the job (`salary_counted`), so taking the job off later subtracts
 * exactly what was added, whatever the parser has become meanwhile.
 */
export const countedOf = (job: Omit<TalliedJob, 'salary_counted'>): number | null =>
  job.position === MEAL_ORDER_POSITION ? null : countedSalaryOf(job.salary, job.currently_in);

interface TallyKey {
  country: string;
  area: string;
  position: string;
  amount: number;
}

/** The tally items a job was counted in (none when it was not counted). */
const keysOf = (job: TalliedJob): TallyKey[] =>
  job.salary_counted === undefined
    ? []
    : areasOf(job).map((area) => ({
        country: countryKeyOf(job.currently_in),
        area,
        position: job.position,
        amount: job.salary_counted!,
      }));

const idOf = (key: TallyKey) => `${key.country}|${key.area}|${key.position}|${key.amount}`;

const adding = (tx: Tx, keys: TallyKey[], by: 1 | -1) =>
  keys.map((key) =>
    by > 0
      ? tx.salaryTally.upsert(key).add({ count: 1 }).commit()
      : tx.salaryTally.upsert(key).subtract({ count: 1 }).commit(),
  );

/** Writes that count a published job in the guide (its `salary_counted` set). */
export const tallyWrites = (tx: Tx, job: TalliedJob) => adding(tx, keysOf(job), 1);

/** Writes that take a job's count out of the guide (what its `salary_counted` says it added). */
export const untallyWrites = (tx: Tx, job: TalliedJob) => adding(tx, keysOf(job), -1);

/**
 * An edit of a published job: only the items that differ move (a transaction may touch an item
 * once), so an edit that keeps the salary, position and place writes nothing here.
 */
export function retallyWrites(tx: Tx, before: TalliedJob, after: TalliedJob) {
  const old = keysOf(before);
  const next = keysOf(after);
  const oldIds = new Set(old.map(idOf));
  const nextIds = new Set(next.map(idOf));
  return [
    ...adding(
      tx,
      old.filter((key) => !nextIds.has(idOf(key))),
      -1,
    ),
    ...adding(
      tx,
      next.filter((key) => !oldIds.has(idOf(key))),
      1,
    ),
  ];
}
