import type { EntryDoc } from './entry-store';
import { owingBeforeLateFees, snapshotOf } from './statement-snapshot';

const november = { month: '2026-11', issuedAt: '2026-12-01T00:00:00.000Z' };
let next = 0;
const entry = (kind: EntryDoc['kind'], amount: number, at: string, month?: string): EntryDoc => ({ _id: `e${++next}`, userId: 'u1', at, kind, amount, ...(month ? { month } : {}), ref: 'st', by: 'system' });

describe('a statement read from its account', () => {
  it('when an advance was paid before the close, then it is the opening balance and the statement closes paid', () => {
    const entries = [entry('payment', -3000, '2026-11-20T00:00:00.000Z'), entry('meals', 2700, november.issuedAt, '2026-11')];
    expect(snapshotOf(november, entries)).toEqual({ opening: -3000, charges: 2700, lateFee: 0, lateDays: 0, payments: 0, closing: -300, paidAt: november.issuedAt });
  });

  it('when paid in two parts after the close, then it is due after the first and paid at the second', () => {
    const meals = entry('meals', 2700, november.issuedAt, '2026-11');
    const first = entry('payment', -1000, '2026-12-03T00:00:00.000Z');
    const second = entry('payment', -1700, '2026-12-05T00:00:00.000Z');
    expect(snapshotOf(november, [meals, first])).toMatchObject({ payments: 1000, closing: 1700 });
    expect(snapshotOf(november, [meals, first, second])).toMatchObject({ payments: 2700, closing: 0, paidAt: second.at });
  });

  it('when the paying payment is refunded, then the statement is due again and has no paid time', () => {
    const entries = [entry('meals', 2700, november.issuedAt, '2026-11'), entry('payment', -2700, '2026-12-03T00:00:00.000Z'), entry('refund', 2700, '2026-12-04T00:00:00.000Z')];
    const snapshot = snapshotOf(november, entries);
    expect(snapshot).toMatchObject({ payments: 0, closing: 2700 });
    expect(snapshot).not.toHaveProperty('paidAt');
  });

  it('when late fees and a later month are posted, then the fees are this month’s charges and the later month is not', () => {
    const entries = [
      entry('meals', 2700, november.issuedAt, '2026-11'),
      entry('late fee', 20, '2026-12-11T18:00:00.000Z', '2026-11'),
      entry('meals', 3000, '2027-01-01T00:00:00.000Z', '2026-12'),
    ];
    expect(snapshotOf(november, entries)).toMatchObject({ opening: 0, charges: 2720, lateFee: 20, lateDays: 1, closing: 2720 });
    expect(owingBeforeLateFees(november, entries, '2026-12-31T00:00:00.000Z')).toBe(2700);
  });
});
