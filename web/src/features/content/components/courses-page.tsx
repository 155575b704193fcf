import { Page } from '../../../ui/page';
import { affiliateLink, courses } from '../data/courses';
import { useContentT } from '../../../i18n/content/i18n';

/** /courses — the seven free courses; each opens on the provider's site in a new tab. */
export function CoursesPage() {
  const t = useContentT();
  return (
    <Page title={t('courses.title')} intro={t('courses.intro')}>
      <ul className="plain-list">
        {courses.map((course) => (
          <li key={course.title} className="card">
            <h2>
              <a
                href={affiliateLink(course.url)}
                target="_blank"
                rel="noopener noreferrer sponsored"
              >
                {course.title}
                <span className="visually-hidden"> {t('courses.newTab')}</span>
              </a>
            </h2>
            <p className="course__provider">{course.provider}</p>
            <p>{t(course.summary)}</p>
            <p className="page__intro">{t(course.format)}</p>
          </li>
        ))}
      </ul>
      <p className="notice">{t('courses.partnerNote')}</p>
    </Page>
  );
}
