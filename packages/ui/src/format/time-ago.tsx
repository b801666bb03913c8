import { todayInDhaka } from '@hostel/contracts';
import { timeAgo } from './format';
import { useClock } from '../first-screen/render-clock';

/** "3 minutes ago" for `value`, kept current while shown, and in a hydration the served text (see render-clock). */
export function useTimeAgo(value: string | Date | null | undefined): string {
  return useClock((now) => (value == null ? '' : timeAgo(value, now)));
}

/** A moment shown relative to now, with the moment itself for machines. */
export function TimeAgo({ value }: { value: string }) {
  return <time dateTime={value}>{useTimeAgo(value)}</time>;
}

/** Dhaka's today (YYYY-MM-DD), from the same clock: a hydration keeps the served day, even across midnight. */
export function useTodayInDhaka(): string {
  return useClock((now) => todayInDhaka(new Date(now)));
}
