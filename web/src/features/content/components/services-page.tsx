import { Link } from 'react-router-dom';
import { categories } from '@core/reference/categories';
import { BlurImage } from '../../../ui/blur-image';
import { Page } from '../../../ui/page';
import { servicesIntro } from '../data/services';

/** /services — every service category as a card with its picture behind the title. */
export function ServicesPage() {
  return (
    <Page title="Our services" intro={servicesIntro}>
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
