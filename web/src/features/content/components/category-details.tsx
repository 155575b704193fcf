import { Link } from 'react-router-dom';
import type { Category } from '@core/reference/categories';

/** A category's details (spec section 3): about, duties, working hours and salary, or its own. */
export function CategoryDetails({ category }: { category: Category }) {
  if (category.kind === 'contact') {
    return (
      <>
        <p>{category.info.about}</p>
        <p>
          <Link to="/contactus" className="button">
            {category.actionLabel}
          </Link>
        </p>
      </>
    );
  }
  if (category.kind === 'meals') {
    return (
      <>
        <h2>About</h2>
        <p>{category.info.about}</p>
        <h2>Pricing</h2>
        <p>{category.info.pricing}</p>
      </>
    );
  }
  return (
    <>
      <h2>About</h2>
      <p>{category.info.about}</p>
      <h2>Duties</h2>
      <ul>
        {category.info.duties.map((duty) => (
          <li key={duty}>{duty}</li>
        ))}
      </ul>
      <h2>Working hours</h2>
      <p>{category.info.working_hours}</p>
      <h2>Salary</h2>
      <p>{category.info.salary}</p>
    </>
  );
}
