import { monthEnded, monthOf } from './months';

describe('months in Dhaka', () => {
  it('when the UTC evening of a month’s last day is already the next day in Dhaka, then that next month runs and the last one has ended', () => {
    const dhakaNewMonth = new Date('2026-11-30T18:30:00Z');

    expect(monthOf(dhakaNewMonth)).toBe('2026-12');
    expect(monthEnded('2026-11', dhakaNewMonth)).toBe(true);
    expect(monthEnded('2026-11', new Date('2026-11-30T17:59:00Z'))).toBe(false);
  });
});
