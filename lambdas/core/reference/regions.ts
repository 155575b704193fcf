/**
 * Countries with a short code and their top-level regions (spec section 3). Zambia's regions
 * and towns come from zambia.ts in the spec's order and spelling; the other countries are those
 * whose currencies the spec lists, with their first-level divisions: the main city's region
 * first, then alphabetical. A region's `code` is its
 * ISO 3166-2 suffix, so `${country.code}-${region.code}` is the ISO 3166-2 code (e.g. 'NG-LA').
 * Towns are curated for Zambia only; elsewhere townsOf returns [] until they are added.
 */
import { countryCodeByName } from './country-names.js';
import { zambiaRegions, type Town } from './zambia.js';

export interface RegionRef {
  name: string;
  code?: string;
}
export interface CountryRegions {
  /** Country name as in countries.ts. */
  country: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
  regions: readonly RegionRef[];
}

/** 'Name:CODE, Name:CODE' -> regions (spec order is the order written). */
const parse = (list: string): RegionRef[] =>
  list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const [name = '', code] = item.split(':');
      return code ? { name: name.trim(), code: code.trim() } : { name: name.trim() };
    });

const zambiaIsoCodes: Readonly<Record<string, string>> = {
  Western: '01',
  Central: '02',
  Eastern: '03',
  Luapula: '04',
  Northern: '05',
  'North-western': '06',
  Southern: '07',
  Cooperbelt: '08',
  Lusaka: '09',
  Muchinga: '10',
};

const zambia: CountryRegions = {
  country: 'Zambia',
  code: 'ZM',
  regions: zambiaRegions.map(({ name }) => {
    const code = zambiaIsoCodes[name];
    return code ? { name, code } : { name };
  }),
};

export const countryRegions: readonly CountryRegions[] = [
  zambia,
  {
    country: 'Kenya',
    code: 'KE',
    regions:
      parse(`Nairobi:30, Baringo:01, Bomet:02, Bungoma:03, Busia:04, Elgeyo-Marakwet:05, Embu:06,
      Garissa:07, Homa Bay:08, Isiolo:09, Kajiado:10, Kakamega:11, Kericho:12, Kiambu:13,
      Kilifi:14, Kirinyaga:15, Kisii:16, Kisumu:17, Kitui:18, Kwale:19, Laikipia:20,
      Lamu:21, Machakos:22, Makueni:23, Mandera:24, Marsabit:25, Meru:26, Migori:27,
      Mombasa:28, Murang'a:29, Nakuru:31, Nandi:32, Narok:33, Nyamira:34, Nyandarua:35,
      Nyeri:36, Samburu:37, Siaya:38, Taita-Taveta:39, Tana River:40, Tharaka-Nithi:41,
      Trans Nzoia:42, Turkana:43, Uasin Gishu:44, Vihiga:45, Wajir:46, West Pokot:47`),
  },
  {
    country: 'Rwanda',
    code: 'RW',
    regions: parse('Kigali:01, Eastern:02, Northern:03, Western:04, Southern:05'),
  },
  {
    country: 'Uganda',
    code: 'UG',
    regions: parse('Central:C, Eastern:E, Northern:N, Western:W'),
  },
  {
    country: 'Ghana',
    code: 'GH',
    regions: parse(`Greater Accra:AA, Ashanti:AH, Ahafo:AF, Bono:BO, Bono East:BE, Central:CP,
      Eastern:EP, North East:NE, Northern:NP, Oti:OT, Savannah:SV, Upper East:UE,
      Upper West:UW, Volta:TV, Western:WP, Western North:WN`),
  },
  {
    country: 'Tanzania',
    code: 'TZ',
    regions: parse(`Dar es Salaam:02, Arusha:01, Dodoma:03, Geita:27, Iringa:04, Kagera:05,
      Katavi:28, Kigoma:08, Kilimanjaro:09, Lindi:12, Manyara:26, Mara:13, Mbeya:14,
      Morogoro:16, Mtwara:17, Mwanza:18, Njombe:29, Pwani:19, Rukwa:20, Ruvuma:21,
      Shinyanga:22, Simiyu:30, Singida:23, Songwe:31, Tabora:24, Tanga:25, Pemba North:06,
      Pemba South:10, Zanzibar North:07, Zanzibar South:11, Zanzibar West:15`),
  },
  {
    country: 'Cameroon',
    code: 'CM',
    regions: parse(`Centre:CE, Adamaoua:AD, East:ES, Far North:EN, Littoral:LT, North:NO,
      North-West:NW, South:SU, South-West:SW, West:OU`),
  },
  {
    country: 'Senegal',
    code: 'SN',
    regions: parse(`Dakar:DK, Diourbel:DB, Fatick:FK, Kaffrine:KA, Kaolack:KL, Kédougou:KE,
      Kolda:KD, Louga:LG, Matam:MT, Saint-Louis:SL, Sédhiou:SE, Tambacounda:TC, Thiès:TH,
      Ziguinchor:ZG`),
  },
  {
    country: 'Sierra Leone',
    code: 'SL',
    regions: parse('Western Area:W, Eastern:E, Northern:N, North Western:NW, Southern:S'),
  },
  {
    country: 'Democratic Republic of the Congo',
    code: 'CD',
    regions: parse(`Kinshasa:KN, Bas-Uélé:BU, Équateur:EQ, Haut-Katanga:HK, Haut-Lomami:HL,
      Haut-Uélé:HU, Ituri:IT, Kasaï:KS, Kasaï Central:KC, Kasaï Oriental:KE, Kongo Central:BC,
      Kwango:KG, Kwilu:KL, Lomami:LO, Lualaba:LU, Mai-Ndombe:MN, Maniema:MA, Mongala:MO,
      Nord-Kivu:NK, Nord-Ubangi:NU, Sankuru:SA, Sud-Kivu:SK, Sud-Ubangi:SU, Tanganyika:TA,
      Tshopo:TO, Tshuapa:TU`),
  },
  {
    country: 'Nigeria',
    code: 'NG',
    regions: parse(`Lagos:LA, Federal Capital Territory:FC, Abia:AB, Adamawa:AD, Akwa Ibom:AK,
      Anambra:AN, Bauchi:BA, Bayelsa:BY, Benue:BE, Borno:BO, Cross River:CR, Delta:DE,
      Ebonyi:EB, Edo:ED, Ekiti:EK, Enugu:EN, Gombe:GO, Imo:IM, Jigawa:JI, Kaduna:KD, Kano:KN,
      Katsina:KT, Kebbi:KE, Kogi:KO, Kwara:KW, Nasarawa:NA, Niger:NI, Ogun:OG, Ondo:ON,
      Osun:OS, Oyo:OY, Plateau:PL, Rivers:RI, Sokoto:SO, Taraba:TA, Yobe:YO, Zamfara:ZA`),
  },
  {
    country: 'Mozambique',
    code: 'MZ',
    regions: parse(`Maputo City:MPM, Maputo Province:L, Cabo Delgado:P, Gaza:G, Inhambane:I,
      Manica:B, Nampula:N, Niassa:A, Sofala:S, Tete:T, Zambézia:Q`),
  },
  {
    country: 'Malawi',
    code: 'MW',
    regions: parse('Northern:N, Central:C, Southern:S'),
  },
];

const regionsByCode = new Map(countryRegions.map((c) => [c.code, c]));

/** The reference entry for a country name (aliases such as 'DR Congo' work), or undefined. */
export const countryRegionsOf = (
  countryName: string | null | undefined,
): CountryRegions | undefined => {
  const code = countryCodeByName(countryName);
  return code ? regionsByCode.get(code) : undefined;
};

/** Region names for a country name, or [] if the country is unknown or has none listed. */
export const regionsOf = (countryName: string | null | undefined): string[] =>
  countryRegionsOf(countryName)?.regions.map((r) => r.name) ?? [];

/** Town names of a region (Zambia only for now), or [] if unknown. */
export const townsOf = (
  countryName: string | null | undefined,
  region: string | null | undefined,
): string[] => {
  if (countryCodeByName(countryName) !== 'ZM' || !region) return [];
  const wanted = region.trim().toLowerCase();
  const found = zambiaRegions.find((r) => r.name.toLowerCase() === wanted);
  return found ? found.towns.map((t: Town) => t.name) : [];
};
