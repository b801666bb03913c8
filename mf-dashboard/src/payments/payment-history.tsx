import styled from 'styled-components';
import { PACKAGES } from '@hostel/contracts';
import { DataTable, formatDate, Section } from '@hostel/ui';
import { usePaymentHistory } from './payments-api';

const COLUMNS = ['Date', 'Package', 'Amount', 'Transaction ID'];

/** Transaction ids are long and unbroken; a monospace face keeps them readable when they wrap. */
const TransactionId = styled.code`
  font-size: 0.85rem;
  overflow-wrap: anywhere;
`;

/** The user's card payments, newest first, 5 a page: membership packages and mess bills (by their month). */
export function PaymentHistory() {
  const list = usePaymentHistory();
  return (
    <Section id="payment-history" title="Payment History">
      <DataTable
        caption="Payment History"
        columns={COLUMNS}
        list={list}
        rowKey={(payment) => payment._id}
        empty="No payment history found yet."
        loadError="Failed to load payment history."
        renderCells={(payment) => [
          <time key="date" dateTime={payment.date}>
            {formatDate(payment.date)}
          </time>,
          payment.package ? PACKAGES[payment.package].name : `Mess bill ${payment.month ?? ''}`.trim(),
          `${payment.amount} tk.`,
          <TransactionId key="id">{payment.transactionId}</TransactionId>,
        ]}
      />
    </Section>
  );
}
