import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getMenu } from '@hostel/contracts';
import { call, queryKeyOf } from '@hostel/ui';

export const menuKeys = {
  /** `current` until the server has said which week that is. */
  week: (week: string | undefined) => queryKeyOf(getMenu, {}, week ?? 'current'),
};

/** GET /menu: a week's menu; without a week, the current one in Dhaka (the server decides which that is). */
export function menuWeekQuery(week: string | undefined) {
  return queryOptions({
    queryKey: menuKeys.week(week),
    queryFn: ({ signal }) => call(getMenu, { query: { week }, signal }),
  });
}

export function useMenuWeek(week: string | undefined) {
  return useQuery({
    ...menuWeekQuery(week),
    // The old week stays on screen while the next one loads, so the buttons do not jump.
    placeholderData: keepPreviousData,
  });
}
