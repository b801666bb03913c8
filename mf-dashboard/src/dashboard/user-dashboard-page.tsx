import { Heading, JumpList, Page } from '@hostel/ui';
import { PaymentHistory } from '../payments/payment-history';
import { MyProfile } from '../profile/my-profile';
import { RequestedMeals } from '../requests/requested-meals';
import { MyReviews } from '../reviews/my-reviews';

/** The sections in the spec's order; the jump list keeps a long page quick to move through. */
const SECTIONS = [
  ['my-profile', 'My Profile'],
  ['requested-meals', 'Requested Meals'],
  ['my-reviews', 'All Reviews'],
  ['payment-history', 'Payment History'],
] as const;

export function UserDashboardPage() {
  return (
    <Page>
      <Heading>My Dashboard</Heading>
      <JumpList sections={SECTIONS} />
      <MyProfile />
      <RequestedMeals />
      <MyReviews />
      <PaymentHistory />
    </Page>
  );
}
