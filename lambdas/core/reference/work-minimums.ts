/**
 * Statutory minimums for domestic workers, per country (ISO 3166-1 alpha-2), checked when a work
 * agreement is drafted (lambdas/core/agreements). Every figure carries its own source: the law it
 * comes from, its date, the public page it was read on and the words quoted from it. A figure no
 * source confirms is left out (never guessed), and the agreement then says so.
 * docs/decisions/agreements.md, "Statutory minimums", tells how they were found.
 */

export interface WorkSource {
  /** The page read. */
  title: string;
  /** The law or order the figure comes from. */
  instrument: string;
  /** When the figure took effect (or, failing that, when the page said it), YYYY-MM-DD. */
  date: string;
  url: string;
  /** The words of the page the figure is read from. */
  quote: string;
}

export interface WorkMinimums {
  /** The currency wages are agreed in (the country's). */
  currency: string;
  /**
   * The monthly minimum wage in minor units for a full week of `weeklyHours`; fewer hours a week
   * are held to the same rate, pro rata (the orders let a part-time wage follow the hours).
   */
  wage?: { monthlyMinor: number; weeklyHours: number; source: WorkSource };
  /** Paid annual leave, in days a year. */
  annualLeaveDays?: { days: number; source: WorkSource };
  /** Paid sick days a year. */
  sickDays?: { days: number; source: WorkSource };
  /** The shortest notice either side gives. */
  noticeDays?: { days: number; source: WorkSource };
}

export const workMinimums: Readonly<Record<string, WorkMinimums>> = {
  ZM: {
    currency: 'ZMW',
    // "the gross pay for domestic workers will move from K993.60 to K1300.00", in effect from
    // January 2023 (the Minister of Labour, reported by Lusaka Times on 27 December 2022). A
    // further upward revision from 1 January 2024 was announced (Cabinet, 1 November 2023), but
    // no source found states its figure: K1,300 is the newest sourced floor, and as the revision
    // went up, no wage refused below it is lawful today.
    // The hours: "Minimum wage rate per month K250,000 — Number of work hours/week 48 hours"
    // (the Domestic Workers Order of 2011, SI 3 of 2011, as ALREI tabulates it).
    wage: {
      monthlyMinor: 130000,
      weeklyHours: 48,
      source: {
        title: 'Government increases the minimum wages for domestic workers (Lusaka Times)',
        instrument:
          'Minimum Wages and Conditions of Employment (Domestic Workers) Order, SI No. 69 of 2018, as revised from January 2023',
        date: '2023-01-01',
        url: 'https://www.lusakatimes.com/2022/12/27/government-increases-the-minimum-wages-for-domestic-workers-shopkeepers-and-general-workers/',
        quote: 'the gross pay for domestic workers will move from K993.60 to K1300.00',
      },
    },
    // "employees are entitled to at least two days of paid vacation leave for each completed
    // month of service. This equates to a minimum of 24 working days of annual leave per year."
    annualLeaveDays: {
      days: 24,
      source: {
        title: 'Zambia: leave (Rivermate guide)',
        instrument: 'Employment Code Act No. 3 of 2019, section 37',
        date: '2019-05-09',
        url: 'https://rivermate.com/guides/zambia/leave',
        quote:
          'at least two days of paid vacation leave for each completed month of service. This equates to a minimum of 24 working days of annual leave per year',
      },
    },
    // Sick leave: the Domestic Workers Order grants "paid sick leave at full pay for a period not
    // exceeding one month" per illness, on a medical certificate (Times of Zambia,
    // https://www.times.co.zm/?p=57018): not a number of days a year, so no yearly figure here.
    // Notice: the Employment Code Act, s. 53, sets thirty days only "when the employment contract
    // itself does not specify a notice period" (https://www.levylegal.ai/answers/what-is-the-minimum-notice-period-for-terminating-employment-in-zambia):
    // a default, not a floor, so no minimum here.
  },
};

/** A country's minimums (by its alpha-2 code), or undefined when none are sourced. */
export const workMinimumsOf = (countryCode: string | undefined): WorkMinimums | undefined =>
  countryCode ? workMinimums[countryCode] : undefined;

/** The monthly minimum for `weeklyHours` a week, pro rata under a full week, in minor units. */
export const wageMinimumFor = (
  wage: NonNullable<WorkMinimums['wage']>,
  weeklyHours: number,
): number => Math.ceil(wage.monthlyMinor * Math.min(1, weeklyHours / wage.weeklyHours));
