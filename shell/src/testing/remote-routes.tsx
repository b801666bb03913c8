/**
 * The remotes' own routes modules, for the chrome's tests: what the shell reads at run time, so the tests follow
 * a remote that moves or adds a page without a copy of its paths here.
 */
import type { ReactNode } from 'react';
// Tests only (never bundled): the modules the shell loads at run time, read from source so no copy can drift.
// eslint-disable-next-line boundaries/dependencies
import { routes as adminRoutes } from '../../../mf-admin/src/routes';
// eslint-disable-next-line boundaries/dependencies
import { routes as dashboardRoutes } from '../../../mf-dashboard/src/routes';
// eslint-disable-next-line boundaries/dependencies
import { routes as mealsRoutes } from '../../../mf-meals/src/routes';
import { RouteBookContext } from '../app/route-book-context';
import { routeBook, type RoutesByRemote } from '../app/route-book';

export const REMOTE_ROUTES: RoutesByRemote = { mf_meals: mealsRoutes, mf_dashboard: dashboardRoutes, mf_admin: adminRoutes };

/** `ui` with the remotes' routes the root config would hand the chrome. */
export function WithRoutes({ routes = REMOTE_ROUTES, children }: { routes?: RoutesByRemote; children: ReactNode }) {
  return <RouteBookContext.Provider value={routeBook(routes)}>{children}</RouteBookContext.Provider>;
}
