import { formatDay, formatDayMonth, formatMonth, formatTaka, timeAgo } from './format';

describe('format', () => {
  afterEach(() => jest.restoreAllMocks());

  it("when prices, ratings, counts, the year, calendar dates and relative times are written, then no Intl formatter is made; a moment with its time makes one, and later moments reuse it", async () => {
    const numbers = jest.spyOn(Intl, 'NumberFormat');
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    const relatives = jest.spyOn(Intl, 'RelativeTimeFormat');
    await jest.isolateModulesAsync(async () => {
      const { formatTaka, formatOneDecimal, formatNumber, formatYear, formatFixed, formatDay, formatDayMonth, formatMonth, formatWeekday, formatDate, formatDateTime, timeAgo } = await import('./format');

      expect(formatTaka(250)).toBe('250 TK');
      expect(formatTaka(1234.5)).toBe('1,234.5 TK');
      expect(formatOneDecimal(4.25)).toBe('4.3');
      expect(formatNumber(95000)).toBe('95,000');
      expect(formatFixed(4.5, 1)).toBe('4.5');
      expect(formatYear(new Date('2026-06-01T00:00:00Z'))).toBe('2026');
      expect(formatDay('2027-02-10')).toBe('Feb 10, 2027');
      expect(formatDayMonth('2026-11-24')).toBe('Nov 24');
      expect(formatMonth('2026-11')).toBe('November 2026');
      expect(formatWeekday('2026-11-24')).toBe('Tuesday');
      expect(formatDate(new Date(2026, 10, 24, 23, 30))).toBe('Nov 24, 2026');
      expect(timeAgo('2026-11-23T12:00:00Z', Date.parse('2026-11-24T12:00:00Z'))).toBe('yesterday');
      expect(numbers).not.toHaveBeenCalled();
      expect(dates).not.toHaveBeenCalled();
      expect(relatives).not.toHaveBeenCalled();

      formatDateTime('2027-02-10T08:15:00Z');
      formatDateTime('2027-02-11T08:15:00Z');
      expect(dates).toHaveBeenCalledTimes(1);
    });
  });

  it('when a menu day is formatted, then it is that calendar day whatever the time zone', () => {
    // The day is never the one before, whatever the browser's time zone.
    expect(formatDayMonth('2026-12-28').split(' ').sort()).toEqual(['28', 'Dec']);
    expect(formatDayMonth('2027-01-03').split(' ').sort()).toEqual(['3', 'Jan']);
  });

  it('when a bill has a credit or a month, then the credit’s minus comes before the taka sign, and the month and the due day are those calendar ones whatever the time zone', () => {
    expect(formatTaka(-50)).toBe('-50 TK');
    expect(formatTaka(0)).toBe('0 TK');
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatMonth('2027-01')).toBe('January 2027');
    // A due date is that calendar day, never the one before (the 10th at midnight in Dhaka is the 9th in UTC).
    expect(formatDay('2027-02-10').split(/[ ,]+/).sort()).toEqual(['10', '2027', 'Feb']);
  });

  it('when a time is an hour old, then timeAgo says so; an unreadable one gives nothing', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');

    expect(timeAgo('2026-11-24T11:00:00Z', now)).toBe('1 hour ago');
    expect(timeAgo('not a date', now)).toBe('');
  });
});
