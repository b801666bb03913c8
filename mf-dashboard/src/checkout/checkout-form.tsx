import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { PAYMENT_REDIRECT_MS, type MembershipPackage } from '@hostel/contracts';
import { ApiError, apiErrorText, Button, navigate, showToast, useSession } from '@hostel/ui';
import { useDashboardT } from '../i18n';
import { dashboardKeys } from '../shared/dashboard-keys';
import { awaitBadge } from './await-badge';
import { CardField } from './card-field';
import { payForPackage } from './pay-for-package';

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

const toast = (type: 'success' | 'error', text: string) => showToast({ type, text, position: 'top-center' });

/** The card input and Pay button of a membership package. */
export function CheckoutForm({ pkg }: { pkg: MembershipPackage }) {
  const stripe = useStripe();
  const elements = useElements();
  const { user, api } = useSession();
  const client = useQueryClient();
  const [processing, setProcessing] = useState(false);
  const { t } = useDashboardT();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) {
      toast('error', t('checkout.loginRequired'));
      navigate('/');
      return;
    }
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setProcessing(true);
    try {
      const outcome = await payForPackage(stripe, card, pkg.id, api.getToken());
      if (outcome.kind === 'card-error') {
        toast('error', outcome.message);
      } else if (outcome.kind === 'not-saved') {
        toast('error', t('checkout.notSaved'));
      } else {
        void client.invalidateQueries({ queryKey: dashboardKeys.payments(user.id ?? '') });
        // The badge follows in svc-users from the payment's event: say it changed only once the session shows it.
        const shown = await awaitBadge(api, pkg.badge);
        toast('success', shown ? t('checkout.success') : t('checkout.badgeLater'));
        setTimeout(() => navigate('/'), PAYMENT_REDIRECT_MS);
        return;
      }
    } catch (err) {
      // A refusal the server names by its code reads in the page's language (apiErrorText); anything else as it came.
      const message = err instanceof ApiError ? apiErrorText(err) : err instanceof Error ? err.message : String(err);
      toast('error', t('checkout.failed', { message }));
    }
    setProcessing(false);
  };

  return (
    <Form onSubmit={(event) => void submit(event)} aria-busy={processing}>
      <CardField />
      <Button type="submit" disabled={!stripe || !elements || processing}>
        {processing ? t('checkout.processing') : t('checkout.pay')}
      </Button>
    </Form>
  );
}
