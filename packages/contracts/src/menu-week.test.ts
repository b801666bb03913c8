import { currentWeek, hasWeek53, isCalendarDate, isIsoWeek, shiftDate, shiftWeek, todayInDhaka, weekdayOf, weekDates, weekOfDate } from './menu-week';

describe('the menu calendar (ISO weeks, Asia/Dhaka)', () => {
  it('when a year ends mid-week, then the days up to Sunday belong to the old year’s last week', () => {
    expect(weekOfDate('2026-12-28')).toBe('2026-W53');
    expect(weekOfDate('2027-01-01')).toBe('2026-W53');
    expect(weekOfDate('2027-01-03')).toBe('2026-W53');
    expect(weekOfDate('2027-01-04')).toBe('2027-W01');
  });

  it('when a year starts late in a week, then its first days can belong to the year before (and the reverse)', () => {
    expect(weekOfDate('2025-12-29')).toBe('2026-W01');
    expect(weekOfDate('2021-01-03')).toBe('2020-W53');
  });

  it('when a week is listed, then it runs Monday to Sunday across the year end', () => {
    expect(weekDates('2026-W53')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(weekDates('2026-W01')[0]).toBe('2025-12-29');
    expect(weekdayOf(weekDates('2024-W09')[0]!)).toBe('Monday');
    expect(weekDates('2024-W09')).toContain('2024-02-29');
  });

  it('when moving a week on or back, then the ISO year follows', () => {
    expect(shiftWeek('2026-W53', 1)).toBe('2027-W01');
    expect(shiftWeek('2027-W01', -1)).toBe('2026-W53');
    expect(shiftWeek('2027-W52', 1)).toBe('2028-W01');
    expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('when a year has 52 weeks, then its week 53 does not exist', () => {
    expect(isIsoWeek('2026-W53')).toBe(true);
    expect(isIsoWeek('2027-W53')).toBe(false);
    expect(isIsoWeek('2026-W00')).toBe(false);
    expect(isIsoWeek('2026-W5')).toBe(false);
    expect(() => weekDates('2027-W53')).toThrow(RangeError);
  });

  it('when a date is not a calendar day, then it is refused', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('26-01-01')).toBe(false);
  });

  it('when it is just after midnight in Dhaka, then today and this week are Dhaka’s, not UTC’s', () => {
    // 18:01 UTC on Sunday 3 January 2027 is 00:01 on Monday 4 January in Dhaka (UTC+6).
    const justAfterMidnight = new Date('2027-01-03T18:01:00Z');
    expect(todayInDhaka(justAfterMidnight)).toBe('2027-01-04');
    expect(currentWeek(justAfterMidnight)).toBe('2027-W01');
    // One minute before midnight Dhaka it is still the old week.
    const beforeMidnight = new Date('2027-01-03T17:59:00Z');
    expect(todayInDhaka(beforeMidnight)).toBe('2027-01-03');
    expect(currentWeek(beforeMidnight)).toBe('2026-W53');
    // New Year's first half hour in Dhaka is still 31 December in UTC.
    expect(todayInDhaka(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  });
});

describe('the exact week and day patterns', () => {
  it('when every week and day of 2000–2099 is checked, then the patterns agree with the calendar itself', () => {
    for (let day = new Date(Date.UTC(1999, 11, 1)); day.getUTCFullYear() < 2101; day.setUTCDate(day.getUTCDate() + 1)) {
      const date = day.toISOString().slice(0, 10);
      const inRange = date >= '2000-01-01' && date <= '2099-12-31';
      expect([date, isCalendarDate(date)]).toEqual([date, inRange]);
      const week = weekOfDate(date);
      expect([week, isIsoWeek(week)]).toEqual([week, week >= '2000-W01' && week <= '2099-W53']);
    }
    expect(isIsoWeek('2099-W53')).toBe(true);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('2100-02-28')).toBe(false);
  });

  it('when a year’s 28 December falls in week 53, then the year is one with a week 53, and only then (2000–2099)', () => {
    for (let year = 2000; year <= 2099; year += 1) {
      // 28 December is always in its year's last ISO week.
      expect([year, hasWeek53(year)]).toEqual([year, weekOfDate(`${year}-12-28`) === `${year}-W53`]);
      expect(isIsoWeek(`${year}-W53`)).toBe(hasWeek53(year));
    }
  });
});
