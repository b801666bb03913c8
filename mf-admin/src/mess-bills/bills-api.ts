import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, addAdjustment, closeMonth, getReconciliation, listStatements, recordPayment, statementsCsv, voidPayment, type Receipt, type RecordPaymentBody, type STATEMENT_FILTERS, type Statement } from '@hostel/contracts';
import { call, callForFile, callWithHeaders, formatMonth, formatNumber, saveFile, showError, showToast, useSession } from '@hostel/ui';
import { useAdminT } from '../i18n';
import { useAdminPage } from '../shared/use-admin-page';

/** A status the admin filters by: an overdue statement is a due one past its due date. */
export type StatementFilter = (typeof STATEMENT_FILTERS)[number];

export const billsKeys = {
  all: ['admin', 'mess-bills'] as const,
  month: (month: string, status: StatementFilter | '') => ['admin', 'mess-bills', month, status] as const,
};

/** GET /mess/statements?month&status: one page of 10 with its total in X-Total-Count. */
export function useStatementsPage(month: string, status: StatementFilter | '') {
  const { api } = useSession();
  return useAdminPage<Statement>(billsKeys.month(month, status), async (page, signal) => {
    const { data, headers } = await callWithHeaders(listStatements, { query: { month, status: status || undefined, page, limit: ADMIN_PAGE_SIZE }, signal, token: api.getToken() });
    return { rows: data.data, total: Number(headers.get('X-Total-Count') ?? data.data.length) };
  });
}

/** POST /mess/statements/close: issues every boarder's statement of an ended month; closing again changes nothing. */
export function useCloseMonth() {
  const { t } = useAdminT();
  const client = useQueryClient();
  const { api } = useSession();
  return useMutation({
    mutationFn: (month: string) => call(closeMonth, { body: { month }, token: api.getToken() }),
    onSuccess: (closed) => {
      showToast({ type: 'success', text: t('bills.close.done', { month: formatMonth(closed.month), issued: formatNumber(closed.issued), already: formatNumber(closed.alreadyIssued) }) });
      return client.invalidateQueries({ queryKey: billsKeys.all });
    },
    onError: (error) => showError({ error, as: 'toast' }),
  });
}

export interface AdjustmentInput {
  statement: Statement;
  amount: number;
  reason: string;
}

/** POST /mess/statements/:id/adjustments: a line added to the statement (never an edit of one). */
export function useAddAdjustment(onAdded: () => void) {
  const { t } = useAdminT();
  const client = useQueryClient();
  const { api } = useSession();
  return useMutation({
    mutationFn: ({ statement, amount, reason }: AdjustmentInput) => call(addAdjustment, { params: { id: statement.id }, body: { amount, reason }, token: api.getToken() }),
    onSuccess: (_answer, { statement }) => {
      showToast({ type: 'success', text: t('adjustment.added', { who: statement.name || statement.email }) });
      onAdded();
      return client.invalidateQueries({ queryKey: billsKeys.all });
    },
    onError: (error) => showError({ error, as: 'toast' }),
  });
}

/** GET /mess/statements.csv?month: the month's statements as a CSV file, saved by the browser. */
export function useDownloadMonth() {
  const { t } = useAdminT();
  const { api } = useSession();
  return useMutation({
    mutationFn: async (month: string) => saveFile(await callForFile(statementsCsv, { query: { month }, token: api.getToken() }), `statements-${month}.csv`),
    onError: (error) => showError({ error, fallback: t('bills.downloadFailed'), as: 'toast' }),
  });
}

/** GET /mess/reconciliation?month: whether the books agree (every mismatch, none when they do). */
export function useReconciliation(month: string) {
  const { api } = useSession();
  return useQuery({
    queryKey: [...billsKeys.all, 'reconciliation', month] as const,
    queryFn: ({ signal }) => call(getReconciliation, { query: { month }, signal, token: api.getToken() }),
  });
}

/** POST /mess/payments: money handed over in person, answered with its numbered receipt. */
export function useRecordPayment(onRecorded: (receipt: Receipt) => void) {
  const client = useQueryClient();
  const { api } = useSession();
  return useMutation({
    mutationFn: (body: RecordPaymentBody) => call(recordPayment, { body, token: api.getToken() }),
    onSuccess: (receipt) => {
      onRecorded(receipt);
      return client.invalidateQueries({ queryKey: billsKeys.all });
    },
    onError: (error) => showError({ error, as: 'toast' }),
  });
}

/** POST /mess/payments/:id/void: a void entry gives the payment's amount back to the balance; the receipt stays, voided. */
export function useVoidPayment(onVoided: (receipt: Receipt) => void) {
  const client = useQueryClient();
  const { api } = useSession();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => call(voidPayment, { params: { id }, body: { reason }, token: api.getToken() }),
    onSuccess: (receipt) => {
      onVoided(receipt);
      return client.invalidateQueries({ queryKey: billsKeys.all });
    },
    onError: (error) => showError({ error, as: 'toast' }),
  });
}
