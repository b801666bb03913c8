import { remoteRoutes } from '@hostel/contracts/routes';

/** mf-dashboard's pages (DESIGN §1): the one place their paths, access and navigation are written. */
export const routes = remoteRoutes({
  label: 'Dashboard',
  labelKey: 'nav.area',
  pages: {
    dashboard: { path: '/UserDashboard', access: 'signed-in', nav: { label: 'Dashboard', labelKey: 'nav.dashboard', places: ['account'] } },
    membership: { path: '/MembershipSection', access: 'signed-in', nav: { label: 'Buy Membership', labelKey: 'nav.membership', places: ['main'] } },
    checkout: { path: '/checkout/:package', access: 'signed-in' },
    myMeals: { path: '/MyMeals', access: 'signed-in', nav: { label: 'My Meals', labelKey: 'nav.myMeals', places: ['account'] } },
  },
});

/** mf-dashboard's page ids: the shell links into this remote by them. */
export type DashboardPageId = keyof typeof routes.pages;

declare module '@hostel/contracts/routes' {
  interface RemotePageIds {
    mf_dashboard: DashboardPageId;
  }
}
