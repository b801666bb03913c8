import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { STATEMENT_FILTERS, todayInDhaka, type Statement } from '@hostel/contracts';
import { Button, confirmAction, DataTable, Field, formatMonth, formatTaka, Heading, Page, Section, StatementStatus } from '@hostel/ui';
import { AdjustmentModal } from './adjustment-modal';
import { useCloseMonth, useDownloadMonth, useStatementsPage, type StatementFilter } from './bills-api';

const COLUMNS = ['Boarder', 'Status', 'Subtotal', 'Late fee', 'Total', 'Adjust'];

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

const FILTER_NAMES: Record<StatementFilter, string> = { open: 'Open', due: 'Due', paid: 'Paid', overdue: 'Overdue' };

/** Choosing the month, closing it (after a confirmation) and what the close did. */
function CloseMonth({ month, onMonth }: { month: string; onMonth: (month: string) => void }) {
  const close = useCloseMonth();
  const download = useDownloadMonth();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const confirmed = await confirmAction({
      title: `Close ${formatMonth(month)}?`,
      text: 'Every boarder’s statement for the month is issued as due. Closing it again changes nothing.',
      confirmButtonText: 'Yes, close it',
    });
    if (confirmed) close.mutate(month);
  };
  const closed = close.data?.month === month ? close.data : undefined;
  return (
    <Section
      id="bills-month"
      title="Close a month"
      actions={
        <Button type="button" $variant="ghost" $small disabled={download.isPending} onClick={() => download.mutate(month)}>
          CSV of {formatMonth(month)}
        </Button>
      }
    >
      <Form onSubmit={(event) => void submit(event)}>
        <Field>
          Month
          <input type="month" required value={month} onChange={(event) => event.target.value && onMonth(event.target.value)} />
        </Field>
        <Button type="submit" disabled={close.isPending}>
          Close month
        </Button>
      </Form>
      <p role="status">{closed ? `${formatMonth(closed.month)}: ${closed.issued} issued, ${closed.alreadyIssued} already issued.` : ''}</p>
    </Section>
  );
}

/** mf-admin's 'Mess Bills' (DESIGN §9): close a month, its statements by status, adjustments, the month's CSV. */
export function MessBillsPage() {
  const [month, setMonth] = useState(() => previousMonth(todayInDhaka().slice(0, 7)));
  const [status, setStatus] = useState<StatementFilter | ''>('');
  const [adjusting, setAdjusting] = useState<Statement | undefined>();
  const statements = useStatementsPage(month, status);
  return (
    <Page>
      <Heading>Mess Bills</Heading>
      <CloseMonth month={month} onMonth={setMonth} />
      <Section
        id="bills-statements"
        title={`Statements of ${formatMonth(month)}`}
        actions={
          <Filter>
            Status
            <select value={status} onChange={(event) => setStatus(event.target.value as StatementFilter | '')}>
              <option value="">All</option>
              {STATEMENT_FILTERS.map((filter) => (
                <option key={filter} value={filter}>
                  {FILTER_NAMES[filter]}
                </option>
              ))}
            </select>
          </Filter>
        }
      >
        <DataTable<Statement>
          caption={`Statements of ${formatMonth(month)}`}
          columns={COLUMNS}
          list={statements}
          // A month not closed yet answers previews, which share one id (`open-YYYY-MM`): a boarder's month is the key.
          rowKey={(statement) => `${statement.userId}-${statement.month}`}
          empty="No statements for this month and status."
          loadError="Failed to load statements."
          renderCells={(statement) => [
            statement.name ? `${statement.name} (${statement.email})` : statement.email,
            <StatementStatus statement={statement} />,
            formatTaka(statement.subtotal),
            formatTaka(statement.lateFee),
            formatTaka(statement.total),
            // A preview is not issued yet and a paid statement is settled: only a due one takes an adjustment.
            statement.status === 'due' ? (
              <Button type="button" $small $variant="ghost" aria-label={`Adjust ${statement.email}`} onClick={() => setAdjusting(statement)}>
                Adjust
              </Button>
            ) : (
              ''
            ),
          ]}
        />
      </Section>
      <AdjustmentModal statement={adjusting} onClose={() => setAdjusting(undefined)} />
    </Page>
  );
}
