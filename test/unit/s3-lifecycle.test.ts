import { describe, expect, it } from 'vitest';
import { expiresAt } from '../../infra/local/s3-lifecycle.js';

describe('the local file store’s lifecycle', () => {
  it('expires as S3 does: creation plus the days, rounded up to the next midnight UTC', () => {
    // AWS's own example: created 2014-01-15 10:30 UTC, a 3-day rule, acted on 2014-01-19.
    expect(expiresAt(new Date('2014-01-15T10:30:00Z'), 3)).toBe(Date.parse('2014-01-19T00:00:00Z'));
    // A one-day rule keeps an upload 24 to 48 hours.
    expect(expiresAt(new Date('2026-03-01T23:59:00Z'), 1)).toBe(Date.parse('2026-03-03T00:00:00Z'));
  });
});
