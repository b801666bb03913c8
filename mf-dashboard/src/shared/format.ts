import { currentLanguage, formatDateTime as formatDateTimeOfKit, localeOf } from '@hostel/ui';

/*
 * Formatters @hostel/ui's format.ts does not have yet (the dashboard's own until they move there): like those, they
 * follow the page's language on every call and make each Intl formatter once per locale, on first use.
 */
function perLocale<T>(make: (locale: string) => T): () => T {
  const made = new Map<string, T>();
  return () => {
    const locale = localeOf(currentLanguage());
    let formatter = made.get(locale);
    if (!formatter) made.set(locale, (formatter = make(locale)));
    return formatter;
  };
}

const weekday = perLocale((locale) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }));
// English keeps en-GB's "Tue 22:00" (en-BD may write a.m./p.m.); both in the mess's own time zone.
const cutoff = perLocale((locale) => new Intl.DateTimeFormat(locale === 'bn-BD' ? locale : 'en-GB', { weekday: 'short', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Dhaka' }));
// CLDR's Bengali writes the 12-hour clock's AM/PM in Latin letters; the 24-hour clock reads wholly in Bengali.
const dateTime = perLocale((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }));
// The spec's 'tk.' amounts are written whole, without grouping: 1540 tk.
const plain = perLocale((locale) => new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 2 }));

/** The weekday of a calendar day (YYYY-MM-DD): Monday, সোমবার; whatever the browser's time zone. */
export const formatWeekday = (day: string) => weekday().format(new Date(`${day}T00:00:00Z`));

/** A slot's cutoff in Dhaka's time, whatever the browser's zone: "Tue 22:00". */
export const formatCutoff = (at: string) => cutoff().format(new Date(at));

/** An amount for the 'tk.' places, ungrouped as the spec writes it: 1540 (১৫৪০ in Bengali). */
export const formatTk = (amount: number) => plain().format(amount);

/** A moment in details (review posted): @hostel/ui's in English ("5 Mar 2026, 2:30 pm"), "৫ মার্চ, ২০২৬, ১৪:৩০" in Bengali. */
export function formatDateTime(value: string): string {
  const parsed = new Date(value);
  if (currentLanguage() !== 'bn' || Number.isNaN(parsed.getTime())) return formatDateTimeOfKit(value);
  return dateTime().format(parsed);
}
