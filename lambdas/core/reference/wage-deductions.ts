/**
 * Statutory deductions from a wage, per country (ISO 3166-1 alpha-2), that a parent may record on
 * a payslip by their code. The API never computes them (rates change each January and depend on
 * things it does not know, like other earnings): the parent enters the amount, and the payslip
 * names the deduction and what the law says. Every entry carries its source, as work-minimums.ts
 * does; a deduction no source confirms is left out, and a country without any names none
 * (docs/decisions/wages-and-payouts.md, "Statutory deductions").
 */
import type { WorkSource } from './work-minimums.js';

export interface StatutoryDeduction {
  code: string;
  label: string;
  /** What the law takes from the employee, in words, as the source says it. */
  rule: string;
  /** The employee's share, as a fraction of the wage it is counted on, where a flat rate. */
  employeeRate?: number;
  source: WorkSource;
}

export const statutoryDeductions: Readonly<Record<string, readonly StatutoryDeduction[]>> = {
  ZM: [
    {
      code: 'NAPSA',
      label: 'NAPSA pension contribution (employee’s share)',
      rule: '5% of gross monthly earnings, up to the year’s ceiling (the employer adds another 5%)',
      employeeRate: 0.05,
      source: {
        title: 'Important facts (National Pension Scheme Authority)',
        instrument: 'National Pension Scheme Act No. 40 of 1996, as amended by Act No. 7 of 2015',
        date: '2025-01-01',
        url: 'https://napsa.co.zm/important-facts/',
        quote:
          'The employer is however, mandated to deduct only half (5 percent) of the worker’s monthly payable contribution from the employee’s earnings and then add an equal portion (5 percent).',
      },
    },
    {
      code: 'NHIMA',
      label: 'National Health Insurance contribution (employee’s share)',
      rule: '1% of the basic monthly salary (the employer adds another 1%)',
      employeeRate: 0.01,
      source: {
        title: 'Membership registration steps (National Health Insurance Management Authority)',
        instrument:
          'National Health Insurance Act No. 2 of 2018; National Health Insurance (General) Regulations, SI No. 63 of 2019',
        date: '2019-10-01',
        url: 'https://nhima.co.zm/membership/registration-steps',
        quote:
          'Employee | Payroll Based | 1% of Basic Salary | Monthly | 10th of the following month',
      },
    },
    {
      code: 'PAYE',
      label: 'Pay As You Earn (income tax)',
      rule: 'Monthly income up to K5,100 at 0%, K5,100.01 to K7,100 at 20%, K7,100.01 to K9,200 at 30%, above K9,200 at 37%',
      source: {
        title: 'How to calculate your monthly PAYE using the new 2025 tax bands (MJ Consultants)',
        instrument: 'Income Tax Act, Chapter 323, charging schedule as amended for 2025',
        date: '2025-01-01',
        url: 'https://mjconsultants.co.zm/how-to-calculate-your-monthly-paye-using-the-new-2025-tax-bands',
        quote:
          'K0 – K5,100: 0% tax (tax-free threshold) · K5,100.01 – K7,100: 20% tax · K7,100.01 – K9,200: 30% tax · K9,200.01 and above: 37% tax',
      },
    },
  ],
};

/** The statutory deductions a country names; [] where none is sourced. */
export const statutoryDeductionsOf = (country: string): readonly StatutoryDeduction[] =>
  statutoryDeductions[country.toUpperCase()] ?? [];

/** The country's statutory deduction with this code, if it names one. */
export const statutoryDeduction = (country: string, code: string) =>
  statutoryDeductionsOf(country).find((d) => d.code === code);
