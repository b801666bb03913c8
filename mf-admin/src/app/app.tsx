import { Route, Routes } from 'react-router-dom';
import { Heading, Page } from '@hostel/ui';

export function App() {
  return (
    <Routes>
      <Route path="/AdminDashboard" element={<Page><Heading>Admin Dashboard</Heading></Page>} />
      <Route path="*" element={null} />
    </Routes>
  );
}
