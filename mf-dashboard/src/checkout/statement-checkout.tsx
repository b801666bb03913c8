import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, apiErrorText, Button, formatTaka, showToast, useSession } from '@hostel/ui';
import { useDashboardT } from '../i18n';
import { CardField } from './card-field';
import { CardPayment } from './card-payment';
import { payForStatement } from './pay-for-statement';

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

const toast = (text: string) => showToast({ type: 'error', text, position: 'top-center' });

export interface PayableStatement {
  id: string;
  total: number;
}

interface Props {
  statement: PayableStatement;
  /** The card was charged: the statement becomes paid on the server a moment later. */
  onCharged: (transactionId: string) => void;
  /** The server refused the payment (already paid, not the caller's): the statement on screen is out of date. */
  onRefused?: () => void;
}

function StatementPayForm({ statement, onCharged, onRefused }: Props) {
  const stripe = useStripe();
  const elements = useElements();
  const { api } = useSession();
  const [processing, setProcessing] = useState(false);
  const { t } = useDashboardT();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setProcessing(true);
    try {
      const outcome = await payForStatement(stripe, card, statement.id, api.getToken());
      // A charge the page could not see saved is still paid: Stripe's webhook saves it too, and the statement follows.
      if (outcome.kind !== 'card-error') return onCharged(outcome.transactionId);
      toast(outcome.message);
    } catch (err) {
      // A refusal the server names by its code (already paid) reads in the page's language; anything else as it came.
      const message = err instanceof ApiError ? apiErrorText(err) : err instanceof Error ? err.message : String(err);
      toast(t('checkout.failed', { message }));
      if (err instanceof ApiError && (err.status === 409 || err.status === 404)) onRefused?.();
    }
    setProcessing(false);
  };

  return (
    <Form onSubmit={(event) => void submit(event)} aria-busy={processing}>
      <CardField />
      <Button type="submit" disabled={!stripe || !elements || processing}>
        {processing ? t('checkout.processing') : t('checkout.payAmount', { amount: formatTaka(statement.total) })}
      </Button>
    </Form>
  );
}

/** Paying a mess statement by card: the membership checkout's card flow, for the amount the server says is owed. */
export function StatementCheckout(props: Props) {
  return (
    <CardPayment>
      <StatementPayForm {...props} />
    </CardPayment>
  );
}
