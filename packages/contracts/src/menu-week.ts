/**
 * The hostel's calendar: menus run Monday to Sunday by ISO week (`2026-W53`), and "today" is the date in Dhaka,
 * whatever the server's or the browser's own time zone. Dates are calendar days (`YYYY-MM-DD`) without a time.
 */
/**
 * Bangladesh Standard Time is UTC+6 all year (no daylight saving since 2009), so Dhaka's calendar is a fixed shift
 * of UTC: no time-zone database needed (in a browser, a time-zone-aware date is a long task on a slow phone; a
 * shifted timestamp costs nothing). `dhakaTime` writes a Dhaka wall-clock time as an instant.
 */
export const DHAKA_UTC_OFFSET = '+06:00';
/** Asia/Dhaka's offset from UTC, the same all year (Bangladesh keeps no daylight saving time). */
export const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** The instant of a Dhaka calendar day and wall-clock time, e.g. dhakaTime('2026-11-24', '20:30'). */
export const dhakaTime = (date: string, time = '00:00'): Date => new Date(`${date}T${time}:00${DHAKA_UTC_OFFSET}`);

/*
 * Calendar arithmetic on UTC midnights: a calendar day is the same day in every time zone, so its UTC midnight
 * stands for it, and days and weeks are fixed numbers of milliseconds apart. No date library: every page's first
 * load carries this module, and parsing and formatting fixed-width ISO strings needs no locale data.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');
/** Monday 0 … Sunday 6. */
const isoWeekday = (utcMidnight: number) => (new Date(utcMidnight).getUTCDay() + 6) % 7;
const dateString = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/** The ISO week of a day: the week (Monday to Sunday) belongs to the year its Thursday is in. */
function isoWeekOf(utcMidnight: number): string {
  const thursday = utcMidnight + (3 - isoWeekday(utcMidnight)) * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  return `${year}-W${pad(Math.floor((thursday - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1)}`;
}

/** A week's Monday (its UTC midnight), or undefined when the year has no such week (2027-W53). */
function mondayOf(week: string): number | undefined {
  const match = /^([0-9]{4})-W([0-9]{2})$/.exec(week);
  if (!match) return undefined;
  // Week 1 is the week of 4 January.
  const january4 = Date.UTC(Number(match[1]), 0, 4);
  const monday = january4 - isoWeekday(january4) * DAY_MS + (Number(match[2]) - 1) * 7 * DAY_MS;
  return Number(match[2]) >= 1 && isoWeekOf(monday) === week ? monday : undefined;
}

/**
 * The menu's years. Patterns that say exactly which weeks and days exist (which years have a week 53, which a
 * 29 February) let the API document refuse a week or day that does not exist instead of only the server doing so.
 */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2099;
const YEARS = `20[0-9]{2}`;
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
/**
 * A year has a week 53 when it starts on a Thursday, or on a Wednesday in a leap year (its 4 January is then a
 * Sunday or a Saturday). The rule, not a trial of each year's week 53: this module is evaluated on every page's first
 * load, and a hundred trials were a measurable share of that.
 */
export const hasWeek53 = (year: number): boolean => {
  const weekday = isoWeekday(Date.UTC(year, 0, 1));
  return weekday === 3 || (weekday === 2 && isLeapYear(year));
};
const LONG_YEARS = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, index) => FIRST_YEAR + index).filter(hasWeek53);
/** An ISO week of 2000–2099 that exists: weeks 01–52 of every year, 53 of the years that have one. */
export const WEEK_PATTERN = new RegExp(`^(${YEARS}-W(0[1-9]|[1-4][0-9]|5[0-2])|(${LONG_YEARS.join('|')})-W53)$`);
/** A calendar day of 2000–2099 (2000 and every fourth year after it have a 29 February). */
export const DATE_PATTERN = new RegExp(
  `^(${YEARS}-(0[1-9]|1[0-2])-(0[1-9]|1[0-9]|2[0-8])|${YEARS}-(0[13-9]|1[0-2])-(29|30)|${YEARS}-(0[13578]|1[02])-31|20(0[048]|[2468][048]|[13579][26])-02-29)$`,
);

/** A calendar day's UTC midnight, or undefined when it is no day (2026-02-30). */
function dayOf(date: string): number | undefined {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(date);
  if (!match) return undefined;
  const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dateString(day) === date ? day : undefined;
}

/** A week the menu can hold: it exists, in 2000–2099. */
export const isIsoWeek = (week: string): boolean => WEEK_PATTERN.test(week);
/** A real calendar day of 2000–2099: 2026-02-30 is not one. */
export const isCalendarDate = (date: string): boolean => DATE_PATTERN.test(date);

/** Today's date in Dhaka. */
export const todayInDhaka = (now: Date = new Date()): string => new Date(now.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);

/** The ISO week a calendar day belongs to (2027-01-01 is in 2026-W53). */
export function weekOfDate(date: string): string {
  const day = dayOf(date);
  if (!day) throw new RangeError(`not a date: ${date}`);
  return isoWeekOf(day);
}

/** This week in Dhaka. */
export const currentWeek = (now: Date = new Date()): string => weekOfDate(todayInDhaka(now));

/** The seven days of a week, Monday to Sunday. */
export function weekDates(week: string): string[] {
  const monday = mondayOf(week);
  if (!monday) throw new RangeError(`not an ISO week: ${week}`);
  return Array.from({ length: 7 }, (_, index) => dateString(monday + index * DAY_MS));
}

/** The week `weeks` after (or before, when negative) the given one. */
export function shiftWeek(week: string, weeks: number): string {
  const monday = mondayOf(week);
  if (!monday) throw new RangeError(`not an ISO week: ${week}`);
  return isoWeekOf(monday + weeks * 7 * DAY_MS);
}

/** The calendar day `days` after the given one. */
export function shiftDate(date: string, days: number): string {
  const day = dayOf(date);
  if (!day) throw new RangeError(`not a date: ${date}`);
  return dateString(day + days * DAY_MS);
}

/** The weekday's name of a calendar day, e.g. 'Monday'. */
export function weekdayOf(date: string): string {
  const day = dayOf(date);
  if (!day) throw new RangeError(`not a date: ${date}`);
  return WEEKDAYS[isoWeekday(day)]!;
}
