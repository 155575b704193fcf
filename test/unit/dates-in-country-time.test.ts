import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countries } from '../../lambdas/core/reference/countries.js';
import { timeZoneOf, todayIn } from '../../lambdas/core/reference/time-zone.js';
import { dayKey } from '../../lambdas/core/admin-stats/page-views.js';
import { JobForm } from '../../web/src/features/jobs/components/job-form';
import { MealOrderForm } from '../../web/src/features/meal-orders/components/meal-order-form';

/** 23:30 UTC on 31 January 2026: already 1 February in Lusaka (UTC+2), still 31 January in New York. */
const LATE_EVENING_UTC = Date.UTC(2026, 0, 31, 23, 30);
const idle = { isPending: false, mutate: () => undefined };

/** The value of the form's start-date input, as the browser would first show it. */
const startDateShown = (markup: string) =>
  /<input[^>]*type="date"[^>]*value="([\d-]+)"|<input[^>]*value="([\d-]+)"[^>]*type="date"/
    .exec(markup)
    ?.slice(1)
    .find(Boolean);

describe("dates are the country's, not UTC's", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('knows a time zone Intl accepts for every country', () => {
    for (const country of countries) {
      const zone = timeZoneOf(country.countryName);
      expect(
        () => new Intl.DateTimeFormat('en', { timeZone: zone }),
        country.countryName,
      ).not.toThrow();
    }
    expect(timeZoneOf('Zambia')).toBe('Africa/Lusaka');
    expect(timeZoneOf('Kenya')).toBe('Africa/Nairobi');
  });

  it("says today is the country's calendar day", () => {
    expect(todayIn('Zambia', LATE_EVENING_UTC)).toBe('2026-02-01');
    expect(todayIn('United States', LATE_EVENING_UTC)).toBe('2026-01-31');
    // No country chosen yet: the product's home, Zambia.
    expect(todayIn(undefined, LATE_EVENING_UTC)).toBe('2026-02-01');
  });

  it("starts a new job on Lusaka's today at 23:30 UTC", () => {
    vi.useFakeTimers({ toFake: ['Date'], now: LATE_EVENING_UTC });
    const markup = renderToStaticMarkup(h(JobForm, { email: '', save: idle, submitLabel: 'Save' }));
    expect(startDateShown(markup)).toBe('2026-02-01');
  });

  it("starts a meal order on Lusaka's today at 23:30 UTC", () => {
    vi.useFakeTimers({ toFake: ['Date'], now: LATE_EVENING_UTC });
    const markup = renderToStaticMarkup(h(MealOrderForm, { email: '', save: idle }));
    expect(startDateShown(markup)).toBe('2026-02-01');
  });

  it("counts the admin's page views on Lusaka's day", () => {
    expect(dayKey(LATE_EVENING_UTC)).toBe('2026-02-01');
  });
});
