import { RemotePages } from '@hostel/ui/remote-pages';
import { AllMealsPage } from '../meals/all-meals-page';
import { MealDetailsPage } from '../meal-details/meal-details-page';
import { MenuPage } from '../menu/menu-page';
import { UpcomingPage } from '../upcoming/upcoming-page';
import { routes } from '../routes';

const PAGES = { meals: AllMealsPage, meal: MealDetailsPage, menu: MenuPage, upcoming: UpcomingPage };

/** mf-meals' pages at the paths its routes module gives them. */
export function App() {
  return <RemotePages routes={routes} pages={PAGES} />;
}
