import { useMutation, useQuery } from '@tanstack/react-query';
import { getMyStatement, listMyStatements, myStatementCsv } from '@hostel/contracts';
import { call, callForFile, saveFile, showError, useSession } from '@hostel/ui';
import { useDashboardT } from '../i18n';
import { isNotBoarder } from './mess-api';

/** How often the statements are read again while a payment waits for svc-mess to mark its statement paid. */
export const PAID_REREAD_MS = 1000;

export const statementKeys = {
  all: (userId: string) => ['dashboard', 'statements', userId] as const,
  running: (userId: string) => ['dashboard', 'statements', userId, 'running'] as const,
  history: (userId: string) => ['dashboard', 'statements', userId, 'history'] as const,
};

/** GET /mess/statements/me: the running month as the server's clock sees it, a preview (status open). */
export function useRunningBill() {
  const { user, api } = useSession();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: statementKeys.running(userId),
    queryFn: ({ signal }) => call(getMyStatement, { signal, token: api.getToken() }),
    enabled: Boolean(userId),
    retry: (failures, error) => !isNotBoarder(error) && failures < 2,
  });
}

/**
 * GET /mess/statements/me/history: the issued statements, newest first. While `awaitingPaid` names one, the list is
 * read again every second: a card payment reaches svc-mess as an event, a moment after the card was charged.
 */
export function useStatementHistory(awaitingPaid?: string) {
  const { user, api } = useSession();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: statementKeys.history(userId),
    queryFn: ({ signal }) => call(listMyStatements, { signal, token: api.getToken() }),
    enabled: Boolean(userId),
    retry: (failures, error) => !isNotBoarder(error) && failures < 2,
    refetchInterval: (query) => {
      const waiting = awaitingPaid && query.state.data?.data.find((statement) => statement.id === awaitingPaid);
      return waiting && waiting.status !== 'paid' ? PAID_REREAD_MS : false;
    },
  });
}

/** GET /mess/statements/me.csv?month: the month's statement as a CSV file, saved by the browser. */
export function useDownloadStatement() {
  const { api } = useSession();
  const { t } = useDashboardT();
  return useMutation({
    mutationFn: async (month: string) => saveFile(await callForFile(myStatementCsv, { query: { month }, token: api.getToken() }), `statement-${month}.csv`),
    onError: (error) => showError({ error, fallback: t('bill.downloadFailed') }),
  });
}
