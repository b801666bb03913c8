import { RemotePages } from '@hostel/ui/src/remote/remote-pages';
import { CheckoutPage } from '../checkout/checkout-page';
import { UserDashboardPage } from '../dashboard/user-dashboard-page';
import { MembershipPage } from '../membership/membership-page';
import { MyMealsPage } from '../mess/my-meals-page';
import { routes } from '../routes';

const PAGES = { dashboard: UserDashboardPage, membership: MembershipPage, checkout: CheckoutPage, myMeals: MyMealsPage };

/** This remote's pages at the paths its routes module gives them; single-spa mounts it only on them. */
export function App() {
  return <RemotePages routes={routes} pages={PAGES} />;
}
