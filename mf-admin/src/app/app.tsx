import { RemotePages } from '@hostel/ui/src/remote/remote-pages';
import { AuditLogPage } from '../audit/audit-log-page';
import { AdminDashboardPage } from '../dashboard/admin-dashboard-page';
import { MessBillsPage } from '../mess-bills/mess-bills-page';
import { MessSettingsPage } from '../mess-settings/mess-settings-page';
import { routes } from '../routes';

const PAGES = { dashboard: AdminDashboardPage, messSettings: MessSettingsPage, messBills: MessBillsPage, auditLog: AuditLogPage };

/** The shell only lets admins reach the admin page (its routes module says so); the API checks the role again. */
export function App() {
  return <RemotePages routes={routes} pages={PAGES} />;
}
