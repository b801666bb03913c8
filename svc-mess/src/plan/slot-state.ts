import type { MealSlot, PlanSlot } from '@hostel/contracts';
import type { ClosureDoc, PlanSlotDoc } from '../mess-store';
import type { SlotMeal } from '../menu/menu-read-model';
import type { SettingsTimeline } from '../settings/settings-history';

/** What one slot of one boarder is: the default (on, no guests) unless a closure or a stored change says otherwise. */
export function slotState(
  timeline: SettingsTimeline,
  now: Date,
  input: { date: string; slot: MealSlot; boarding: boolean; stored?: PlanSlotDoc; closure?: ClosureDoc; meals?: SlotMeal[] },
): PlanSlot {
  const { date, slot, stored, closure } = input;
  const base = { slot, locked: timeline.isLocked(date, slot, now), cutoffAt: timeline.cutoffAt(date, slot).toISOString(), meals: input.meals ?? [] };
  if (closure?.slots.includes(slot)) return { ...base, on: false, guests: 0, source: 'closure' };
  // Days outside the boarder's stay have no meal to switch.
  if (!input.boarding) return { ...base, on: false, guests: 0, source: 'default' };
  if (stored) return { ...base, on: stored.on, guests: stored.on ? stored.guests : 0, source: stored.source };
  return { ...base, on: true, guests: 0, source: 'default' };
}
