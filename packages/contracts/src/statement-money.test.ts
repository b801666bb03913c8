import { amountDueOf, dueDateOf, lateDaysOf, lateFeeOf, nextMonth } from './statement-money';

const terms = { dueDate: '2026-12-10', lateFeePerDay: 20, lateFeeMaxDays: 10 };

describe('a statement’s money (due date, late fee, amount due)', () => {
  it('when a month is closed, then it falls due on the settings’ day of the next month, across the year end', () => {
    expect(dueDateOf('2026-11', 10)).toBe('2026-12-10');
    expect(dueDateOf('2026-12', 5)).toBe('2027-01-05');
    expect(nextMonth('2026-09')).toBe('2026-10');
  });

  it('when it is the due date or the day after in Dhaka, then no late fee is owed yet', () => {
    expect(lateFeeOf(terms, new Date('2026-12-10T23:59:00+06:00'))).toBe(0);
    expect(lateFeeOf(terms, new Date('2026-12-11T23:59:59+06:00'))).toBe(0);
  });

  it('when full Dhaka days have passed after the due date, then each costs lateFeePerDay', () => {
    // 2026-12-12 00:00 in Dhaka is 2026-12-11 18:00 UTC: the 11th has ended, one full day late.
    expect(lateDaysOf(terms, new Date('2026-12-11T18:00:00Z'))).toBe(1);
    expect(lateFeeOf(terms, new Date('2026-12-11T18:00:00Z'))).toBe(20);
    expect(lateFeeOf(terms, new Date('2026-12-14T10:00:00+06:00'))).toBe(60);
  });

  it('when more days have passed than lateFeeMaxDays, then the fee stops at the cap', () => {
    expect(lateDaysOf(terms, new Date('2027-03-01T00:00:00+06:00'))).toBe(80); // 21 days of December from the 11th, 31 of January, 28 of February
    expect(lateFeeOf(terms, new Date('2027-03-01T00:00:00+06:00'))).toBe(200);
    expect(amountDueOf({ ...terms, subtotal: 4_530 }, new Date('2027-03-01T00:00:00+06:00'))).toBe(4_730);
  });

  it('when it was paid, then the fee stays what it was at the payment', () => {
    const paid = { ...terms, paidAt: '2026-12-13T12:00:00+06:00' };
    expect(lateFeeOf(paid, new Date('2027-02-01T00:00:00+06:00'))).toBe(40);
    expect(lateFeeOf({ ...terms, paidAt: new Date('2026-12-09T12:00:00+06:00') }, new Date('2027-02-01T00:00:00+06:00'))).toBe(0);
  });

  it('when nothing is owed (no meals, or a credit), then no late fee accrues', () => {
    const late = new Date('2027-01-01T00:00:00+06:00');
    expect(amountDueOf({ ...terms, subtotal: 0 }, late)).toBe(0);
    expect(amountDueOf({ ...terms, subtotal: -50 }, late)).toBe(-50);
  });

  it('when the fee is switched off (0 per day or 0 days), then nothing accrues', () => {
    const late = new Date('2027-01-01T00:00:00+06:00');
    expect(amountDueOf({ ...terms, lateFeePerDay: 0, subtotal: 100 }, late)).toBe(100);
    expect(amountDueOf({ ...terms, lateFeeMaxDays: 0, subtotal: 100 }, late)).toBe(100);
  });
});
