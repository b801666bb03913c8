import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, apiErrorText, Button, Field, formatTaka, showToast, useSession } from '@hostel/ui';
import { useDashboardT } from '../i18n';
import { MIN_PAYMENT } from '@hostel/contracts';
import { CardField } from './card-field';
import { CardPayment } from './card-payment';
import { payAhead, payForStatement } from './pay-for-statement';

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

const Hint = styled.small`
  color: ${({ theme }) => theme.colors.muted};
`;

const toast = (text: string) => showToast({ type: 'error', text, position: 'top-center' });

export interface PayableStatement {
  id: string;
  total: number;
  /** What the account leaves owing for it now: the default amount, and the most. */
  closing?: number;
}

interface Props {
  /** The statement to pay, in full or in part; none pays ahead into the account. */
  statement?: PayableStatement;
  /** Paying ahead: the amount to start from, and the most. */
  ahead?: { amount: number; max: number };
  /** The card was charged: the statement becomes paid on the server a moment later. */
  onCharged: (transactionId: string) => void;
  /** The server refused the payment (already paid, not the caller's): the statement on screen is out of date. */
  onRefused?: () => void;
}

function StatementPayForm({ statement, ahead, onCharged, onRefused }: Props) {
  const stripe = useStripe();
  const elements = useElements();
  const { api } = useSession();
  const [processing, setProcessing] = useState(false);
  const { t } = useDashboardT();
  const owed = statement ? Math.max(statement.closing ?? statement.total, 0) : undefined;
  const max = owed ?? ahead?.max ?? MIN_PAYMENT;
  const [amount, setAmount] = useState(String(owed ?? ahead?.amount ?? MIN_PAYMENT));
  const chosen = Number(amount);
  const valid = Number.isInteger(chosen) && chosen >= MIN_PAYMENT && chosen <= max;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setProcessing(true);
    try {
      const outcome = statement ? await payForStatement(stripe, card, statement.id, api.getToken(), chosen === owed ? undefined : chosen) : await payAhead(stripe, card, chosen, api.getToken());
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
      <Field>
        {t('bill.amount')}
        <input type="number" inputMode="numeric" required min={MIN_PAYMENT} max={max} step={1} value={amount} onChange={(event) => setAmount(event.target.value)} aria-describedby="pay-amount-hint" />
      </Field>
      <Hint id="pay-amount-hint">{t('bill.amountHint', { min: formatTaka(MIN_PAYMENT), max: formatTaka(max) })}</Hint>
      <CardField />
      <Button type="submit" disabled={!stripe || !elements || processing || !valid}>
        {processing ? t('checkout.processing') : t('checkout.payAmount', { amount: formatTaka(valid ? chosen : 0) })}
      </Button>
    </Form>
  );
}

/** Paying a mess statement (any amount up to what is owed) or paying ahead, by card: the membership checkout's card flow. */
export function StatementCheckout(props: Props) {
  return (
    <CardPayment>
      <StatementPayForm {...props} />
    </CardPayment>
  );
}
