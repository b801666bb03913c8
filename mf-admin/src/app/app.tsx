import { Route, Routes } from 'react-router-dom';
import { AdminDashboardPage } from '../dashboard/admin-dashboard-page';

/** The shell only lets admins reach /AdminDashboard; the API checks the role again on every call. */
export function App() {
  return (
    <Routes>
      <Route path="/AdminDashboard" element={<AdminDashboardPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
