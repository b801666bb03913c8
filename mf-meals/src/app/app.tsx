import { Route, Routes } from 'react-router-dom';
import { Heading, Page } from '@hostel/ui';

export function App() {
  return (
    <Routes>
      <Route path="/meals" element={<Page><Heading>All Meals</Heading></Page>} />
      <Route path="/meal/:id" element={<Page><Heading>Meal details</Heading></Page>} />
      <Route path="/upcoming" element={<Page><Heading>Upcoming Meals</Heading></Page>} />
      <Route path="*" element={null} />
    </Routes>
  );
}
