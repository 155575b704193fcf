import type { ReactNode } from 'react';
import { slugOf } from '@core/reference/categories';
import { tOr, useContentT } from '../../../i18n/content/i18n';
import { useOptionLabel } from '../../../ui/option-labels';
import type { Minimums, Terms } from '../api/agreements';
import { useAgreementsT } from '../i18n';
import { dayText, hoursOf, wageText, weekdays } from './words';

/**
 * The clauses of one version, in the reader's language: the duties from the roles-and-duties
 * reference read in it too (the parent's own words for other duties stay as written).
 */
export function TermsView({ terms }: { terms: Terms }) {
  const t = useAgreementsT();
  const content = useContentT();
  const label = useOptionLabel();
  const slug = slugOf(terms.position);
  const days = weekdays.filter((day) => terms.work_days.includes(day));
  const rows: [string, ReactNode][] = [
    [t('clause.position'), label(terms.position)],
    [
      t('clause.duties'),
      terms.duties.length ? (
        <ul>
          {terms.duties.map((n) => (
            <li key={n}>{tOr(content, `category.${slug}.duty${n}`, `${terms.position} ${n}`)}</li>
          ))}
        </ul>
      ) : (
        t('clause.noDuties')
      ),
    ],
    ...(terms.other_duties
      ? ([[t('clause.otherDuties'), terms.other_duties]] as [string, ReactNode][])
      : []),
    [t('clause.days'), days.map((day) => t(`day.${day}`)).join(', ')],
    [
      t('clause.hours'),
      t('clause.hoursValue', {
        start: terms.start_time,
        end: terms.end_time,
        hours: hoursOf(terms.work_days, terms.start_time, terms.end_time),
      }),
    ],
    [t('clause.live'), t(`live.${terms.live_in_out}`)],
    [t('clause.start'), dayText(terms.start_date)],
    [t('clause.wage'), wageText(terms.wage_minor, terms.currency)],
    [t('clause.payDay'), t('clause.payDayValue', { day: terms.pay_day })],
    [t('clause.leave'), t('clause.daysAYear', { days: terms.leave_days })],
    [t('clause.sick'), t('clause.daysAYear', { days: terms.sick_days })],
    [t('clause.notice'), t('clause.dayCount', { days: terms.notice_days })],
    [
      t('clause.trial'),
      terms.trial_days
        ? `${t('clause.dayCount', { days: terms.trial_days })}. ${t('clause.trialNotice', {
            notice: terms.trial_notice_days,
          })}`
        : t('clause.noTrial'),
    ],
  ];
  return (
    <dl className="agreement-terms">
      {rows.map(([term, value]) => (
        <div key={term} className="agreement-terms__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The country's statutory minimums with their sources, or that none are sourced. */
export function MinimumsNote({ minimums }: { minimums: Minimums }) {
  const t = useAgreementsT();
  if (!minimums.sourced)
    return (
      <p className="notice agreement-minimums" data-testid="minimums-unsourced">
        {t('minimums.none', { country: minimums.country })}
      </p>
    );
  const sources = [minimums.wage?.source, minimums.annualLeaveDays?.source].filter(
    (source) => source !== undefined,
  );
  return (
    <section
      className="agreement-minimums"
      aria-label={t('minimums.title', { country: minimums.country })}
    >
      <h2>{t('minimums.title', { country: minimums.country })}</h2>
      <ul>
        {minimums.wage ? (
          <li>
            {t('minimums.wage', {
              amount: wageText(minimums.wage.monthlyMinor, minimums.currency),
              hours: minimums.wage.weeklyHours,
            })}
          </li>
        ) : null}
        {minimums.annualLeaveDays ? (
          <li>{t('minimums.leave', { days: minimums.annualLeaveDays.days })}</li>
        ) : null}
      </ul>
      <p className="field__hint">{t('minimums.partial')}</p>
      <ul className="agreement-minimums__sources">
        {sources.map((source) => (
          <li key={source.url}>
            {t('minimums.source', { instrument: source.instrument, date: dayText(source.date) })}{' '}
            <a href={source.url} rel="noreferrer" target="_blank">
              {source.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
