import { Link } from 'react-router-dom';
import { Page, type PageProps } from '../../../ui/page';
import { safetyIntroKey, safetySectionKeys } from '../data/safety';
import { useInfoT } from '../i18n';
import { withElements } from '../../../i18n/with-elements';

/**
 * Staying safe (docs/decisions/content-and-pages.md, "The safety page"): advice for families and
 * caregivers, linked from every footer.
 */
export function SafetyPage({ title }: PageProps) {
  const t = useInfoT();
  return (
    <Page title={title}>
      <p>{t(safetyIntroKey)}</p>
      {safetySectionKeys.map((section) => (
        <section key={section.heading}>
          <h2>{t(section.heading)}</h2>
          <ul>
            {section.points.map((point) => (
              <li key={point}>{t(point)}</li>
            ))}
          </ul>
        </section>
      ))}
      <p>
        {withElements((values) => t('safety.salaryGuide', values), {
          link: <Link to="/salary_guide/Zambia/Lusaka/Lusaka">{t('safety.salaryGuide.link')}</Link>,
        })}
      </p>
      <p>
        {withElements((values) => t('safety.wrong', values), {
          link: <Link to="/contactus">{t('safety.wrong.link')}</Link>,
        })}
      </p>
    </Page>
  );
}
