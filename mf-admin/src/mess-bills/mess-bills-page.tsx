import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { STATEMENT_FILTERS, todayInDhaka, type Statement } from '@hostel/contracts';
import { Button, confirmAction, DataTable, Field, formatMonth, formatNumber, formatTaka, Heading, Page, Section, StatementStatus } from '@hostel/ui';
import { useAdminT } from '../i18n';
import { AdjustmentModal } from './adjustment-modal';
import { useCloseMonth, useDownloadMonth, useReconciliation, useStatementsPage, type StatementFilter } from './bills-api';
import { PaymentModal } from './payment-modal';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: end;
`;

const Filter = styled(Field)`
  min-width: 12rem;
`;

/** The month before `YYYY-MM`: the one an admin usually closes. */
export function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

const FILTER_NAMES = { open: 'bills.filter.open', due: 'bills.filter.due', paid: 'bills.filter.paid', overdue: 'bills.filter.overdue' } as const satisfies Record<StatementFilter, string>;

/** Choosing the month, closing it (after a confirmation) and what the close did. */
function CloseMonth({ month, onMonth }: { month: string; onMonth: (month: string) => void }) {
  const { t } = useAdminT();
  const close = useCloseMonth();
  const download = useDownloadMonth();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const confirmed = await confirmAction({
      title: t('bills.close.confirmTitle', { month: formatMonth(month) }),
      text: t('bills.close.confirmText'),
      confirmButtonText: t('bills.close.confirmButton'),
    });
    if (confirmed) close.mutate(month);
  };
  const closed = close.data?.month === month ? close.data : undefined;
  return (
    <Section
      id="bills-month"
      title={t('bills.close.title')}
      actions={
        <Button type="button" $variant="ghost" $small disabled={download.isPending} onClick={() => download.mutate(month)}>
          {t('bills.close.csv', { month: formatMonth(month) })}
        </Button>
      }
    >
      <Form onSubmit={(event) => void submit(event)}>
        <Field>
          {t('bills.close.month')}
          <input type="month" required value={month} onChange={(event) => event.target.value && onMonth(event.target.value)} />
        </Field>
        <Button type="submit" disabled={close.isPending}>
          {t('bills.close.submit')}
        </Button>
      </Form>
      <p role="status">{closed ? t('bills.close.result', { month: formatMonth(closed.month), issued: formatNumber(closed.issued), already: formatNumber(closed.alreadyIssued) }) : ''}</p>
    </Section>
  );
}

/** Whether the month's books agree (DESIGN §11): every balance the sum of its entries, every statement's closing its figures. */
function ReconciliationStatus({ month }: { month: string }) {
  const { t } = useAdminT();
  const books = useReconciliation(month);
  if (!books.data) return null;
  const count = books.data.mismatches.length;
  return <p role="status">{count === 0 ? t('bills.reconciliation.agree', { month: formatMonth(month) }) : t('bills.reconciliation.mismatches', { month: formatMonth(month), count: formatNumber(count) })}</p>;
}

/** mf-admin's 'Mess Bills' (DESIGN §9, §11): close a month, its statements by status, adjustments, payments in person, the month's CSV. */
export function MessBillsPage() {
  const { t } = useAdminT();
  const [month, setMonth] = useState(() => previousMonth(todayInDhaka().slice(0, 7)));
  const [status, setStatus] = useState<StatementFilter | ''>('');
  const [adjusting, setAdjusting] = useState<Statement | undefined>();
  const [recording, setRecording] = useState<Statement | undefined>();
  const statements = useStatementsPage(month, status);
  return (
    <Page>
      <Heading>{t('bills.title')}</Heading>
      <CloseMonth month={month} onMonth={setMonth} />
      <ReconciliationStatus month={month} />
      <Section
        id="bills-statements"
        title={t('bills.statements.title', { month: formatMonth(month) })}
        actions={
          <Filter>
            {t('bills.filter.label')}
            <select value={status} onChange={(event) => setStatus(event.target.value as StatementFilter | '')}>
              <option value="">{t('bills.filter.all')}</option>
              {STATEMENT_FILTERS.map((filter) => (
                <option key={filter} value={filter}>
                  {t(FILTER_NAMES[filter])}
                </option>
              ))}
            </select>
          </Filter>
        }
      >
        <DataTable<Statement>
          caption={t('bills.statements.title', { month: formatMonth(month) })}
          columns={[t('bills.columns.boarder'), t('bills.columns.status'), t('bills.columns.subtotal'), t('bills.columns.lateFee'), t('bills.columns.total'), t('bills.columns.adjust'), t('bills.columns.payment')]}
          list={statements}
          // A boarder's month is the key: a preview now has its statement's id, but months closed before that have
          // statements whose ids their previews never had, and once previews all shared one id.
          rowKey={(statement) => `${statement.userId}-${statement.month}`}
          empty={t('bills.statements.empty')}
          loadError={t('bills.statements.loadError')}
          renderCells={(statement) => [
            statement.name ? `${statement.name} (${statement.email})` : statement.email,
            <StatementStatus statement={statement} />,
            formatTaka(statement.subtotal),
            formatTaka(statement.lateFee),
            formatTaka(statement.total),
            // A preview is not issued yet and a paid statement is settled: only a due one takes an adjustment.
            statement.status === 'due' ? (
              <Button type="button" $small $variant="ghost" aria-label={t('bills.adjustLabel', { email: statement.email })} onClick={() => setAdjusting(statement)}>
                {t('bills.adjust')}
              </Button>
            ) : (
              ''
            ),
            // Money handed over in person goes to the boarder's account, towards an issued statement.
            statement.status === 'open' ? (
              ''
            ) : (
              <Button type="button" $small $variant="ghost" aria-label={t('bills.recordLabel', { email: statement.email })} onClick={() => setRecording(statement)}>
                {t('bills.record')}
              </Button>
            ),
          ]}
        />
      </Section>
      <AdjustmentModal statement={adjusting} onClose={() => setAdjusting(undefined)} />
      {recording && <PaymentModal statement={recording} onClose={() => setRecording(undefined)} />}
    </Page>
  );
}
