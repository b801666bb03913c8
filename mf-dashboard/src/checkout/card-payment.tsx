import { Elements } from '@stripe/react-stripe-js';
import type { ReactNode } from 'react';
import { Button, ErrorText } from '@hostel/ui';
import { useDashboardT } from '../i18n';
import { useStripeLoader } from './use-stripe-loader';

/** Stripe Elements around a card form, or, when Stripe could not be loaded, the reason and a retry. */
export function CardPayment({ children }: { children: ReactNode }) {
  const stripe = useStripeLoader();
  const { t } = useDashboardT();
  if (stripe.failed) {
    return (
      <>
        <ErrorText role="alert">{t('checkout.unavailable')}</ErrorText>
        <Button type="button" $variant="ghost" onClick={stripe.retry} style={{ marginTop: 12 }}>
          {t('checkout.retry')}
        </Button>
      </>
    );
  }
  // Keyed by the attempt: Elements takes its `stripe` prop once, a retry needs a fresh provider.
  return (
    <Elements key={stripe.attempt} stripe={stripe.promise}>
      {children}
    </Elements>
  );
}
