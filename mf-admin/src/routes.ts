import { remoteRoutes } from '@hostel/contracts/src/routes/remote-routes';

/** mf-admin's pages (DESIGN §1); the API checks the role again on every call. */
export const routes = remoteRoutes({
  label: 'Admin dashboard',
  pages: {
    dashboard: { path: '/AdminDashboard', access: 'admin', nav: { label: 'Admin Dashboard', places: ['main'] } },
    // The mess office's and the audit trail's pages sit in the admin's account menu: the main navigation keeps the
    // spec's links (Admin Dashboard last), which do not fit one line on a laptop with three more.
    messSettings: { path: '/MessSettings', access: 'admin', nav: { label: 'Mess Settings', places: ['account'] } },
    messBills: { path: '/MessBills', access: 'admin', nav: { label: 'Mess Bills', places: ['account'] } },
    auditLog: { path: '/AuditLog', access: 'admin', nav: { label: 'Audit Log', places: ['account'] } },
  },
});
