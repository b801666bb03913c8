import { Route, Routes } from 'react-router-dom';
import { Heading, Page } from '@hostel/ui';

export function App() {
  return (
    <Routes>
      <Route path="/UserDashboard" element={<Page><Heading>My Profile</Heading></Page>} />
      <Route path="/MembershipSection" element={<Page><Heading>Buy Membership</Heading></Page>} />
      <Route path="/checkout/:pkg" element={<Page><Heading>Checkout</Heading></Page>} />
      <Route path="*" element={null} />
    </Routes>
  );
}
