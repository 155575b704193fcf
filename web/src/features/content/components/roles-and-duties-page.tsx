import { Link, useParams } from 'react-router-dom';
import { categories, categoryBySlug, slugOf } from '@core/reference/categories';
import { Page } from '../../../ui/page';
import { roleHighlightPay, roleHighlights, rolesIntro } from '../data/services';
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
  if (!category) {
    return (
      <Page title="Role not found">
        <p>We do not know a role called “{role}”.</p>
        <p>
          <Link to="/services">See all roles and services</Link>
        </p>
      </Page>
    );
  }
  const search = encodeURIComponent(category.title);
  const others = categories.filter((c) => c.kind === 'care' && c.slug !== category.slug);
  return (
    <Page title={`${category.title}: roles and duties`} intro={rolesIntro}>
      <section className="card" aria-labelledby="key-facts">
        <h2 id="key-facts">Key facts</h2>
        <ul>
          {(roleHighlights[category.slug] ?? []).map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
          <li>{roleHighlightPay}</li>
        </ul>
      </section>
      <CategoryDetails category={category} />
      <ul className="plain-list link-list">
        <li>
          <Link to={`/find_job/all?position=${search}`}>Find {category.title} jobs</Link>
        </li>
        <li>
          <Link to={`/services/${category.slug}`}>{category.title}: services for families</Link>
        </li>
      </ul>
      <nav aria-labelledby="other-roles">
        <h2 id="other-roles">Other roles</h2>
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
