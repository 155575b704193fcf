import { Page } from '../../../ui/page';
import { affiliateLink, courses } from '../data/courses';
import { coursesIntro, coursesPartnerNote } from '../data/pages';

/** /courses — the seven free courses; each opens on the provider's site in a new tab. */
export function CoursesPage() {
  return (
    <Page title="Free courses" intro={coursesIntro}>
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
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </h2>
            <p className="course__provider">{course.provider}</p>
            <p>{course.summary}</p>
            <p className="page__intro">{course.format}</p>
          </li>
        ))}
      </ul>
      <p className="notice">{coursesPartnerNote}</p>
    </Page>
  );
}
