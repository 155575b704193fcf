import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { APP_NAME } from '@core/reference/brand';
import { currentTerms } from '@core/reference/terms';
import { formatDay } from '../../../i18n/format';
import { useLocale } from '../../../i18n/namespace';
import { withElements } from '../../../i18n/with-elements';
import { Page, type PageProps } from '../../../ui/page';
import { awaitingNativeReview, termsSections } from '../data/terms';
import { useTermsT, type TermsKey } from '../i18n';

/** Points whose sentence holds a link: the placeholder and where it goes. */
const linkedPoints: Partial<Record<TermsKey, { to: string; label: TermsKey }>> = {
  'safety.yourChecks': { to: '/safety', label: 'safety.yourChecks.link' },
  'data.policy': { to: '/policy', label: 'data.policy.link' },
};

/** /terms: the terms of use in force, with their version and date
 * (docs/decisions/accounts-and-sessions.md). The day is read at noon UTC so that no time zone shows
 * it as the day before or after. */
export function TermsPage({ title }: PageProps) {
  const t = useTermsT();
  const locale = useLocale();
  const point = (key: TermsKey): ReactNode => {
    const linked = linkedPoints[key];
    if (!linked) return t(key, { app: APP_NAME });
    return withElements((values) => t(key, values), {
      link: <Link to={linked.to}>{t(linked.label)}</Link>,
    });
  };
  return (
    <Page title={title}>
      <p>
        <strong>
          {t('version', {
            version: currentTerms.version,
            date: formatDay(`${currentTerms.date}T12:00:00Z`),
          })}
        </strong>
      </p>
      {awaitingNativeReview.includes(locale) ? (
        <p className="notice" role="note">
          {t('reviewNote')}
        </p>
      ) : null}
      <p>{t('intro', { app: APP_NAME })}</p>
      {termsSections.map((section) => (
        <section key={section.heading}>
          <h2>{t(section.heading)}</h2>
          <ul>
            {section.points.map((key) => (
              <li key={key}>{point(key)}</li>
            ))}
          </ul>
        </section>
      ))}
      <h2>{t('contact.heading')}</h2>
      <p>
        {withElements((values) => t('contact.text', values), {
          link: <Link to="/contactus">{t('contact.link')}</Link>,
        })}
      </p>
    </Page>
  );
}
