import { remoteRoutes } from '@hostel/contracts/src/routes/remote-routes';

/** mf-dashboard's pages (DESIGN §1): the one place their paths, access and navigation are written. */
export const routes = remoteRoutes({
  label: 'Dashboard',
  pages: {
    dashboard: { path: '/UserDashboard', access: 'signed-in', nav: { label: 'Dashboard', places: ['account'] } },
    membership: { path: '/MembershipSection', access: 'signed-in', nav: { label: 'Buy Membership', places: ['main'] } },
    checkout: { path: '/checkout/:package', access: 'signed-in' },
    myMeals: { path: '/MyMeals', access: 'signed-in', nav: { label: 'My Meals', places: ['account'] } },
  },
});
