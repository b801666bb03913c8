import { lazy, Suspense } from 'react';
import { LoadingScreen } from '@hostel/ui';
import { RemotePages } from '@hostel/ui/remote-pages';
import { UserDashboardPage } from '../dashboard/user-dashboard-page';
import { routes } from '../routes';

// The dashboard is in the remote's first download; the other pages are chunks of their own (checkout brings Stripe's
// library), so opening the dashboard does not download and evaluate their code first.
const MembershipPage = lazy(() => import('../membership/membership-page').then((module) => ({ default: module.MembershipPage })));
const CheckoutPage = lazy(() => import('../checkout/checkout-page').then((module) => ({ default: module.CheckoutPage })));
const MyMealsPage = lazy(() => import('../mess/my-meals-page').then((module) => ({ default: module.MyMealsPage })));

const PAGES = { dashboard: UserDashboardPage, membership: MembershipPage, checkout: CheckoutPage, myMeals: MyMealsPage };

/** This remote's pages at the paths its routes module gives them; single-spa mounts it only on them. */
export function App() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <RemotePages routes={routes} pages={PAGES} />
    </Suspense>
  );
}
