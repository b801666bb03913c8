import { formatDay, formatDayMonth, formatMonth, formatTaka, timeAgo } from './format';

describe('format', () => {
  afterEach(() => jest.restoreAllMocks());

  it('when the module loads, then it makes no Intl formatter; the first use makes one, and later uses reuse it', async () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    await jest.isolateModulesAsync(async () => {
      const { formatTaka } = await import('./format');
      expect(made).not.toHaveBeenCalled();

      expect(formatTaka(250)).toBe('৳250');
      expect(formatTaka(1234.5)).toBe('৳1,234.5');
      expect(made).toHaveBeenCalledTimes(1);
    });
  });

  it('when a menu day is formatted, then it is that calendar day whatever the time zone', () => {
    // The order of day and month is the locale data's (Chromium: '28 Dec'); the day is never the one before.
    expect(formatDayMonth('2026-12-28').split(' ').sort()).toEqual(['28', 'Dec']);
    expect(formatDayMonth('2027-01-03').split(' ').sort()).toEqual(['3', 'Jan']);
  });

  it('when a bill has a credit or a month, then the credit’s minus comes before the taka sign, and the month and the due day are those calendar ones whatever the time zone', () => {
    expect(formatTaka(-50)).toBe('-৳50');
    expect(formatTaka(0)).toBe('৳0');
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
