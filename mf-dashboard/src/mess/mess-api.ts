import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cancelLeave, getMealPlan, getMessSettings, getMyBoarding, joinMess, leaveMess, listMyLeaves, setPlanSlot, takeLeave, type Leave, type MealSlot, type PlanWeek } from '@hostel/contracts';
import { ApiError, call, formatDay, formatNumber, showError, showToast, useSession } from '@hostel/ui';
import { useDashboardT } from '../i18n';

/** One root per user: a switch, a leave or joining refetches every week on screen or cached. */
export const messKeys = {
  all: (userId: string) => ['dashboard', 'mess', userId] as const,
  week: (userId: string, week: string | undefined) => ['dashboard', 'mess', userId, 'plan', week ?? 'current'] as const,
  leaves: (userId: string, page: number) => ['dashboard', 'mess', userId, 'leaves', page] as const,
  boarding: (userId: string) => ['dashboard', 'mess', userId, 'boarding'] as const,
  settings: ['dashboard', 'mess-settings'] as const,
};

/** The caller is not a boarder (or not on those days): the screen offers to join instead of the week. */
export const isNotBoarder = (error: unknown) => error instanceof ApiError && error.status === 403;

/** GET /mess/plan: the caller's week as the server sees it (its clock decides what is locked); without a week, this one in Dhaka. */
export function useMealPlan(week: string | undefined) {
  const { user, api } = useSession();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: messKeys.week(userId, week),
    queryFn: ({ signal }) => call(getMealPlan, { query: { week }, signal, token: api.getToken() }),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
    // A 403 is an answer (not a boarder), not a failure worth retrying.
    retry: (failures, error) => !isNotBoarder(error) && failures < 2,
  });
}

/** GET /mess/boarders/me: the caller's stays, whether the latest waits for approval, and the first day a join may start. */
export function useMyBoarding() {
  const { user, api } = useSession();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: messKeys.boarding(userId),
    queryFn: ({ signal }) => call(getMyBoarding, { signal, token: api.getToken() }),
    enabled: Boolean(userId),
  });
}

/** GET /mess/settings: how many guests a slot may take. */
export function useMessSettings() {
  const { api } = useSession();
  return useQuery({ queryKey: messKeys.settings, queryFn: ({ signal }) => call(getMessSettings, { signal, token: api.getToken() }), staleTime: 60_000 });
}

/** Every week of the caller refetches after a change: a leave or joining changes days of several weeks. */
function useRefetchPlan() {
  const client = useQueryClient();
  const { user } = useSession();
  return () => client.invalidateQueries({ queryKey: messKeys.all(user?.id ?? '') });
}

export interface SlotSwitch {
  date: string;
  slot: MealSlot;
  on: boolean;
  guests: number;
}

/** PUT /mess/plan/:date/:slot; the week on screen takes the slot the server answers, then refetches. */
export function useSetPlanSlot() {
  const client = useQueryClient();
  const { user, api } = useSession();
  const refetch = useRefetchPlan();
  return useMutation({
    mutationFn: ({ date, slot, on, guests }: SlotSwitch) => call(setPlanSlot, { params: { date, slot }, body: { on, guests }, token: api.getToken() }),
    onSuccess: ({ date, ...answer }) => {
      client.setQueriesData<PlanWeek>({ queryKey: messKeys.all(user?.id ?? '') }, (week) =>
        week && 'days' in week
          ? { ...week, days: week.days.map((day) => (day.date === date ? { ...day, slots: day.slots.map((slot) => (slot.slot === answer.slot ? answer : slot)) } : day)) }
          : week,
      );
      return refetch();
    },
    // A 409 (the cutoff passed meanwhile) also refetches, so the slot shows 'Locked' as the server has it.
    onError: (error) => {
      showError({ error });
      void refetch();
    },
  });
}

export function useJoinMess() {
  const { api } = useSession();
  const { t } = useDashboardT();
  const refetch = useRefetchPlan();
  return useMutation({
    mutationFn: (from: string) => call(joinMess, { body: { from }, token: api.getToken() }),
    onSuccess: (boarder) => {
      const text = boarder.status === 'pending' ? t('mess.join.pending', { from: boarder.from, fromDay: formatDay(boarder.from) }) : t('mess.join.joined', { from: boarder.from, fromDay: formatDay(boarder.from) });
      showToast({ type: 'success', text });
      return refetch();
    },
    onError: (error) => showError({ error }),
  });
}

export function useLeaveMess() {
  const { api } = useSession();
  const { t } = useDashboardT();
  const refetch = useRefetchPlan();
  return useMutation({
    mutationFn: (from: string) => call(leaveMess, { query: { from }, token: api.getToken() }),
    onSuccess: (boarder) => {
      const until = boarder.until ?? '';
      showToast({ type: 'success', text: t('mess.quit.done', { until, untilDay: until && formatDay(until) }) });
      return refetch();
    },
    onError: (error) => showError({ error }),
  });
}

/** A leave's days for its toasts: as the form takes them in English (2027-03-20), by day and month in Bengali. */
const days = (leave: Leave) => ({ from: leave.from, to: leave.to, fromDay: formatDay(leave.from), toDay: formatDay(leave.to) });

export interface LeaveRange {
  from: string;
  to: string;
  reason?: string;
}

export function useTakeLeave(onTaken: (leave: Leave) => void) {
  const { api } = useSession();
  const { t } = useDashboardT();
  const refetch = useRefetchPlan();
  return useMutation({
    mutationFn: (range: LeaveRange) => call(takeLeave, { body: range, token: api.getToken() }),
    onSuccess: (leave) => {
      onTaken(leave);
      showToast({ type: 'success', text: t('mess.leave.taken', { ...days(leave), count: leave.slotsOff, n: formatNumber(leave.slotsOff) }) });
      return refetch();
    },
    onError: (error) => showError({ error }),
  });
}

/** How many leaves My Meals lists at a time, newest first. */
export const LEAVES_PAGE_SIZE = 10;

/** GET /mess/leave: the caller's leaves, newest first (cancelled ones marked); under the user's root, so a leave taken or cancelled refetches it. */
export function useMyLeaves(page: number) {
  const { user, api } = useSession();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: messKeys.leaves(userId, page),
    queryFn: ({ signal }) => call(listMyLeaves, { query: { page, limit: LEAVES_PAGE_SIZE }, signal, token: api.getToken() }),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });
}

export function useCancelLeave(onCancelled?: (leave: Leave) => void) {
  const { api } = useSession();
  const { t } = useDashboardT();
  const refetch = useRefetchPlan();
  return useMutation({
    mutationFn: (id: string) => call(cancelLeave, { params: { id }, token: api.getToken() }),
    onSuccess: (leave) => {
      onCancelled?.(leave);
      showToast({ type: 'success', text: t('mess.leave.cancelledToast', days(leave)) });
      return refetch();
    },
    onError: (error) => showError({ error }),
  });
}
