import { Link, useParams } from 'react-router-dom';
import { categoryBySlug } from '@core/reference/categories';
import { BlurImage } from '../../../ui/blur-image';
import { Page } from '../../../ui/page';
import { categoryImageAltKey } from '../data/services';
import { tOr, useContentT } from '../../../i18n/content/i18n';
import { CategoryDetails } from './category-details';

/** /services/:slug — one category's details, with what to do next. */
export function ServiceCategoryPage() {
  const { slug } = useParams();
  const category = categoryBySlug(slug);
  const t = useContentT();
  if (!category) {
    return (
      <Page title={t('service.notFound.title')}>
        <p>{t('service.notFound.text')}</p>
        <p>
          <Link to="/services">{t('service.notFound.link')}</Link>
        </p>
      </Page>
    );
  }
  const search = encodeURIComponent(category.title);
  return (
    <Page title={category.title}>
      <BlurImage
        src={category.image}
        alt={tOr(t, categoryImageAltKey(category.slug), '')}
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
              {t('service.findCaregiver', { title: category.title })}
            </Link>
          </li>
          <li>
            <Link to={`/roles_and_duties/${category.slug}`}>
              {t('service.roles', { title: category.title })}
            </Link>
          </li>
        </ul>
      ) : null}
      {category.kind === 'meals' ? (
        <p>
          <Link to="/order_meals">{t('service.orderMeals')}</Link>
        </p>
      ) : null}
      <p>
        <Link to="/services">{t('service.all')}</Link>
      </p>
    </Page>
  );
}
