/**
 * ISO 3166-1 alpha-3 to alpha-2 for the countries we serve (Africa) and a few where diaspora
 * families live. Amazon Location names countries by alpha-3; our reference data by alpha-2.
 */
const pairs =
  'DZA DZ AGO AO BEN BJ BWA BW BFA BF BDI BI CPV CV CMR CM CAF CF TCD TD COM KM COG CG COD CD ' +
  'CIV CI DJI DJ EGY EG GNQ GQ ERI ER SWZ SZ ETH ET GAB GA GMB GM GHA GH GIN GN GNB GW KEN KE ' +
  'LSO LS LBR LR LBY LY MDG MG MWI MW MLI ML MRT MR MUS MU MAR MA MOZ MZ NAM NA NER NE NGA NG ' +
  'RWA RW STP ST SEN SN SYC SC SLE SL SOM SO ZAF ZA SSD SS SDN SD TZA TZ TGO TG TUN TN UGA UG ' +
  'ZMB ZM ZWE ZW ESH EH GBR GB USA US CAN CA IRL IE ARE AE';

const tokens = pairs.split(' ');
const alpha2ByAlpha3 = new Map(
  tokens.flatMap((token, i) => (i % 2 === 0 ? [[token, tokens[i + 1]!] as const] : [])),
);

/** 'ZMB' -> 'ZM'; a two-letter code is returned as it is. */
export const alpha2Of = (code: string | undefined): string | undefined =>
  code?.length === 2 ? code : code ? alpha2ByAlpha3.get(code.toUpperCase()) : undefined;
