import { describe, expect, it } from 'vitest';
import {
  countedSalaryOf,
  guideAmountOf,
  monthlySalaryOf,
} from '../../lambdas/core/salary-guide/monthly-salary.js';

describe('monthlySalaryOf: what the salary guide counts of a salary text', () => {
  it.each([
    ['K3,000 a month', 3000],
    ['K3000', 3000],
    ['k 3 000 per month', 3000],
    ['2500', 2500],
    ['ZMW 2,500 monthly', 2500],
    ['2500 ZMW pm', 2500],
    ['2500zmw/month', 2500],
    ['K2,500.50 p.m.', 2501],
    ['3k', 3000],
    ['3.5k per month', 3500],
    ['3 thousand kwacha', 3000],
    ['2,000 - 3,000', 2500],
    ['K2,000–K3,000 per month', 2500],
    ['2-3k', 2500],
    ['between K2,000 and K3,000', 2500],
    ['K2000 to K3000 monthly', 2500],
    ['Salary: K4,000 negotiable', 4000],
    ['K3.000', 3000],
    ['K3,000.', 3000],
    ['(K3,000) / month', 3000],
    ['around K1,800 net', 1800],
  ])('counts %j in Zambia as %d', (text, amount) => {
    expect(monthlySalaryOf(text, 'Zambia')).toBe(amount);
  });

  it.each([
    'Competitive',
    'Negotiable',
    '',
    'K50 per day',
    'K20 an hour',
    'K700 weekly',
    'K36,000 per year',
    'K36,000 p.a.',
    '30-40 hours per week',
    '$200 a month',
    'USD 300',
    'KSh 30,000',
    'K3,000 plus lunch',
    'K2,000 + K500 transport',
    'K2,000 K500',
    '1000-5000',
    '3000-2000',
    'K5',
    'K900,000',
    '24/7',
    '1,00,0',
  ])('does not count %j in Zambia', (text) => {
    expect(monthlySalaryOf(text, 'Zambia')).toBeNull();
  });

  it("reads the country's own currency words", () => {
    expect(monthlySalaryOf('KSh 30,000 per month', 'Kenya')).toBe(30000);
    expect(monthlySalaryOf('Kshs. 25,000', 'Kenya')).toBe(25000);
    expect(monthlySalaryOf('K3,000', 'Kenya')).toBeNull();
    expect(monthlySalaryOf('₦150,000 monthly', 'Nigeria')).toBe(150000);
    expect(monthlySalaryOf('MK 120 000', 'Malawi')).toBe(120000);
    expect(monthlySalaryOf('UGX 400,000', 'Uganda')).toBe(400000);
  });

  it('counts nothing where the currency has no rate (no sane bounds) or the country is unknown', () => {
    expect(monthlySalaryOf('3000', 'France')).toBeNull();
    expect(monthlySalaryOf('3000', undefined)).toBeNull();
    expect(monthlySalaryOf('3000', 'Atlantis')).toBeNull();
  });
});

describe('guideAmountOf: three significant figures', () => {
  it.each([
    [999, 999],
    [1000, 1000],
    [2345, 2350],
    [2344, 2340],
    [12_345, 12_300],
    [150_049, 150_000],
  ])('keeps %d as %d', (amount, kept) => {
    expect(guideAmountOf(amount)).toBe(kept);
  });

  it('is what countedSalaryOf answers', () => {
    expect(countedSalaryOf('K2,345 a month', 'Zambia')).toBe(2350);
    expect(countedSalaryOf('Competitive', 'Zambia')).toBeNull();
  });
});
