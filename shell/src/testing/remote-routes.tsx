/**
 * The remotes' own routes modules with the labels their builds write from their catalogues (routes.json), for the
 * chrome's tests: what the shell reads at run time, so the tests follow a remote that moves, adds or renames a page
 * without a copy of its paths or words here.
 */
import type { ReactNode } from 'react';
// Tests only (never bundled): the modules the shell loads at run time, read from source so no copy can drift.
// eslint-disable-next-line boundaries/dependencies
import adminBn from '../../../mf-admin/src/i18n/bn.json';
// eslint-disable-next-line boundaries/dependencies
import adminEn from '../../../mf-admin/src/i18n/en.json';
// eslint-disable-next-line boundaries/dependencies
import { routes as adminRoutes } from '../../../mf-admin/src/routes';
// eslint-disable-next-line boundaries/dependencies
import dashboardBn from '../../../mf-dashboard/src/i18n/bn.json';
// eslint-disable-next-line boundaries/dependencies
import dashboardEn from '../../../mf-dashboard/src/i18n/en.json';
// eslint-disable-next-line boundaries/dependencies
import { routes as dashboardRoutes } from '../../../mf-dashboard/src/routes';
// eslint-disable-next-line boundaries/dependencies
import mealsBn from '../../../mf-meals/src/i18n/bn.json';
// eslint-disable-next-line boundaries/dependencies
import mealsEn from '../../../mf-meals/src/i18n/en.json';
// eslint-disable-next-line boundaries/dependencies
import { routes as mealsRoutes } from '../../../mf-meals/src/routes';
import { withLabels } from '@hostel/contracts/routes';
import { RouteBookContext } from '../app/route-book-context';
import { routeBook, type RoutesByRemote } from '../app/route-book';

export const REMOTE_ROUTES: RoutesByRemote = {
  mf_meals: withLabels(mealsRoutes, { en: mealsEn, bn: mealsBn }),
  mf_dashboard: withLabels(dashboardRoutes, { en: dashboardEn, bn: dashboardBn }),
  mf_admin: withLabels(adminRoutes, { en: adminEn, bn: adminBn }),
};

/** `ui` with the remotes' routes the root config would hand the chrome. */
export function WithRoutes({ routes = REMOTE_ROUTES, children }: { routes?: RoutesByRemote; children: ReactNode }) {
  return <RouteBookContext.Provider value={routeBook(routes)}>{children}</RouteBookContext.Provider>;
}
