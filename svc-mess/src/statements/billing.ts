import { MEAL_SLOTS, shiftDate, type MealSlot, type StatementLine } from '@hostel/contracts';
import type { SettingsTimeline } from '../settings/settings-history';

/**
 * A month's bill, computed for every boarder at once (DESIGN §9): each locked, open slot of the month is billed to
 * each boarder staying that day at the rate in force at its cutoff, less the slots their plan turned off, plus their
 * guests at the guest rate. Counting starts from "everyone on" and subtracts the stored changes, so the work grows
 * with boarders × slots of one month plus the month's changes, read in batches, never per boarder.
 */

/** A slot of the month that is billed: locked (its cutoff has passed) and not closed. */
export interface BilledSlot {
  date: string;
  slot: MealSlot;
  rate: number;
  guestRate: number;
}

/** The first and last day of `YYYY-MM`. */
export function monthDays(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
  return { first, last: shiftDate(next, -1) };
}

/**
 * The month's billed slots as of `now`: a slot is billed once it has locked (what it held at its cutoff never
 * changes after); a running month's preview so holds what is locked so far. Closed slots are never billed.
 */
export function billedSlots(month: string, timeline: SettingsTimeline, closed: ReadonlyMap<string, ReadonlySet<MealSlot>>, now: Date): BilledSlot[] {
  const { first, last } = monthDays(month);
  const slots: BilledSlot[] = [];
  for (let date = first; date <= last; date = shiftDate(date, 1)) {
    for (const slot of MEAL_SLOTS) {
      if (closed.get(date)?.has(slot)) continue;
      const { at, settings } = timeline.lockOf(date, slot);
      if (now.getTime() < at.getTime()) continue;
      slots.push({ date, slot, rate: settings.rates[slot], guestRate: settings.rates.guest });
    }
  }
  return slots;
}

/** A boarder's stays in the month: each from `from` up to, not including, `until`. */
export interface Stays {
  userId: string;
  stays: readonly { from: string; until: string }[];
}

const within = (stays: Stays['stays'], date: string) => stays.some((stay) => stay.from <= date && date < stay.until);

/** A stored change of one boarder's slot (plan_slots). */
export interface SlotChange {
  userId: string;
  date: string;
  slot: MealSlot;
  on: boolean;
  guests: number;
}

/** Meals and guests per kind and rate, in the order they first occur in the month. */
type Tally = Map<string, number>;
const keyOf = (kind: MealSlot | 'guest', rate: number) => `${kind}|${rate}`;

/** Accumulates a month's bills: the boarders first, then their changes in any order and any number of batches. */
export class MonthBill {
  private readonly bySlot = new Map<string, BilledSlot>();
  private readonly tallies = new Map<string, Tally>();
  private readonly stays = new Map<string, Stays['stays']>();

  constructor(private readonly slots: readonly BilledSlot[]) {
    for (const billed of slots) this.bySlot.set(`${billed.date}|${billed.slot}`, billed);
  }

  /** Everyone is on by default: every billed slot of each of the boarder's stays. */
  addBoarder(boarder: Stays): void {
    const tally: Tally = new Map();
    for (const billed of this.slots) {
      if (!within(boarder.stays, billed.date)) continue;
      const key = keyOf(billed.slot, billed.rate);
      tally.set(key, (tally.get(key) ?? 0) + 1);
    }
    this.tallies.set(boarder.userId, tally);
    this.stays.set(boarder.userId, boarder.stays);
  }

  /** A change of a billed slot within one of the boarder's stays: off takes the meal away; guests add guest meals. */
  addChange(change: SlotChange): void {
    const tally = this.tallies.get(change.userId);
    const stays = this.stays.get(change.userId);
    const billed = this.bySlot.get(`${change.date}|${change.slot}`);
    if (!tally || !stays || !billed || !within(stays, change.date)) return;
    if (!change.on) {
      const key = keyOf(billed.slot, billed.rate);
      tally.set(key, (tally.get(key) ?? 0) - 1);
    } else if (change.guests > 0) {
      const key = keyOf('guest', billed.guestRate);
      tally.set(key, (tally.get(key) ?? 0) + change.guests);
    }
  }

  boarders(): IterableIterator<string> {
    return this.tallies.keys();
  }

  /** The boarder's meal and guest lines (slot kinds in Breakfast, Lunch, Dinner order, then guests; by rate). */
  linesOf(userId: string): StatementLine[] {
    const tally = this.tallies.get(userId) ?? new Map<string, number>();
    const lines: StatementLine[] = [];
    for (const kind of [...MEAL_SLOTS, 'guest'] as const) {
      const rates = [...tally.entries()]
        .filter(([key, count]) => key.startsWith(`${kind}|`) && count > 0)
        .map(([key, count]) => ({ rate: Number(key.split('|')[1]), count }))
        .sort((a, b) => a.rate - b.rate);
      for (const { rate, count } of rates) lines.push({ kind, count, rate, amount: count * rate });
    }
    return lines;
  }
}

/** The sum of lines' amounts. */
export const sumOf = (lines: readonly Pick<StatementLine, 'amount'>[]): number => lines.reduce((sum, line) => sum + line.amount, 0);
