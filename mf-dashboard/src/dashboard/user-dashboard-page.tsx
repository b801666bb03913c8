import { Heading, JumpList, Page } from '@hostel/ui';
import { DeferredSection } from '@hostel/ui/src/remote/deferred-section';
import { useDashboardT } from '../i18n';
import { PaymentHistory } from '../payments/payment-history';
import { MyProfile } from '../profile/my-profile';
import { RequestedMeals } from '../requests/requested-meals';
import { MyReviews } from '../reviews/my-reviews';

/**
 * The profile renders with the page; the three tables mount when they come near the screen or when the browser is
 * idle (DeferredSection), so a phone's first screen does not wait for them.
 */
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
      <DeferredSection id="requested-meals" minHeight={720}>
        <RequestedMeals />
      </DeferredSection>
      <DeferredSection id="my-reviews" minHeight={720}>
        <MyReviews />
      </DeferredSection>
      <DeferredSection id="payment-history" minHeight={600}>
        <PaymentHistory />
      </DeferredSection>
    </Page>
  );
}
