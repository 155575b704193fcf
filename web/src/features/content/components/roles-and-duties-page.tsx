import { Link, useParams } from 'react-router-dom';
import { categories, categoryBySlug, slugOf } from '@core/reference/categories';
import { Page } from '../../../ui/page';
import { roleHighlights } from '../data/services';
import { tOr, useContentT } from '../../../i18n/content/i18n';
import { CategoryDetails } from './category-details';

/** The positions (every care category); accepts a slug or a title ("Maternity Nurse"). */
function roleFor(param: string | undefined) {
  const category = categoryBySlug(slugOf(param ?? ''));
  return category?.kind === 'care' ? category : undefined;
}

/** /roles_and_duties/:role — what a position involves, with the spec's catalogue hints. */
export function RolesAndDutiesPage() {
  const { role } = useParams();
  const category = roleFor(role);
  const t = useContentT();
  if (!category) {
    return (
      <Page title={t('roles.notFound.title')}>
        <p>{t('roles.notFound.text', { role })}</p>
        <p>
          <Link to="/services">{t('roles.notFound.link')}</Link>
        </p>
      </Page>
    );
  }
  const search = encodeURIComponent(category.title);
  const others = categories.filter((c) => c.kind === 'care' && c.slug !== category.slug);
  return (
    <Page title={t('roles.title', { title: category.title })} intro={t('roles.intro')}>
      <section className="card" aria-labelledby="key-facts">
        <h2 id="key-facts">{t('roles.keyFacts')}</h2>
        <ul>
          {(roleHighlights[category.slug] ?? []).map((fact, index) => (
            <li key={fact}>{tOr(t, `role.${category.slug}.fact${index + 1}`, fact)}</li>
          ))}
          <li>{t('roles.pay')}</li>
        </ul>
      </section>
      <CategoryDetails category={category} />
      <ul className="plain-list link-list">
        <li>
          <Link to={`/find_job/all?position=${search}`}>
            {t('roles.findJobs', { title: category.title })}
          </Link>
        </li>
        <li>
          <Link to={`/services/${category.slug}`}>
            {t('roles.forFamilies', { title: category.title })}
          </Link>
        </li>
      </ul>
      <nav aria-labelledby="other-roles">
        <h2 id="other-roles">{t('roles.others')}</h2>
        <ul className="badges">
          {others.map((other) => (
            <li key={other.slug}>
              <Link className="badge" to={`/roles_and_duties/${other.slug}`}>
                {other.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Page>
  );
}
