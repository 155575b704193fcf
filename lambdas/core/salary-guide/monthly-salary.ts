/**
 * How the salary guide reads a job's free-text salary (docs/decisions/jobs-and-hiring.md, "The
 * salary guide"): one monthly amount in the job country's currency, or nothing. Pure, so the job
 * form shows under the salary field how the text it is typing will be counted.
 */
import { countryByName } from '../reference/countries.js';
import { usdExchangeRates, type LocalCurrency } from '../reference/prices.js';

/** The currency the guide counts a country's salaries in, or undefined where it counts none. */
export function guideCurrencyOf(country: string | undefined): LocalCurrency | undefined {
  const currency = countryByName(country)?.currencyCode;
  return currency && Object.hasOwn(usdExchangeRates, currency)
    ? (currency as LocalCurrency)
    : undefined;
}

/** A typical monthly amount to show as an example (USD 100 in the currency: ZMW 2,500). */
export const exampleSalaryIn = (currency: LocalCurrency) => usdExchangeRates[currency].perUsd * 100;

/** What people write for each local currency, besides its ISO code (lower case). */
const currencyWords: Readonly<Record<LocalCurrency, readonly string[]>> = {
  ZMW: ['k', 'kwacha', 'kwachas'],
  KES: ['ksh', 'kshs', 'sh', 'shs', 'shillings', 'bob'],
  RWF: ['frw', 'rwf', 'rf', 'francs'],
  UGX: ['ush', 'ugshs', 'shs', 'sh', 'shillings'],
  GHS: ['gh₵', 'ghc', 'gh¢', '₵', 'cedis', 'cedi'],
  TZS: ['tsh', 'tshs', 'sh', 'shs', 'shillings'],
  XAF: ['fcfa', 'cfa', 'f', 'francs'],
  XOF: ['fcfa', 'cfa', 'f', 'francs'],
  SLE: ['le', 'leones'],
  CDF: ['fc', 'francs'],
  NGN: ['₦', 'n', 'naira'],
  MZN: ['mt', 'mtn', 'meticais', 'metical'],
  MWK: ['mk', 'kwacha', 'kwachas'],
};

/** Words that say the amount is monthly, or say nothing about it. */
const harmless = new Set([
  'per',
  'a',
  'each',
  'every',
  'month',
  'months',
  'monthly',
  'mo',
  'mth',
  'pm',
  'p.m',
  'p.m.',
  'salary',
  'gross',
  'net',
  'about',
  'around',
  'approx',
  'approximately',
  'negotiable',
  'neg',
  'only',
  'between',
  'from',
  'to',
  'and',
]);

/** Another period than a month: not counted (hours and days a month differ too much to convert). */
const otherPeriod =
  /\b(hours?|hrs?|hourly|day|days|daily|week|weeks|weekly|wk|fortnight\w*|year|years|yearly|yr|annual\w*|annum|p\.?a)\b|\/\s*(h|d|w|y)\b/;

/** The monthly amounts the guide believes, in US dollars (converted at the price table's rates). */
const BOUNDS_USD = { min: 10, max: 10_000 } as const;

/**
 * A number as written: "3,000", "3 000", "3.000", "2,500.50", "3.5" (and a k/thousand after it,
 * read separately). Answers undefined for something that is not one number ("1,00,0").
 */
function numberOf(written: string): number | undefined {
  const digits = written.replace(/[\s\u00a0\u202f']/g, ' ');
  // Grouped thousands, optionally with decimals: 3,000 | 3 000 | 3.000 | 12,500.50 | 12.500,50
  const grouped = /^(\d{1,3})((?:([, .])\d{3})(?:\3\d{3})*)(?:([.,])(\d{1,2}))?$/.exec(digits);
  if (grouped && grouped[4] !== grouped[3]) {
    const whole = Number(`${grouped[1]}${grouped[2]!.replace(/[, .]/g, '')}`);
    return whole + (grouped[5] ? Number(`0.${grouped[5]}`) : 0);
  }
  if (/^\d+([.,]\d{1,2})?$/.test(digits)) return Number(digits.replace(',', '.'));
  return undefined;
}

const MULTIPLIERS: Readonly<Record<string, number>> = { k: 1000, thousand: 1000 };

/**
 * The amount the text states per month in the country's currency (major units, whole), or null
 * when it states none unambiguously: no number ("Competitive"), another period ("K50 a day"),
 * another currency ("$200" in Zambia), words we do not know ("K3,000 plus lunch"), more than one
 * amount that is not a range ("K2,000 and K500 transport"), or an amount outside the sane monthly
 * bounds (USD 10 to 10 000 at the price table's rate). A range ("2,000 - 3,000", "2-3k", "between
 * K2,000 and K3,000") counts as its midpoint when its top is at most twice its bottom. A bare
 * amount with no period is taken as monthly, as the form asks for a monthly salary.
 */
export function monthlySalaryOf(text: string, country: string | undefined): number | null {
  const currency = guideCurrencyOf(country);
  if (!currency) return null;
  const normal = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212~]/g, '-')
    .trim();
  if (otherPeriod.test(normal)) return null;
  const known = new Set([currency.toLowerCase(), ...currencyWords[currency]]);
  // Numbers (with their separators and a k/thousand after them), and what stands between them.
  const tokens = normal.match(
    /\d(?:[\d,. '\u00a0\u202f]*\d)?(?:\s*(?:k|thousand)\b)?|[^\d\s/,:()+-]+|-|\+/g,
  );
  if (!tokens) return null;
  const amounts: { value: number; multiplied: boolean }[] = [];
  let joins = 0;
  for (const token of tokens) {
    if (/^\d/.test(token)) {
      const [, written = '', unit] = /^(.*?)(?:\s*(k|thousand))?$/.exec(token) ?? [];
      const value = numberOf(written.trim());
      if (value === undefined) return null;
      amounts.push({ value: value * (unit ? MULTIPLIERS[unit]! : 1), multiplied: Boolean(unit) });
      continue;
    }
    // A currency written against the number ("k3,000", "3000zmw") came apart from it here.
    if (/^[.!]+$/.test(token)) continue;
    const word = token.replace(/\.$/, '');
    if (token === '-' || word === 'to' || word === 'and') {
      if (amounts.length === 1) joins++;
      continue;
    }
    if (token === '+') return null;
    if (known.has(word) || known.has(token) || harmless.has(word) || harmless.has(token)) continue;
    return null;
  }
  let amount: number;
  if (amounts.length === 1) amount = amounts[0]!.value;
  else if (amounts.length === 2 && joins >= 1) {
    const [low, high] = amounts as [(typeof amounts)[0], (typeof amounts)[0]];
    // "2-3k": the k of the top applies to the bottom written without one.
    const bottom =
      high.multiplied && !low.multiplied && low.value < 1000 ? low.value * 1000 : low.value;
    if (bottom <= 0 || high.value < bottom || high.value > 2 * bottom) return null;
    amount = (bottom + high.value) / 2;
  } else return null;
  const perUsd = usdExchangeRates[currency].perUsd;
  if (amount < BOUNDS_USD.min * perUsd || amount > BOUNDS_USD.max * perUsd) return null;
  return Math.round(amount);
}

/**
 * The amount as the guide keeps it: to three significant figures (K2,345 -> K2,350, K12,345 ->
 * K12,300), so the tally items of a place and position are bounded by about 900 amounts per power
 * of ten, whatever the number of jobs, while a median moves by at most half a percent.
 */
export function guideAmountOf(amount: number): number {
  if (amount < 1000) return Math.round(amount);
  const step = 10 ** (Math.floor(Math.log10(amount)) - 2);
  return Math.round(amount / step) * step;
}

/** The figure the guide counts for this salary text in this country, or null. */
export function countedSalaryOf(text: string, country: string | undefined): number | null {
  const amount = monthlySalaryOf(text, country);
  return amount === null ? null : guideAmountOf(amount);
}
