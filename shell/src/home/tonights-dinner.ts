import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getMenu, type MenuWeek } from '@hostel/contracts';
import { call, queryKeyOf, useTodayInDhaka, whenPageSettled } from '@hostel/ui';

/** Tonight's dinner in this week's menu (Dhaka's today), or none while the admin has not set it. */
export function dinnerOf(menu: MenuWeek | undefined, today: string): string[] {
  return menu?.days.find((day) => day.date === today)?.slots.Dinner.map((meal) => meal.title) ?? [];
}

/** False until the page's first resources are in and the browser has had a quiet moment (whenPageSettled). */
function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let active = true;
    void whenPageSettled().then(() => active && setSettled(true));
    return () => {
      active = false;
    };
  }, []);
  return settled;
}

/**
 * GET /menu (this week, the server decides which): Home's banner names tonight's dinner from it. Asked once the page
 * has settled: the banner is below the first screen, and the request made as the page hydrates was part of the
 * hydration's own long task.
 */
export function useTonightsDinner(): string[] {
  const settled = usePageSettled();
  const { data } = useQuery({
    queryKey: queryKeyOf(getMenu, {}, 'current'),
    queryFn: ({ signal }) => call(getMenu, { signal }),
    enabled: settled,
    // The banner keeps its sample text when the menu cannot be read: it is an announcement, not a page.
    retry: false,
    staleTime: 60_000,
  });
  return dinnerOf(data, useTodayInDhaka());
}
