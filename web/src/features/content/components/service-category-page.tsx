import { Link, useParams } from 'react-router-dom';
import { categoryBySlug } from '@core/reference/categories';
import { BlurImage } from '../../../ui/blur-image';
import { Page } from '../../../ui/page';
import { categoryImageAlt } from '../data/services';
import { CategoryDetails } from './category-details';

/** /services/:slug — one category's details, with what to do next. */
export function ServiceCategoryPage() {
  const { slug } = useParams();
  const category = categoryBySlug(slug);
  if (!category) {
    return (
      <Page title="Service not found">
        <p>We do not offer a service at this address. It may have moved, or be mistyped.</p>
        <p>
          <Link to="/services">See all our services</Link>
        </p>
      </Page>
    );
  }
  const search = encodeURIComponent(category.title);
  return (
    <Page title={category.title}>
      <BlurImage
        src={category.image}
        alt={categoryImageAlt[category.slug] ?? ''}
        placeholder={category.placeholderColor}
        width={320}
        height={180}
        eager
      />
      <CategoryDetails category={category} />
      {category.kind === 'care' ? (
        <ul className="plain-list link-list">
          <li>
            <Link to={`/find_childcarer/all?position=${search}`}>
              Find a caregiver: {category.title}
            </Link>
          </li>
          <li>
            <Link to={`/roles_and_duties/${category.slug}`}>
              Roles and duties: {category.title}
            </Link>
          </li>
        </ul>
      ) : null}
      {category.kind === 'meals' ? (
        <p>
          <Link to="/order_meals">Order patient meals</Link>
        </p>
      ) : null}
      <p>
        <Link to="/services">All services</Link>
      </p>
    </Page>
  );
}
