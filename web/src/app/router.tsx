import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAccess } from './guards/require-access';
import { SiteLayout } from './layouts/site-layout';
import { pages } from './pages';
import { routeCatalog } from './route-catalog';

/** Every route of spec section 2; any other address goes to /404. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {routeCatalog.map((entry) => {
          const PageComponent = pages[entry.page];
          return (
            <Route
              key={entry.path}
              path={entry.path}
              element={
                <RequireAccess access={entry.access}>
                  <PageComponent title={entry.title} />
                </RequireAccess>
              }
            />
          );
        })}
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Route>
    </Routes>
  );
}
