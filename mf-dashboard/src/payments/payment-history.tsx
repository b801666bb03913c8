import styled from 'styled-components';
import { DataTable, formatDate, formatMonth, Section } from '@hostel/ui';
import { useDashboardT } from '../i18n';
import { formatTk } from '../shared/format';
import { PACKAGE_NAME_KEY } from '../shared/labels';
import { usePaymentHistory } from './payments-api';

/** Transaction ids are long and unbroken; a monospace face keeps them readable when they wrap. */
const TransactionId = styled.code`
  font-size: 0.85rem;
  overflow-wrap: anywhere;
`;

/** The user's card payments, newest first, 5 a page: membership packages and mess bills (by their month). */
export function PaymentHistory() {
  const list = usePaymentHistory();
  const { t } = useDashboardT();
  const columns = [t('payments.column.date'), t('payments.column.package'), t('payments.column.amount'), t('payments.column.transaction')];
  return (
    <Section id="payment-history" title={t('payments.title')}>
      <DataTable
        caption={t('payments.title')}
        columns={columns}
        list={list}
        rowKey={(payment) => payment._id}
        empty={t('payments.empty')}
        loadError={t('payments.loadError')}
        renderCells={(payment) => [
          <time key="date" dateTime={payment.date}>
            {formatDate(payment.date)}
          </time>,
          payment.package
            ? t(PACKAGE_NAME_KEY[payment.package])
            : payment.kind === 'deposit'
              ? t('payments.messDeposit')
              : payment.month
              ? // English names the month as the statement does (2026-11); Bengali by its name, in Bengali digits.
                t('payments.messBill', { month: payment.month, monthName: formatMonth(payment.month) })
              : t('payments.messBillNoMonth'),
          t('money.tk', { amount: formatTk(payment.amount) }),
          <TransactionId key="id">{payment.transactionId}</TransactionId>,
        ]}
      />
    </Section>
  );
}
