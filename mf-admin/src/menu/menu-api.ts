import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getMenu, setMenuSlot, type MealSlot } from '@hostel/contracts';
import { call, invalidateChanged, showError, showToast, useSession } from '@hostel/ui';
import { calendarDayValues } from '../i18n/format';
import { slotName, useAdminT } from '../i18n';
import { adminKeys } from '../shared/admin-keys';

/** GET /menu for the week being filled (the current one until the admin moves). */
export function useMenuWeek(week: string | undefined) {
  return useQuery({
    queryKey: adminKeys.menuWeek(week),
    queryFn: ({ signal }) => call(getMenu, { query: { week }, signal }),
    placeholderData: keepPreviousData,
  });
}

export interface SlotChange {
  date: string;
  slot: MealSlot;
  mealIds: string[];
}

/** PUT /menu/:date/:slot replaces one slot; the week on screen takes the day the server answers. */
export function useSetMenuSlot() {
  const { t } = useAdminT();
  const client = useQueryClient();
  const { api } = useSession();
  return useMutation({
    mutationFn: ({ date, slot, mealIds }: SlotChange) => call(setMenuSlot, { params: { date, slot }, body: { mealIds }, token: api.getToken() }),
    onSuccess: (day, { date, slot }) => {
      showToast({ type: 'success', text: t('menu.saved', { slot: slotName(slot), ...calendarDayValues(day.date) }) });
      return invalidateChanged(client, setMenuSlot, { date, slot });
    },
    onError: (error) => showError({ error, as: 'toast' }),
  });
}
