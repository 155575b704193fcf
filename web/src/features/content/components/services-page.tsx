import { Link } from 'react-router-dom';
import { categories } from '@core/reference/categories';
import { BlurImage } from '../../../ui/blur-image';
import { Page } from '../../../ui/page';
import { useContentT } from '../../../i18n/content/i18n';

/** /services — every service category as a card with its picture behind the title. */
export function ServicesPage() {
  const t = useContentT();
  return (
    <Page title={t('services.title')} intro={t('services.intro')}>
      <ul className="category-grid">
        {categories.map((category) => (
          <li key={category.slug}>
            <Link to={`/services/${category.slug}`} className="category-card">
              <BlurImage
                src={category.image}
                alt=""
                placeholder={category.placeholderColor}
                width={320}
                height={180}
              />
              <span className="category-card__title">{category.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
