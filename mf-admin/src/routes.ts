import { remoteRoutes } from '@hostel/contracts/src/routes/remote-routes';

/** mf-admin's pages (DESIGN §1); the API checks the role again on every call. */
export const routes = remoteRoutes({
  label: 'Admin dashboard',
  pages: {
    dashboard: { path: '/AdminDashboard', access: 'admin', nav: { label: 'Admin Dashboard', places: ['main'] } },
    messSettings: { path: '/MessSettings', access: 'admin', nav: { label: 'Mess Settings', places: ['main'] } },
    messBills: { path: '/MessBills', access: 'admin', nav: { label: 'Mess Bills', places: ['main'] } },
    auditLog: { path: '/AuditLog', access: 'admin', nav: { label: 'Audit Log', places: ['main'] } },
  },
});
