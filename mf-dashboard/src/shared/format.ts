import { perLocale } from '@hostel/ui';

export { formatDateTime, formatWeekday } from '@hostel/ui';

// English keeps en-GB's "Tue 22:00" (en-BD may write a.m./p.m.); both in the mess's own time zone.
const cutoff = perLocale((locale) => new Intl.DateTimeFormat(locale === 'bn-BD' ? locale : 'en-GB', { weekday: 'short', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Dhaka' }));
// The spec's 'tk.' amounts are written whole, without grouping: 1540 tk.
const plain = perLocale((locale) => new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 2 }));

/** A slot's cutoff in Dhaka's time, whatever the browser's zone: "Tue 22:00". */
export const formatCutoff = (at: string) => cutoff().format(new Date(at));

/** An amount for the 'tk.' places, ungrouped as the spec writes it: 1540 (১৫৪০ in Bengali). */
export const formatTk = (amount: number) => plain().format(amount);
