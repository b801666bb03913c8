import { Elements } from '@stripe/react-stripe-js';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { findPackage } from '@hostel/contracts';
import { Button, ErrorText, Heading, Page } from '@hostel/ui';
import { CheckoutForm } from './checkout-form';
import { stripeOnce } from './load-stripe';

const Card = styled.div`
  max-width: 520px;
  margin: 0 auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: 24px 16px;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: 32px;
  }
`;

const Amount = styled.p`
  font-size: 1.3rem;
  margin: 0 0 20px;
  strong { color: ${({ theme }) => theme.colors.primary}; }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
  margin: 16px 0 0;
`;

/**
 * Loads Stripe once. Elements gets a promise that never rejects (null on failure) so nothing is left
 * unhandled; the failure shows with a retry instead of a dead Pay button.
 */
function useStripeLoader() {
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const load = () =>
    stripeOnce().catch(() => {
      setFailed(true);
      return null;
    });
  const [promise, setPromise] = useState(load);
  const retry = () => {
    setFailed(false);
    setPromise(load());
    setAttempt((n) => n + 1);
  };
  return { promise, failed, attempt, retry };
}

export function CheckoutPage() {
  const { package: name = '' } = useParams();
  const pkg = findPackage(name);
  const stripe = useStripeLoader();

  if (!pkg) {
    return (
      <Page>
        <Heading>Invalid Package</Heading>
      </Page>
    );
  }
  return (
    <Page>
      <Card>
        <Heading>Purchase {pkg.name} Package</Heading>
        <Amount>
          Amount: <strong>{pkg.price} tk.</strong>
        </Amount>
        {stripe.failed ? (
          <>
            <ErrorText role="alert">Card payments are unavailable right now.</ErrorText>
            <Button type="button" $variant="ghost" onClick={stripe.retry} style={{ marginTop: 12 }}>
              Try again
            </Button>
          </>
        ) : (
          // Keyed by the attempt: Elements takes its `stripe` prop once, a retry needs a fresh provider.
          <Elements key={stripe.attempt} stripe={stripe.promise}>
            <CheckoutForm pkg={pkg} />
          </Elements>
        )}
        <Hint>Your badge changes to {pkg.badge} once the payment goes through.</Hint>
      </Card>
    </Page>
  );
}
