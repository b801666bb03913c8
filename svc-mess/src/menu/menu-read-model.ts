import { MEAL_SLOTS, menuSlotChangedSchema, type MealSlot } from '@hostel/contracts';
import { derivedId } from '../derived-id';
import { DuplicateKeyError, type Collection, type Doc, type DocumentStore, type EventEnvelope } from '@hostel/platform';

export interface SlotMeal {
  id: string;
  title: string;
}

/** svc-meals' menu as its `menu.slot_changed` events said: one document per slot that was ever set. */
export interface MenuSlotDoc extends Doc {
  date: string;
  slot: MealSlot;
  meals: SlotMeal[];
  /** When svc-meals set it: of two events arriving out of order, the later setting stays. */
  updatedAt: string;
}

export type MenuSlots = Collection<MenuSlotDoc>;

export async function menuSlotsCollection(store: DocumentStore): Promise<MenuSlots> {
  const menu = store.collection<MenuSlotDoc>('menu_slots');
  await menu.createIndex({ date: 1, slot: 1 }, { unique: true });
  return menu;
}

/**
 * Applies a `menu.slot_changed` (validated: a bad payload throws and dead-letters). Only a newer setting replaces the
 * stored one, so a redelivery or an older event arriving late changes nothing: the insert meets the slot's id, and
 * the update's filter then misses the newer document.
 */
export async function applyMenuEvent(menu: MenuSlots, event: EventEnvelope): Promise<void> {
  const { date, slot, meals, updatedAt } = menuSlotChangedSchema.parse(event.data);
  const _id = menuSlotId(date, slot);
  try {
    await menu.insertOne({ _id, date, slot, meals, updatedAt });
  } catch (err) {
    if (!(err instanceof DuplicateKeyError)) throw err;
    await menu.updateOne({ _id, updatedAt: { $lt: updatedAt } }, { $set: { meals, updatedAt } });
  }
}

/** A slot's menu document: under this id, so a switch reads it by id (migrate-derived-ids.ts moves older ones). */
export const menuSlotId = (date: string, slot: MealSlot) => derivedId('menu', date, slot);

const keyOf = (date: string, slot: string) => `${date}|${slot}`;

/** The meals of every slot set in [from, to]; `of(date, slot)` is [] for a slot the menu leaves empty. */
export async function menuBetween(menu: MenuSlots, from: string, to: string): Promise<{ of: (date: string, slot: MealSlot) => SlotMeal[] }> {
  const docs = await menu.find({ date: { $gte: from, $lte: to } });
  const byKey = new Map(docs.map((doc) => [keyOf(doc.date, doc.slot), doc.meals]));
  return { of: (date, slot) => byKey.get(keyOf(date, slot)) ?? [] };
}

/** The same for these days, each slot's document read by its id (FerretDB reads a range of dates by a scan). */
export async function menuOfDays(menu: MenuSlots, dates: string[]): Promise<{ of: (date: string, slot: MealSlot) => SlotMeal[] }> {
  const docs = await Promise.all(dates.flatMap((date) => MEAL_SLOTS.map((slot) => menu.findOne({ _id: menuSlotId(date, slot) }))));
  const byKey = new Map(docs.filter((doc) => doc !== null).map((doc) => [keyOf(doc.date, doc.slot), doc.meals]));
  return { of: (date, slot) => byKey.get(keyOf(date, slot)) ?? [] };
}
