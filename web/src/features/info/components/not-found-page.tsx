import { Link } from 'react-router-dom';
import { Page } from '../../../ui/page';

export function NotFoundPage() {
  return (
    <Page title="Page not found">
      <p>We could not find that page. It may have moved, or the address may be mistyped.</p>
      <p>
        <Link to="/">Go to the home page</Link> or <Link to="/menu">open the menu</Link>.
      </p>
    </Page>
  );
}
