import { Route, Routes } from 'react-router-dom';
import { CheckoutPage } from '../checkout/checkout-page';
import { UserDashboardPage } from '../dashboard/user-dashboard-page';
import { MembershipPage } from '../membership/membership-page';

/** This remote's routes; single-spa mounts it only on them, other paths belong to other applications. */
export function App() {
  return (
    <Routes>
      <Route path="/UserDashboard" element={<UserDashboardPage />} />
      <Route path="/MembershipSection" element={<MembershipPage />} />
      <Route path="/checkout/:package" element={<CheckoutPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
