import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, approveBoarder, closeMess, endStay, getMessSettings, listBoarders, listClosures, putMessSettings, reopenMess, type Boarder, type MealSlot, type MessSettings } from '@hostel/contracts';
import { ApiError, call, callWithHeaders, errorMessage, showError, showToast, useSession } from '@hostel/ui';
import { slotName, useAdminT } from '../i18n';
import { calendarDayValues } from '../i18n/format';
import { useAdminPage } from '../shared/use-admin-page';

/** One root per resource of the mess office: a change refetches everything built on it. */
export const messOfficeKeys = {
  settings: ['admin', 'mess', 'settings'] as const,
  closures: ['admin', 'mess', 'closures'] as const,
  boarders: ['admin', 'mess', 'boarders'] as const,
};

/** GET /mess/settings: the settings in force, the form's starting values. */
export function useMessSettings() {
  const { api } = useSession();
  return useQuery({ queryKey: messOfficeKeys.settings, queryFn: ({ signal }) => call(getMessSettings, { signal, token: api.getToken() }) });
}

/**
 * PUT /mess/settings: the server validates (ranges, times) and its 400 names the field, which the form shows beside
 * itself; `onRefused` hands that message over instead of a dialog the admin must close before fixing the field.
 */
export function usePutMessSettings(onRefused: (message: string) => void) {
  const { t } = useAdminT();
  const client = useQueryClient();
  const { api } = useSession();
  return useMutation({
    mutationFn: (settings: MessSettings) => call(putMessSettings, { body: settings, token: api.getToken() }),
    onSuccess: (settings) => {
      client.setQueryData(messOfficeKeys.settings, settings);
      showToast({ type: 'success', text: t('settingsForm.saved') });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) onRefused(errorMessage(error));
      else showError({ error, fallback: t('settingsForm.saveFailed') });
    },
  });
}

/** GET /mess/closures: today's and later closures (today in Dhaka, by the server's clock). */
export function useClosures() {
  const { api } = useSession();
  return useQuery({ queryKey: messOfficeKeys.closures, queryFn: ({ signal }) => call(listClosures, { query: {}, signal, token: api.getToken() }) });
}

export interface ClosureInput {
  date: string;
  slots: MealSlot[];
  reason: string;
}

export function useCloseMess(onClosed: () => void) {
  const { t } = useAdminT();
  const client = useQueryClient();
  const { api } = useSession();
  return useMutation({
    mutationFn: ({ date, slots, reason }: ClosureInput) => call(closeMess, { params: { date }, body: { slots, reason }, token: api.getToken() }),
    onSuccess: (closure) => {
      onClosed();
      showToast({ type: 'success', text: t('closures.closed', { slots: closure.slots.map((slot) => slotName(slot)).join(', '), ...calendarDayValues(closure.date) }) });
      return client.invalidateQueries({ queryKey: messOfficeKeys.closures });
    },
    // A slot already locked (409) or a bad date (400): the server's reason.
    onError: (error) => showError({ error, fallback: t('closures.closeFailed') }),
  });
}

export function useReopenMess() {
  const { t } = useAdminT();
  const client = useQueryClient();
  const { api } = useSession();
  return useMutation({
    mutationFn: (date: string) => call(reopenMess, { params: { date }, token: api.getToken() }),
    onSuccess: ({ reopened }, date) => {
      const slots = reopened.map((slot) => slotName(slot)).join(', ');
      showToast({ type: 'success', text: slots ? t('closures.reopened', { slots, ...calendarDayValues(date) }) : t('closures.nothingReopened', calendarDayValues(date)) });
      return client.invalidateQueries({ queryKey: messOfficeKeys.closures });
    },
    onError: (error) => showError({ error, fallback: t('closures.reopenFailed') }),
  });
}

/** GET /mess/boarders?search= (by e-mail), one page of 10 with its total in X-Total-Count. */
export function useBoardersPage(search: string) {
  const { api } = useSession();
  return useAdminPage<Boarder>([...messOfficeKeys.boarders, search], async (page, signal) => {
    const { data, headers } = await callWithHeaders(listBoarders, { query: { search: search.trim() || undefined, page, limit: ADMIN_PAGE_SIZE }, signal, token: api.getToken() });
    return { rows: data.data, total: Number(headers.get('X-Total-Count') ?? data.data.length) };
  });
}

/** GET /mess/boarders?status=pending: the joins waiting for an admin, oldest first. */
export function usePendingJoinsPage() {
  const { api } = useSession();
  return useAdminPage<Boarder>([...messOfficeKeys.boarders, 'pending'], async (page, signal) => {
    const { data, headers } = await callWithHeaders(listBoarders, { query: { status: 'pending', page, limit: ADMIN_PAGE_SIZE }, signal, token: api.getToken() });
    return { rows: data.data, total: Number(headers.get('X-Total-Count') ?? data.data.length) };
  });
}

/** POST /mess/boarders/:userId/approve; both lists refetch (the boarder leaves the pending one). */
export function useApproveJoin() {
  const { t } = useAdminT();
  const client = useQueryClient();
  const { api } = useSession();
  return useMutation({
    mutationFn: (userId: string) => call(approveBoarder, { params: { userId }, token: api.getToken() }),
    onSuccess: (boarder) => {
      showToast({ type: 'success', text: t('boarders.approved', { email: boarder.email, day: t('common.calendarDay', calendarDayValues(boarder.from)) }) });
      return client.invalidateQueries({ queryKey: messOfficeKeys.boarders });
    },
    onError: (error) => showError({ error, fallback: t('boarders.actionFailed') }),
  });
}

/** DELETE /mess/boarders/:userId?from=: ends a stay, or turns down a join still waiting. */
export function useEndStay() {
  const { t } = useAdminT();
  const client = useQueryClient();
  const { api } = useSession();
  return useMutation({
    mutationFn: ({ userId, from }: { userId: string; from: string }) => call(endStay, { params: { userId }, query: { from }, token: api.getToken() }),
    onSuccess: (boarder, { from }) => {
      showToast({ type: 'success', text: t('boarders.ended', { email: boarder.email, day: t('common.calendarDay', calendarDayValues(boarder.until ?? from)) }) });
      return client.invalidateQueries({ queryKey: messOfficeKeys.boarders });
    },
    onError: (error) => showError({ error, fallback: t('boarders.actionFailed') }),
  });
}
