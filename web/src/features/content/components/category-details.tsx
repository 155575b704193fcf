import { Link } from 'react-router-dom';
import type { Category } from '@core/reference/categories';
import { tOr, useContentT } from '../../../i18n/content/i18n';

/** A category's details (spec section 3): about, duties, working hours and salary, or its own. */
export function CategoryDetails({ category }: { category: Category }) {
  const t = useContentT();
  // The copy is @core's reference data (the server shares it): translated here by slug.
  const text = (field: string, english: string) =>
    tOr(t, `category.${category.slug}.${field}`, english);
  const about = text('about', category.info.about);
  if (category.kind === 'contact') {
    return (
      <>
        <p>{about}</p>
        <p>
          <Link to="/contactus" className="button">
            {text('action', category.actionLabel)}
          </Link>
        </p>
      </>
    );
  }
  if (category.kind === 'meals') {
    return (
      <>
        <h2>{t('details.about')}</h2>
        <p>{about}</p>
        <h2>{t('details.pricing')}</h2>
        <p>{text('pricing', category.info.pricing)}</p>
      </>
    );
  }
  return (
    <>
      <h2>{t('details.about')}</h2>
      <p>{about}</p>
      <h2>{t('details.duties')}</h2>
      <ul>
        {category.info.duties.map((duty, index) => (
          <li key={duty}>{text(`duty${index + 1}`, duty)}</li>
        ))}
      </ul>
      <h2>{t('details.hours')}</h2>
      <p>{text('hours', category.info.working_hours)}</p>
      <h2>{t('details.salary')}</h2>
      <p>{tOr(t, 'category.salary', category.info.salary)}</p>
    </>
  );
}
