import { lazy } from 'react';
import { Heading, JumpList, Page } from '@hostel/ui';
import { DeferredSection } from '@hostel/ui/deferred-section';
import { useDashboardT } from '../i18n';
import { MyProfile } from '../profile/my-profile';

// The tables below the first screen are chunks of their own, downloaded when DeferredSection mounts them.
const RequestedMeals = lazy(() => import('../requests/requested-meals').then((module) => ({ default: module.RequestedMeals })));
const MyReviews = lazy(() => import('../reviews/my-reviews').then((module) => ({ default: module.MyReviews })));
const PaymentHistory = lazy(() => import('../payments/payment-history').then((module) => ({ default: module.PaymentHistory })));

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
