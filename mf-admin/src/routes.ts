import { remoteRoutes } from '@hostel/contracts/routes';

/** mf-admin's pages (DESIGN §1); the API checks the role again on every call. */
export const routes = remoteRoutes({
  label: 'Admin dashboard',
  labelKey: 'nav.area',
  pages: {
    dashboard: { path: '/AdminDashboard', access: 'admin', nav: { label: 'Admin Dashboard', labelKey: 'nav.dashboard', places: ['main'] } },
    // The mess office's and the audit trail's pages sit in the admin's account menu: the main navigation keeps the
    // spec's links (Admin Dashboard last), which do not fit one line on a laptop with three more.
    messSettings: { path: '/MessSettings', access: 'admin', nav: { label: 'Mess Settings', labelKey: 'nav.messSettings', places: ['account'] } },
    messBills: { path: '/MessBills', access: 'admin', nav: { label: 'Mess Bills', labelKey: 'nav.messBills', places: ['account'] } },
    auditLog: { path: '/AuditLog', access: 'admin', nav: { label: 'Audit Log', labelKey: 'nav.auditLog', places: ['account'] } },
  },
});

/** mf-admin's page ids: the shell links into this remote by them. */
export type AdminPageId = keyof typeof routes.pages;

declare module '@hostel/contracts/routes' {
  interface RemotePageIds {
    mf_admin: AdminPageId;
  }
}
