import type { Collection, Doc, DocumentStore, OutboxFields } from '@hostel/platform';
import type { MealSlot } from '@hostel/contracts';

/**
 * One slot of one day: the meals it serves, in the admin's order. A day without a document serves nothing. It carries
 * its `menu.slot_changed` events until relayed (outbox).
 */
export interface MenuSlotDoc extends Doc, OutboxFields {
  /** YYYY-MM-DD, a calendar day in Dhaka. */
  date: string;
  slot: MealSlot;
  mealIds: string[];
  updatedAt: string;
}

export type MenuCollection = Collection<MenuSlotDoc>;

/**
 * A document per slot, so replacing one slot is one single-document upsert, and two admins filling different
 * slots of a day never overwrite each other.
 */
export async function menuCollection(store: DocumentStore): Promise<MenuCollection> {
  const menu = store.collection<MenuSlotDoc>('menu_slots');
  await Promise.all([menu.createIndex({ date: 1, slot: 1 }, { unique: true }), menu.createIndex({ mealIds: 1, date: 1 })]);
  return menu;
}
