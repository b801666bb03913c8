import { Heading, JumpList, Page } from '@hostel/ui';
import { useDashboardT } from '../i18n';
import { PaymentHistory } from '../payments/payment-history';
import { MyProfile } from '../profile/my-profile';
import { RequestedMeals } from '../requests/requested-meals';
import { MyReviews } from '../reviews/my-reviews';

export function UserDashboardPage() {
  const { t } = useDashboardT();
  // The sections in the spec's order; the jump list keeps a long page quick to move through.
  const sections = [
    ['my-profile', t('dashboard.jump.profile')],
    ['requested-meals', t('dashboard.jump.requests')],
    ['my-reviews', t('dashboard.jump.reviews')],
    ['payment-history', t('dashboard.jump.payments')],
  ] as const;
  return (
    <Page>
      <Heading>{t('dashboard.title')}</Heading>
      <JumpList sections={sections} />
      <MyProfile />
      <RequestedMeals />
      <MyReviews />
      <PaymentHistory />
    </Page>
  );
}
