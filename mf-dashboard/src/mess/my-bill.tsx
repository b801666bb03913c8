import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { Statement } from '@hostel/contracts';
import { Actions, Button, formatDay, formatMonth, formatTaka, Modal, Section, showToast, Spinner, StatementLines, StatementStatus, Table, TableScroll, useSession, visuallyHidden } from '@hostel/ui';
import { StatementCheckout } from '../checkout/statement-checkout';
import { MyAccount } from './my-account';
import { useDashboardT } from '../i18n';
import { statementKeys, useDownloadStatement, useRunningBill, useStatementHistory } from './statements-api';

/** How long a paid card waits for its statement to show Paid before the page says it will follow. */
export const PAID_WAIT_MS = 20_000;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin: 0 0 12px;
`;

const Money = styled.td`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** On phones each statement becomes a small card of "column: value" lines, as the dashboard's tables do, so Pay is never off screen. */
const StatementsTable = styled(Table)`
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    thead { ${visuallyHidden} }
    tbody tr { display: block; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; padding: 8px 0; }
    tbody tr:last-child { border-bottom: none; }
    tbody th { display: block; border-bottom: none; background: none; font-size: 1rem; padding: 6px 12px; }
    td { display: grid; grid-template-columns: 8.5rem 1fr; gap: 8px; align-items: center; border-bottom: none; padding: 6px 12px; }
    td > * { justify-self: start; }
    td:not([data-label]) { display: block; }
    td[data-label]::before { content: attr(data-label); font-weight: 600; color: ${({ theme }) => theme.colors.muted}; }
  }
`;

/** This month so far, as the server bills it: what has locked, at the rates in force then. */
function RunningBill() {
  const bill = useRunningBill();
  const download = useDownloadStatement();
  const { t } = useDashboardT();
  if (bill.isError) return null;
  return (
    <Section
      id="my-bill"
      title={t('bill.running.title')}
      actions={
        bill.data && (
          <Button type="button" $variant="ghost" $small disabled={download.isPending} onClick={() => download.mutate(bill.data.month)}>
            {t('bill.csv')}
          </Button>
        )
      }
    >
      {!bill.data ? (
        <Spinner />
      ) : (
        <>
          <Note>{t('bill.running.note', { month: formatMonth(bill.data.month) })}</Note>
          <StatementLines statement={bill.data} caption={t('bill.running.caption', { month: formatMonth(bill.data.month) })} />
        </>
      )}
    </Section>
  );
}

/**
 * Once a charged statement shows Paid (the list is read again meanwhile), says so; if it has not after PAID_WAIT_MS,
 * says it will follow and stops waiting.
 */
function useAnnouncePaid(awaiting: string | undefined, statements: Statement[] | undefined, stopWaiting: () => void) {
  const { t } = useDashboardT();
  const paid = awaiting !== undefined && statements?.find((statement) => statement.id === awaiting)?.status === 'paid';
  useEffect(() => {
    if (!awaiting) return;
    if (paid) {
      showToast({ type: 'success', text: t('bill.paid') });
      stopWaiting();
      return;
    }
    const timer = setTimeout(() => {
      showToast({ type: 'info', text: t('bill.paidLater') });
      stopWaiting();
    }, PAID_WAIT_MS);
    return () => clearTimeout(timer);
  }, [awaiting, paid, stopWaiting, t]);
}

/** The issued statements, newest first: status, late fee, total; Pay for an unpaid one, CSV for each. */
function PastStatements() {
  const client = useQueryClient();
  const { user } = useSession();
  const [paying, setPaying] = useState<Statement | undefined>();
  const [awaiting, setAwaiting] = useState<string | undefined>();
  const history = useStatementHistory(awaiting);
  const statements = history.data?.data;
  useAnnouncePaid(awaiting, statements, useCallback(() => setAwaiting(undefined), []));
  const download = useDownloadStatement();
  const refresh = () => client.invalidateQueries({ queryKey: statementKeys.all(user?.id ?? '') });
  const { t } = useDashboardT();

  if (history.isError) return null;
  return (
    <Section id="my-statements" title={t('bill.statements.title')}>
      {!statements ? (
        <Spinner />
      ) : statements.length === 0 ? (
        <Note>{t('bill.statements.empty')}</Note>
      ) : (
        <TableScroll>
          <StatementsTable>
            <caption>{t('bill.statements.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bill.statements.column.month')}</th>
                <th scope="col">{t('bill.statements.column.status')}</th>
                <th scope="col">{t('bill.statements.column.dueDate')}</th>
                <th scope="col">{t('bill.statements.column.lateFee')}</th>
                <th scope="col">{t('bill.statements.column.total')}</th>
                <th scope="col">{t('bill.statements.column.outstanding')}</th>
                <th scope="col">{t('bill.statements.column.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {statements.map((statement) => {
                const month = formatMonth(statement.month);
                return (
                  <tr key={statement.id} aria-label={month}>
                    <th scope="row">{month}</th>
                    <td data-label={t('bill.statements.column.status')}>
                      {awaiting === statement.id && statement.status !== 'paid' ? t('bill.statements.confirming') : <StatementStatus statement={statement} />}
                    </td>
                    <td data-label={t('bill.statements.column.dueDate')}>{statement.dueDate ? formatDay(statement.dueDate) : ''}</td>
                    <Money data-label={t('bill.statements.column.lateFee')}>{formatTaka(statement.lateFee)}</Money>
                    <Money data-label={t('bill.statements.column.total')}>{formatTaka(statement.total)}</Money>
                    <Money data-label={t('bill.statements.column.outstanding')}>{formatTaka(Math.max(statement.closing ?? 0, 0))}</Money>
                    <td>
                      <Actions>
                        {statement.status === 'due' && awaiting !== statement.id && (
                          <Button type="button" $small aria-label={t('bill.payLabel', { month })} onClick={() => setPaying(statement)}>
                            {t('bill.pay')}
                          </Button>
                        )}
                        <Button type="button" $variant="ghost" $small aria-label={t('bill.csvLabel', { month })} disabled={download.isPending} onClick={() => download.mutate(statement.month)}>
                          {t('bill.csv')}
                        </Button>
                      </Actions>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </StatementsTable>
        </TableScroll>
      )}
      <Modal open={paying !== undefined} title={paying ? t('bill.payLabel', { month: formatMonth(paying.month) }) : t('bill.pay')} onClose={() => setPaying(undefined)}>
        {paying && (
          <>
            <StatementLines statement={paying} caption={t('bill.statementCaption', { month: formatMonth(paying.month) })} />
            <StatementCheckout
              statement={paying}
              onCharged={() => {
                setPaying(undefined);
                setAwaiting(paying.id);
                void refresh();
              }}
              onRefused={() => {
                setPaying(undefined);
                void refresh();
              }}
            />
          </>
        )}
      </Modal>
    </Section>
  );
}

/** My Meals' bill (DESIGN §9, §11): the account, this month's running bill and the past statements with Pay and CSV. */
export function MyBill() {
  return (
    <>
      <MyAccount />
      <RunningBill />
      <PastStatements />
    </>
  );
}
