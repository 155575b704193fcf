import { db } from '../db/service.js';
import { countryByName } from '../reference/countries.js';
import { positions } from '../reference/positions.js';
import type { SalaryFigures, SalaryGuideQuery, TownGuideQuery } from './schemas.js';
import { areaKey, countryKeyOf, type AreaLevel } from './tally.js';

/** Below this many jobs an area shows no figures (too few to be fair or anonymous). */
export const GUIDE_FLOOR = 5;

interface Tally {
  position: string;
  amount: number;
  count: number;
}

/**
 * The value at a fraction `p` of the sorted amounts (R's type 7, Excel's QUARTILE.INC): at rank
 * h = (n - 1) p, between the amounts at ranks floor(h) and floor(h) + 1, in proportion. Exact
 * from the tallies: the amounts are read by cumulative count, never expanded. Whole units.
 */
export function quantileOf(tallies: readonly { amount: number; count: number }[], p: number) {
  const sorted = [...tallies].sort((a, b) => a.amount - b.amount);
  const n = sorted.reduce((sum, tally) => sum + tally.count, 0);
  const at = (rank: number) => {
    let seen = 0;
    for (const tally of sorted) {
      seen += tally.count;
      if (rank < seen) return tally.amount;
    }
    return sorted[sorted.length - 1]!.amount;
  };
  const h = (n - 1) * p;
  const low = Math.floor(h);
  return Math.round(at(low) + (h - low) * (at(Math.min(low + 1, n - 1)) - at(low)));
}

/** An area's figures, or null below the floor. Counts at or under 0 (all taken out) are skipped. */
function figuresOf(tallies: readonly Tally[], area: SalaryFigures['area']): SalaryFigures | null {
  const counted = tallies.filter((tally) => tally.count > 0);
  const jobs = counted.reduce((sum, tally) => sum + tally.count, 0);
  if (jobs < GUIDE_FLOOR) return null;
  return {
    area,
    median: quantileOf(counted, 0.5),
    lower_quartile: quantileOf(counted, 0.25),
    upper_quartile: quantileOf(counted, 0.75),
    jobs,
  };
}

interface Area {
  level: AreaLevel;
  name: string;
  key: string;
}

/** The areas of a place, finest first, with their names as shown. */
const areasOfPlace = (country: string, region?: string, town?: string): Area[] => [
  ...(region && town
    ? [{ level: 'town' as const, name: town, key: areaKey('town', region, town) }]
    : []),
  ...(region ? [{ level: 'region' as const, name: region, key: areaKey('region', region) }] : []),
  {
    level: 'country',
    name: countryByName(country)?.countryName ?? country,
    key: areaKey('country'),
  },
];

/**
 * An area's tallies, of one position or all: one Query on the area's partition (sort keys by
 * position then amount), eventually consistent. Its size is bounded by the area's distinct
 * (position, amount) pairs, not by its jobs.
 */
async function talliesOf(country: string, area: string, position?: string): Promise<Tally[]> {
  const key = { country: countryKeyOf(country), area };
  const query = db().entities.salaryTally.query.byArea;
  const { data } = await (position ? query({ ...key, position }) : query(key)).go({
    pages: 'all',
  });
  // A partial sort key is a prefix ("PAY#Nanny#" would not stop "PAY#Nanny (Special needs)#"
  // if electrodb left out the delimiter): the position is checked again here.
  return data
    .filter((tally) => !position || tally.position === position)
    .map(({ position, amount, count = 0 }) => ({ position, amount, count }));
}

const currencyOf = (country: string) => countryByName(country)?.currencyCode ?? '';

/**
 * The job form's guide: the figures of the position in the finest area of the place with enough
 * jobs (town, then region, then country). One request: a Query per area, in parallel.
 */
export async function salaryGuide({ position, country, region, town }: SalaryGuideQuery) {
  const areas = areasOfPlace(country, region, town);
  const tallies = await Promise.all(areas.map((area) => talliesOf(country, area.key, position)));
  const figures =
    areas
      .map((area, n) => figuresOf(tallies[n]!, { level: area.level, name: area.name }))
      .find(Boolean) ?? null;
  return { position, currency: currencyOf(country), figures };
}

/**
 * A town's public page: every position counted in the town, its region or its country, with the
 * figures of the finest of those areas that has enough of the position's jobs. The town's
 * positions are one Query; its region's and country's, for the fallbacks, are read beside it.
 */
export async function townGuide({ country, region, town }: TownGuideQuery) {
  const areas = areasOfPlace(country, region, town);
  const tallies = await Promise.all(areas.map((area) => talliesOf(country, area.key)));
  const ofPosition = (n: number, position: string) =>
    tallies[n]!.filter((tally) => tally.position === position);
  const listed = positions.filter((position) =>
    tallies.some((area) => area.some((tally) => tally.position === position && tally.count > 0)),
  );
  return {
    country,
    region,
    town,
    currency: currencyOf(country),
    positions: listed.map((position) => ({
      position,
      town_jobs: ofPosition(0, position).reduce((sum, tally) => sum + Math.max(tally.count, 0), 0),
      figures:
        areas
          .map((area, n) =>
            figuresOf(ofPosition(n, position), { level: area.level, name: area.name }),
          )
          .find(Boolean) ?? null,
    })),
  };
}
