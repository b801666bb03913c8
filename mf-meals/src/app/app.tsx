import { Route, Routes } from 'react-router-dom';
import { AllMealsPage } from '../meals/all-meals-page';
import { MealDetailsPage } from '../meal-details/meal-details-page';
import { MenuPage } from '../menu/menu-page';
import { UpcomingPage } from '../upcoming/upcoming-page';

/** mf-meals' routes (DESIGN §1); anything else belongs to another application and renders nothing here. */
export function App() {
  return (
    <Routes>
      <Route path="/meals" element={<AllMealsPage />} />
      <Route path="/meal/:id" element={<MealDetailsPage />} />
      <Route path="/upcoming" element={<UpcomingPage />} />
      <Route path="/menu" element={<MenuPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
