import { describe, expect, it } from 'vitest';
import { checkPeriod, nextPeriod, periodBefore } from '../../lambdas/core/wages/wage-rules.js';

/** Which months a wage may be paid for, on the country's clock. */
describe('wage periods', () => {
  it('counts months across years', () => {
    expect(periodBefore('2026-11', 12)).toBe('2025-11');
    expect(periodBefore('2026-01', 1)).toBe('2025-12');
    expect(periodBefore('2026-03', 14)).toBe('2025-01');
    expect(nextPeriod('2026-12')).toBe('2027-01');
  });

  it('takes the last 12 months, this one and the next, on Lusaka’s clock', () => {
    // 30 November 2026, 23:30 UTC: already 1 December in Lusaka (UTC+2).
    const now = Date.UTC(2026, 10, 30, 23, 30);
    for (const period of ['2025-12', '2026-06', '2026-12', '2027-01'])
      expect(() => checkPeriod(period, 'Africa/Lusaka', now), period).not.toThrow();
    expect(() => checkPeriod('2027-02', 'Africa/Lusaka', now)).toThrow(/next month at the latest/);
    expect(() => checkPeriod('2025-11', 'Africa/Lusaka', now)).toThrow(/last 12 months/);
  });
});
