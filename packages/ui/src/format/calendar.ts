import { localDigits, type NumberLocale } from './decimal';

/**
 * Calendar dates written as CLDR writes them for en-BD and bn-BD, without Intl, as ./decimal does for
 * numbers: the first Intl date formatter a page makes loads ICU's calendar data, a single piece of work long enough
 * to block a tap on a slow phone, and the dashboards and the weekly menu write dates as soon as their data arrives.
 * The same output as Intl.DateTimeFormat with the options named on each (calendar.test.ts compares every month and
 * weekday), and the same code on the server and in the browser, whose ICU versions may differ.
 */

/** The names as they stand inside a date (CLDR's format context: bn-BD abbreviates differently standing alone). */
const NAMES = {
  'en-BD': {
    shortMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    longMonths: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    shortWeekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  },
  'bn-BD': {
    shortMonths: ['জানু', 'ফেব', 'মার্চ', 'এপ্রি', 'মে', 'জুন', 'জুল', 'আগ', 'সেপ', 'অক্টো', 'নভে', 'ডিসে'],
    longMonths: ['জানুয়ারি', 'ফেব্রুয়ারি', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্টেম্বর', 'অক্টোবর', 'নভেম্বর', 'ডিসেম্বর'],
    weekdays: ['রবিবার', 'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার', 'শুক্রবার', 'শনিবার'],
    shortWeekdays: ['রবি', 'সোম', 'মঙ্গল', 'বুধ', 'বৃহস্পতি', 'শুক্র', 'শনি'],
  },
} as const;

/** A calendar day's parts: the month from 0 (as Date counts them), the weekday from 0 for Sunday. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

/** The day's parts in UTC (a calendar day sent as YYYY-MM-DD) or in the browser's own time zone (a moment). */
export const calendarDayOf = (value: Date, zone: 'utc' | 'local'): CalendarDay =>
  zone === 'utc'
    ? { year: value.getUTCFullYear(), month: value.getUTCMonth(), day: value.getUTCDate(), weekday: value.getUTCDay() }
    : { year: value.getFullYear(), month: value.getMonth(), day: value.getDate(), weekday: value.getDay() };

const digits = (value: number, locale: NumberLocale) => localDigits(String(value), locale);

/** { day: 'numeric', month: 'short', year: 'numeric' }: Nov 3, 2026 · ৩ নভে, ২০২৬. */
export function writeDayMonthYear({ year, month, day }: CalendarDay, locale: NumberLocale): string {
  const name = NAMES[locale].shortMonths[month];
  return locale === 'bn-BD' ? `${digits(day, locale)} ${name}, ${digits(year, locale)}` : `${name} ${day}, ${year}`;
}

/** { day: 'numeric', month: 'short' }: Nov 3 · ৩ নভে. */
export function writeDayMonth({ month, day }: CalendarDay, locale: NumberLocale): string {
  const name = NAMES[locale].shortMonths[month];
  return locale === 'bn-BD' ? `${digits(day, locale)} ${name}` : `${name} ${day}`;
}

/** { month: 'long', year: 'numeric' }: November 2026 · নভেম্বর ২০২৬. */
export const writeMonthYear = ({ year, month }: CalendarDay, locale: NumberLocale) => `${NAMES[locale].longMonths[month]} ${digits(year, locale)}`;

/** { weekday: 'long' }: Tuesday · মঙ্গলবার. */
export const writeWeekday = ({ weekday }: CalendarDay, locale: NumberLocale) => NAMES[locale].weekdays[weekday]!;

/**
 * { weekday: 'short', hour: '2-digit', minute: '2-digit', hour12: false } of the moment's UTC fields (shift the moment
 * to the zone wanted first): Tue 22:00 · মঙ্গল ২২:০০. English as en-GB writes it (en-BD may write a.m./p.m.).
 */
export function writeShortWeekdayTime(moment: Date, locale: NumberLocale): string {
  const twoDigits = (value: number) => digits(value, locale).padStart(2, digits(0, locale));
  return `${NAMES[locale].shortWeekdays[moment.getUTCDay()]} ${twoDigits(moment.getUTCHours())}:${twoDigits(moment.getUTCMinutes())}`;
}
