import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getHeadcount, headcountCsv, shiftDate, type Headcount, type HeadcountChanged } from '@hostel/contracts';
import { call, callForFile, openLiveEvents, saveFile, showError, useSession } from '@hostel/ui';

/** Today and the next days: the kitchen plans a few days ahead. */
export const HEADCOUNT_DAYS = 7;

export const headcountKeys = {
  all: ['admin', 'headcount'] as const,
  range: (from: string) => ['admin', 'headcount', from] as const,
};

/** GET /mess/headcount?from&to: each day's Breakfast, Lunch and Dinner from `from` on. */
export function useHeadcount(from: string) {
  const { api } = useSession();
  return useQuery({
    queryKey: headcountKeys.range(from),
    queryFn: ({ signal }) => call(getHeadcount, { query: { from, to: shiftDate(from, HEADCOUNT_DAYS - 1) }, signal, token: api.getToken() }),
  });
}

/** A slot's new count, as the event carries it, in a range on screen (plates follow: on + guests). */
export function applyHeadcountChange(range: Headcount | undefined, change: HeadcountChanged): Headcount | undefined {
  if (!range?.days.some((day) => day.date === change.date)) return range;
  return {
    ...range,
    days: range.days.map((day) =>
      day.date !== change.date
        ? day
        : {
            ...day,
            slots: day.slots.map((slot) =>
              slot.slot !== change.slot ? slot : { ...slot, off: Math.max(0, slot.off + slot.on - change.on), on: change.on, guests: change.guests, plates: change.on + change.guests },
            ),
          },
    ),
  };
}

/**
 * Keeps the headcount current without a reload: each `headcount.changed` on the admin's live stream (the page's
 * shared connection) updates its slot at once; a reconnection refetches, since events may have been missed.
 */
export function useLiveHeadcount() {
  const client = useQueryClient();
  const { user, api } = useSession();
  const uid = user?.uid ?? null;
  useEffect(() => {
    if (!uid) return;
    return openLiveEvents({
      getToken: () => api.getToken(),
      onHeadcountChanged: ({ data }) => client.setQueriesData<Headcount>({ queryKey: headcountKeys.all }, (range) => applyHeadcountChange(range, data)),
      onReconnect: () => void client.invalidateQueries({ queryKey: headcountKeys.all }),
    });
  }, [uid, api, client]);
}

/** GET /mess/headcount.csv?from&to: the days on screen as a CSV file for the kitchen, saved by the browser. */
export function useDownloadHeadcount(failed: string) {
  const { api } = useSession();
  return useMutation({
    mutationFn: async (from: string) => {
      const to = shiftDate(from, HEADCOUNT_DAYS - 1);
      saveFile(await callForFile(headcountCsv, { query: { from, to }, token: api.getToken() }), `headcount-${from}-${to}.csv`);
    },
    onError: (error) => showError({ error, fallback: failed, as: 'toast' }),
  });
}
