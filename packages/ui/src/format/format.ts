import { currentLanguage, localeOf } from '../i18n/i18n';
import { writeDecimal, type DecimalOptions, type NumberLocale } from './decimal';
import { writeRelative, type RelativeUnit } from './relative';
import { calendarDayOf, writeDayMonth, writeDayMonthYear, writeMonthYear, writeWeekday, type CalendarDay } from './calendar';

/**
 * Each formatter is made on its first use in a language, not when the module loads: making one loads its locale's
 * data, a long task on a slow phone, and a page uses few of them, later than its first script runs. Every call reads
 * the page's current language, so a switch to Bengali gives Bengali digits and month names on the next render.
 */
export function perLocale<T>(make: (locale: string) => T): () => T {
  const made = new Map<string, T>();
  return () => {
    const locale = localeOf(currentLanguage());
    let formatter = made.get(locale);
    if (!formatter) made.set(locale, (formatter = make(locale)));
    return formatter;
  };
}

const taka = perLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));
const relative = perLocale((locale) => new Intl.RelativeTimeFormat(locale === 'bn-BD' ? 'bn' : 'en', { numeric: 'auto' }));
// bn-BD's CLDR data writes the day period in Latin (AM/PM): Bengali reads the 24-hour clock instead.
const dateTime = perLocale((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...(locale === 'bn-BD' ? { hourCycle: 'h23' as const } : {}) }));
const number = perLocale((locale) => new Intl.NumberFormat(locale));

const oneDecimal = perLocale((locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

/** The locale the page's numbers and dates are written in (bn-BD in Bengali, en-BD in English). */
export const pageLocale = (): NumberLocale => localeOf(currentLanguage());

/**
 * A number in the page's language, written without Intl (./decimal: no formatting data loaded for the first screen's
 * prices and counts); Intl's formatter for what that cannot write (not finite, exponential).
 */
function decimal(value: number, options: DecimalOptions, fallback: () => Intl.NumberFormat): string {
  return writeDecimal(value, pageLocale(), options) ?? fallback().format(value);
}

/** A date in the page's language, written without Intl (./calendar: no calendar data loaded when dates appear). */
const calendar = (value: Date, zone: 'utc' | 'local', write: (day: CalendarDay, locale: NumberLocale) => string) => write(calendarDayOf(value, zone), pageLocale());

/** A calendar day (YYYY-MM-DD) as a date at midnight UTC, so it is that day whatever the browser's time zone. */
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** The weekday of a calendar day (YYYY-MM-DD): Monday, সোমবার; whatever the browser's time zone. */
export const formatWeekday = (day: string) => calendar(utcDay(day), 'utc', writeWeekday);

/** A number to one decimal, as the spec shows an average rating: 4.3, 0.0 (৪.৩ in Bengali). */
export const formatOneDecimal = (value: number) => decimal(value, { minFraction: 1, maxFraction: 1 }, oneDecimal);

/** A count or quantity in the page's language (Bengali digits in Bengali). */
export const formatNumber = (value: number) => decimal(value, {}, number);

/** A number with exactly `decimals` places in the page's language (a counter counting up: 4.5, ৯৫,০০০). */
export const formatFixed = (value: number, decimals: number) =>
  decimal(value, { minFraction: decimals, maxFraction: decimals }, () => new Intl.NumberFormat(localeOf(currentLanguage()), { minimumFractionDigits: decimals, maximumFractionDigits: decimals }));

/** A calendar year ('2026', '২০২৬'): no digit grouping, as a year is written. */
export const formatYear = (value: Date) => decimal(value.getFullYear(), { grouping: false }, number);

/** An amount in taka as a number alone, for the places that name the currency in words ('TK', 'tk.'). */
export const formatAmount = (amount: number) => decimal(amount, { maxFraction: 2 }, taka);

/**
 * Prices in taka, the currency after the amount as the spec's upcoming cards write it: English '50 TK' (a bill's credit
 * '-50 TK'), Bengali the taka sign as CLDR places it ('৫০৳'). Not the sign in English: no Latin font has it, so the
 * first layout that meets it walks every family of the page's font stack and then the system's fallback, the
 * costliest text of a page with a price (docs/performance.md); a Bengali page has its Bengali font in use anyway.
 */
export const formatTaka = (amount: number) => (currentLanguage() === 'bn' ? `${formatAmount(amount)}৳` : `${formatAmount(amount)} TK`);

/** Dates in lists: en-BD locale. */
export const formatDate = (value: string | Date) => {
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? String(value) : calendar(parsed, 'local', writeDayMonthYear);
};

const UNITS: [RelativeUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** A whole number of units from now in the page's language, written without Intl (./relative). */
const relativeTime = (value: number, unit: RelativeUnit) => writeRelative(value, unit, pageLocale()) ?? relative().format(value, unit);

/** "3 hours ago", "yesterday", "now". */
export function timeAgo(value: string | Date, now = Date.now()): string {
  const then = new Date(value).getTime();
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((then - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeTime(Math.round(seconds / size), unit);
  }
  return relativeTime(0, 'second');
}

/** A moment in details (review posted): "23 Nov 2026, 8:15 am"; what cannot be read is shown as it came. */
export const formatDateTime = (value: string | Date) => {
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? String(value) : dateTime().format(parsed);
};

/** A calendar day (YYYY-MM-DD, a due date) as "10 Dec 2026", whatever the browser's time zone. */
export const formatDay = (value: string) => calendar(utcDay(value), 'utc', writeDayMonthYear);

/** A calendar day of the menu (YYYY-MM-DD) as "24 Nov", whatever the browser's time zone. */
export const formatDayMonth = (day: string) => calendar(utcDay(day), 'utc', writeDayMonth);

/** A bill's month (YYYY-MM) as "November 2026", whatever the browser's time zone. */
export const formatMonth = (month: string) => calendar(utcDay(`${month}-01`), 'utc', writeMonthYear);
