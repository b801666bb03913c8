import { CardElement } from '@stripe/react-stripe-js';
import type { StripeCardElementOptions } from '@stripe/stripe-js';
import styled from 'styled-components';
import { useDashboardT } from '../i18n';

const CardBox = styled.div`
  padding: 12px;
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #fff;
  /* localstripe's stand-in renders plain inputs; let them wrap on a phone instead of overflowing. */
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
  input { max-width: 100%; font: inherit; padding: 4px; }
  > div { flex: 1 1 100%; }
`;

const Label = styled.span`
  font-weight: 600;
`;

/** Constant, so the card element is never re-created or updated on a re-render. */
const CARD_OPTIONS: StripeCardElementOptions = {
  hidePostalCode: true,
  style: { base: { fontSize: '16px', color: '#1f2937', '::placeholder': { color: '#6b7280' } }, invalid: { color: '#b91c1c' } },
};

/**
 * The card input of every card payment (membership, mess statement). No event handlers on CardElement: localstripe's
 * stand-in element has no `off`, which react-stripe-js would call on unmount.
 */
export function CardField() {
  const { t } = useDashboardT();
  return (
    <div>
      <Label id="card-label">{t('checkout.cardDetails')}</Label>
      <CardBox role="group" aria-labelledby="card-label">
        <CardElement options={CARD_OPTIONS} />
      </CardBox>
    </div>
  );
}
