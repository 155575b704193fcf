import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageOf } from '../../lambdas/core/reviews/ratings.js';

describe('the review average', () => {
  it('is -1 without reviews and one decimal between 1 and 5 with them', () => {
    expect(averageOf()).toBe(-1);
    expect(averageOf(0, 0)).toBe(-1);
    expect(averageOf(9, 2)).toBe(4.5);
    expect(averageOf(13, 3)).toBe(4.3);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1 }), (stars) => {
        const average = averageOf(
          stars.reduce((a, b) => a + b, 0),
          stars.length,
        );
        expect(average).toBeGreaterThanOrEqual(1);
        expect(average).toBeLessThanOrEqual(5);
        expect(Math.round(average * 10)).toBeCloseTo(average * 10, 9);
      }),
    );
  });
});
