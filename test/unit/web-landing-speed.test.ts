import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { landingPages } from '../../web/src/app/landing-pages';
import { ANY_COUNTRY, ANY_POSITION } from '../../web/src/features/jobs/api/find-jobs-path';
import { filterDefaults } from '../../web/src/features/search/api/find-caregivers-path';
import { formatCount, formatDay, formatMoment } from '../../web/src/i18n/format';
import { i18n } from '../../web/src/i18n/i18n';
import { SelectField } from '../../web/src/ui/choice-fields';

const noop = () => undefined;

describe('landing page speed pieces', () => {
  it('preloads exactly the addresses the list pages fetch first', () => {
    const fetches = Object.fromEntries(landingPages.map((page) => [page.path, page.fetches]));
    expect(fetches['/']).toBeUndefined();
    expect(fetches['/find_job/all']).toEqual([
      `/api/jobs?${new URLSearchParams({ position: ANY_POSITION, country: ANY_COUNTRY })}`,
      '/api/job-totals',
    ]);
    expect(fetches['/find_childcarer/all']).toEqual([
      `/api/caregivers?${new URLSearchParams(filterDefaults)}`,
    ]);
    // The order the page builds its query in (search-filters order) is the order preloaded.
    expect(fetches['/find_childcarer/all']?.[0]).toMatch(/^\/api\/caregivers\?position=.*&sex=/);
  });

  it('formats days, moments and counts in the language of the reader', () => {
    expect(formatDay(new Date(2026, 10, 24, 13).getTime())).toBe('24 Nov 2026');
    expect(formatDay(new Date(2027, 0, 1))).toBe('1 Jan 2027');
    expect(formatDay(Number.NaN)).toBe('');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(-12345)).toBe('-12,345');
    const at = new Date(2026, 10, 24, 9, 5).getTime();
    expect(formatMoment(at, new Date(2026, 10, 24, 18).getTime())).toBe('09:05');
    expect(formatMoment(at, new Date(2026, 10, 25, 8).getTime())).toBe('24 Nov 2026, 09:05');
    try {
      i18n.activate('fr', ['fr']);
      expect(formatDay(at)).toBe('24 nov. 2026');
      expect(formatCount(12345)).toBe('12\u202f345');
      i18n.activate('bem', ['bem', 'en-ZM']);
      expect(formatDay(at)).toBe('24 Nov 2026');
    } finally {
      i18n.activate('en', ['en-GB']);
    }
  });

  it('renders only the chosen option of a deferred select first', () => {
    const options = ['Any country', 'Chad', 'Zambia'];
    const select = (value: string, deferOptions: boolean) =>
      renderToStaticMarkup(
        h(SelectField, {
          label: 'in',
          name: 'country',
          placeholder: false,
          options,
          value,
          onChange: noop,
          deferOptions,
        }),
      );
    expect(select('Zambia', true).match(/<option/g)).toHaveLength(1);
    expect(select('Zambia', true)).toContain('<option value="Zambia" selected="">Zambia</option>');
    // A value that is not in the list: the first option, as the browser would show.
    expect(select('Nowhere', true)).toContain('<option value="Any country"');
    expect(select('Zambia', false).match(/<option/g)).toHaveLength(3);
  });
});
