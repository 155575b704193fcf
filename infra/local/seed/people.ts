import { positions } from '../../../lambdas/core/reference/positions.js';
import {
  educationLevels,
  experienceOptions,
  fullPartTimeOptions,
  languages,
  liveInOutOptions,
  sexOptions,
} from '../../../lambdas/core/reference/options.js';
import { zambiaRegions } from '../../../lambdas/core/reference/zambia.js';
import { seededRandom } from './random.js';

const firstNames = [
  'Chanda',
  'Mwila',
  'Bwalya',
  'Mutale',
  'Natasha',
  'Chipo',
  'Mapalo',
  'Thandiwe',
  'Lweendo',
  'Namakau',
  'Inonge',
  'Mulenga',
  'Kabwe',
  'Chilufya',
  'Musonda',
  'Nkandu',
  'Twaambo',
  'Choolwe',
  'Mwape',
  'Luyando',
];
const surnames = [
  'Banda',
  'Phiri',
  'Mwanza',
  'Tembo',
  'Zulu',
  'Mulenga',
  'Lungu',
  'Sakala',
  'Daka',
  'Chileshe',
  'Mbewe',
  'Ngoma',
  'Hamoonga',
  'Siame',
  'Kunda',
];

/** About 100 complete, live caregiver profiles spread over every Zambian region and town. */
export function demoCaregivers(now: number, count = 100) {
  const rnd = seededRandom(2026);
  const towns = zambiaRegions.flatMap((region) =>
    region.towns.map((town) => ({ region: region.name, town: town.name })),
  );
  return Array.from({ length: count }, (_, i) => {
    const place = towns[i % towns.length]!;
    const cook = i % 10 === 9;
    const first = rnd.pick(firstNames);
    const surname = rnd.pick(surnames);
    const uid = `demo-caregiver-${String(i + 1).padStart(3, '0')}`;
    const updated = now - i * 3_600_000;
    return {
      uid,
      email: `${uid}@demo.test`,
      user_type: cook ? ('cook' as const) : ('childcarer' as const),
      fullname: `${first} ${surname}`,
      username: `${first.toLowerCase()}${i + 1}`,
      surname,
      sex: rnd.pick(sexOptions),
      positions: cook ? ['Patient Meals'] : [rnd.pick(positions), rnd.pick(positions)],
      languages: ['English', rnd.pick(languages), rnd.pick(languages)],
      education: rnd.pick(educationLevels),
      experience: rnd.pick(experienceOptions),
      live_in_out: rnd.pick(liveInOutOptions),
      full_part_time: rnd.pick(fullPartTimeOptions),
      info: `Caring and reliable, with experience looking after children and homes in ${place.town}.`,
      ...place,
      date_updated: updated,
      updatedAt: updated,
      // A few hold a featured placement, so search shows them first in the demo.
      ...(i % 9 === 0 ? { featured: now + 30 * 86_400_000 } : {}),
    };
  });
}
