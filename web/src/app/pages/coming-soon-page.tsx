import { Link } from 'react-router-dom';
import { Page } from '../../ui/page';
import type { PageProps } from '../pages';

/** Stands in for a feature not built yet, so every route of the spec already exists. */
export function ComingSoonPage({ title }: PageProps) {
  return (
    <Page title={title}>
      <div className="status status--empty">
        <p>This page is coming soon. We are building it now.</p>
        <p>
          <Link to="/">Go to the home page</Link> or{' '}
          <Link to="/menu">see everything you can do</Link>.
        </p>
      </div>
    </Page>
  );
}
