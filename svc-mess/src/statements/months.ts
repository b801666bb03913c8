import { todayInDhaka } from '@hostel/contracts';
import { monthDays } from './billing';

/** The month running in Dhaka at `now` (YYYY-MM). */
export const monthOf = (now: Date): string => todayInDhaka(now).slice(0, 7);
/** A month has ended in Dhaka once its last day is behind today. */
export const monthEnded = (month: string, now: Date): boolean => monthDays(month).last < todayInDhaka(now);
