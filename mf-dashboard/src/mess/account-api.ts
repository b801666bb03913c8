import { useQuery } from '@tanstack/react-query';
import { getMyAccount, getReceipt } from '@hostel/contracts';
import { call, useSession } from '@hostel/ui';
import { isNotBoarder } from './mess-api';
import { statementKeys } from './statements-api';

/** Entries one page of the account shows. */
export const ACCOUNT_PAGE = 20;

export const accountKeys = {
  /** Under the statements' key: a payment that changes one changes the other, and one invalidation reads both. */
  account: (userId: string) => [...statementKeys.all(userId), 'account'] as const,
  receipt: (userId: string, id: string) => [...statementKeys.all(userId), 'receipt', id] as const,
};

/** GET /mess/accounts/me: the balance (due or advance) and the newest entries. */
export function useMyAccount() {
  const { user, api } = useSession();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: accountKeys.account(userId),
    queryFn: ({ signal }) => call(getMyAccount, { query: { limit: ACCOUNT_PAGE }, signal, token: api.getToken() }),
    enabled: Boolean(userId),
    retry: (failures, error) => !isNotBoarder(error) && failures < 2,
  });
}

/** GET /mess/receipts/:id: a receipt of a payment made in person, to show and print. */
export function useReceipt(id: string | undefined) {
  const { user, api } = useSession();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: accountKeys.receipt(userId, id ?? ''),
    queryFn: ({ signal }) => call(getReceipt, { params: { id: id! }, signal, token: api.getToken() }),
    enabled: Boolean(userId && id),
  });
}
