import { DEFAULT_MESS_SETTINGS, dhakaTime, type MealSlot, type MessSettings } from '@hostel/contracts';
import { billedSlots, monthDays, MonthBill, sumOf, type SlotChange } from './billing';
import { SettingsTimeline } from '../settings/settings-history';

// November 2026 by hand: rates 30/60/60, guests 80, until an admin's change at 12:00 on the 15th sets Lunch 70 and
// guests 100; the 20th is closed; boarder A stays the month with a 10-day leave (3rd–12th) and 3 guest meals,
// boarder B joins on the 16th.
const raised: MessSettings = { ...DEFAULT_MESS_SETTINGS, rates: { ...DEFAULT_MESS_SETTINGS.rates, Lunch: 70, guest: 100 } };
const timeline = new SettingsTimeline([
  { from: new Date(0).toISOString(), settings: DEFAULT_MESS_SETTINGS },
  { from: dhakaTime('2026-11-15', '12:00').toISOString(), settings: raised },
]);
const closed = new Map<string, Set<MealSlot>>([['2026-11-20', new Set<MealSlot>(['Breakfast', 'Lunch', 'Dinner'])]]);

const leave = (userId: string, from: number, to: number): SlotChange[] =>
  Array.from({ length: to - from + 1 }, (_, index) => `2026-11-${String(from + index).padStart(2, '0')}`).flatMap((date) =>
    (['Breakfast', 'Lunch', 'Dinner'] as const).map((slot) => ({ userId, date, slot, on: false, guests: 0 })),
  );

function november(now: Date) {
  const bill = new MonthBill(billedSlots('2026-11', timeline, closed, now));
  bill.addBoarder({ userId: 'a', stays: [{ from: '2026-09-01', until: '9999-12-31' }] });
  bill.addBoarder({ userId: 'b', stays: [{ from: '2026-11-16', until: '9999-12-31' }] });
  const changes: SlotChange[] = [
    ...leave('a', 3, 12),
    { userId: 'a', date: '2026-11-14', slot: 'Lunch', on: true, guests: 1 },
    { userId: 'a', date: '2026-11-25', slot: 'Dinner', on: true, guests: 2 },
    // Closed that day: never billed, whatever the plan says.
    { userId: 'a', date: '2026-11-20', slot: 'Dinner', on: true, guests: 3 },
    // Before B joined: not B's to bill.
    { userId: 'b', date: '2026-11-10', slot: 'Lunch', on: true, guests: 2 },
    // Another month's change is not this month's.
    { userId: 'a', date: '2026-12-01', slot: 'Lunch', on: false, guests: 0 },
  ];
  for (const change of changes) bill.addChange(change);
  return bill;
}

describe('a month’s bill (DESIGN §9)', () => {
  it('when the month has ended, then each slot kind is billed at the rate of its cutoff, less leave and closures, with guests', () => {
    const bill = november(dhakaTime('2026-12-01', '09:00'));
    // A: 29 open days; Lunch on the 15th locked at 10:00, before the change (60); from the 16th on, 70.
    expect(bill.linesOf('a')).toEqual([
      { kind: 'Breakfast', count: 19, rate: 30, amount: 570 },
      { kind: 'Lunch', count: 5, rate: 60, amount: 300 },
      { kind: 'Lunch', count: 14, rate: 70, amount: 980 },
      { kind: 'Dinner', count: 19, rate: 60, amount: 1140 },
      { kind: 'guest', count: 1, rate: 80, amount: 80 },
      { kind: 'guest', count: 2, rate: 100, amount: 200 },
    ]);
    expect(sumOf(bill.linesOf('a'))).toBe(3270);
    // B: the 16th to the 30th without the 20th, 14 days.
    expect(sumOf(bill.linesOf('b'))).toBe(14 * 30 + 14 * 70 + 14 * 60);
  });

  it('when the month is running, then the preview holds only the slots locked so far', () => {
    // 12:00 on the 10th: Breakfast and Lunch of the 1st–10th are locked, Dinner of the 1st–9th.
    const bill = november(dhakaTime('2026-11-10', '12:00'));
    expect(bill.linesOf('a')).toEqual([
      { kind: 'Breakfast', count: 2, rate: 30, amount: 60 },
      { kind: 'Lunch', count: 2, rate: 60, amount: 120 },
      { kind: 'Dinner', count: 2, rate: 60, amount: 120 },
    ]);
    expect(bill.linesOf('b')).toEqual([]);
  });

  it('when a boarder left and came back within the month, then each stay’s days are billed and the days between are not', () => {
    const bill = new MonthBill(billedSlots('2026-11', new SettingsTimeline([], DEFAULT_MESS_SETTINGS), new Map(), dhakaTime('2026-12-01', '09:00')));
    bill.addBoarder({ userId: 'c', stays: [{ from: '2026-11-01', until: '2026-11-06' }, { from: '2026-11-26', until: '9999-12-31' }] });
    // Off on a day between the stays: nothing to take away.
    bill.addChange({ userId: 'c', date: '2026-11-15', slot: 'Lunch', on: false, guests: 0 });
    bill.addChange({ userId: 'c', date: '2026-11-27', slot: 'Lunch', on: false, guests: 0 });
    // The 1st–5th and the 26th–30th: ten days, one lunch off.
    expect(bill.linesOf('c')).toEqual([
      { kind: 'Breakfast', count: 10, rate: 30, amount: 300 },
      { kind: 'Lunch', count: 9, rate: 60, amount: 540 },
      { kind: 'Dinner', count: 10, rate: 60, amount: 600 },
    ]);
  });

  it('when a month is named, then its days run from the 1st to its last, leap years included', () => {
    expect(monthDays('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthDays('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });

  it('when no change of settings was recorded, then the current settings apply to every slot', () => {
    const current = { ...DEFAULT_MESS_SETTINGS, rates: { ...DEFAULT_MESS_SETTINGS.rates, Dinner: 55 } };
    expect(new SettingsTimeline([], current).at('2026-11-02', 'Dinner').rates.Dinner).toBe(55);
  });
});
