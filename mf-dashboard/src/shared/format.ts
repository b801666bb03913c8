import { DHAKA_OFFSET_MS } from '@hostel/contracts';
import { pageLocale, perLocale, writeDecimal, writeShortWeekdayTime } from '@hostel/ui';

export { formatDateTime, formatWeekday } from '@hostel/ui';

// Written without Intl where @hostel/ui's writers can (its format/decimal and format/calendar say why); Intl only for
// what they cannot write (a number not finite or exponential).
const plain = perLocale((locale) => new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 2 }));

/** A slot's cutoff in Dhaka's time, whatever the browser's zone: "Tue 22:00" (en-GB's 24-hour clock in English). */
export const formatCutoff = (at: string) => writeShortWeekdayTime(new Date(new Date(at).getTime() + DHAKA_OFFSET_MS), pageLocale());

/** An amount for the 'tk.' places, ungrouped as the spec writes it: 1540 (১৫৪০ in Bengali). */
export const formatTk = (amount: number) => writeDecimal(amount, pageLocale(), { grouping: false, maxFraction: 2 }) ?? plain().format(amount);
