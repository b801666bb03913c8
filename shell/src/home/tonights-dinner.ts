import { useQuery } from '@tanstack/react-query';
import { getMenu, type MenuWeek } from '@hostel/contracts';
import { call, useTodayInDhaka } from '@hostel/ui';

/** Tonight's dinner in this week's menu (Dhaka's today), or none while the admin has not set it. */
export function dinnerOf(menu: MenuWeek | undefined, today: string): string[] {
  return menu?.days.find((day) => day.date === today)?.slots.Dinner.map((meal) => meal.title) ?? [];
}

/** GET /menu (this week, the server decides which): Home's banner names tonight's dinner from it. */
export function useTonightsDinner(): string[] {
  const { data } = useQuery({
    queryKey: ['menu', 'current'],
    queryFn: ({ signal }) => call(getMenu, { signal }),
    // The banner keeps its sample text when the menu cannot be read: it is an announcement, not a page.
    retry: false,
    staleTime: 60_000,
  });
  return dinnerOf(data, useTodayInDhaka());
}
