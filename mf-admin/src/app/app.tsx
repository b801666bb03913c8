import { lazy, Suspense } from 'react';
import { LoadingScreen } from '@hostel/ui';
import { RemotePages } from '@hostel/ui/remote-pages';
import { AdminDashboardPage } from '../dashboard/admin-dashboard-page';
import { routes } from '../routes';

// The dashboard is in the remote's first download; the mess office's and the audit trail's pages are chunks of their
// own, so opening the dashboard does not download and evaluate their code first.
const MessSettingsPage = lazy(() => import('../mess-settings/mess-settings-page').then((module) => ({ default: module.MessSettingsPage })));
const MessBillsPage = lazy(() => import('../mess-bills/mess-bills-page').then((module) => ({ default: module.MessBillsPage })));
const AuditLogPage = lazy(() => import('../audit/audit-log-page').then((module) => ({ default: module.AuditLogPage })));

const PAGES = { dashboard: AdminDashboardPage, messSettings: MessSettingsPage, messBills: MessBillsPage, auditLog: AuditLogPage };

/** The shell only lets admins reach the admin page (its routes module says so); the API checks the role again. */
export function App() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <RemotePages routes={routes} pages={PAGES} />
    </Suspense>
  );
}
