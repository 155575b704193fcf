import { routeCatalog, type RouteEntry } from '@core/reference/screens';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAccess } from './guards/require-access';
import { SiteLayout } from './layouts/site-layout';
import { pages } from './pages';
import { titleKey, useAppT } from '../i18n/app/i18n';

/** A route's page, given its title in the reader's language. */
function RoutePage({ entry }: { entry: RouteEntry }) {
  const t = useAppT();
  const PageComponent = pages[entry.page];
  return <PageComponent title={t(titleKey(entry.title))} />;
}

/** Every route of spec section 2; any other address goes to /404. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {routeCatalog.map((entry) => (
          <Route
            key={entry.path}
            path={entry.path}
            element={
              <RequireAccess access={entry.access}>
                <RoutePage entry={entry} />
              </RequireAccess>
            }
          />
        ))}
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Route>
    </Routes>
  );
}
