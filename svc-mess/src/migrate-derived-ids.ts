import { insertOnce, type Collection, type Doc } from '@hostel/platform';
import { closureId, type MessCollections } from './mess-store';
import { menuSlotId } from './menu/menu-read-model';

/**
 * Moves each document stored before its collection's ids were derived under its derived id, so the switch reads it by
 * id. Their unique indexes (a day's closure, a slot's menu) forbid the copy beside the original, so the original goes
 * first: a process stopped between the two loses that one document (a closure to set again; a menu slot until
 * svc-meals changes it). Instances starting together move each once (the second insert meets the id).
 */
async function rekey<T extends Doc>(collection: Collection<T>, idOf: (doc: T) => string): Promise<number> {
  let moved = 0;
  for (const doc of await collection.find({})) {
    const _id = idOf(doc);
    if (doc._id === _id) continue;
    if ((await collection.deleteOne({ _id: doc._id })) === 0) continue;
    if (await insertOnce(collection, { ...doc, _id })) moved++;
  }
  return moved;
}

/** Closures and menu slots under their derived ids, once, before requests read them. */
export async function migrateDerivedIds(db: Pick<MessCollections, 'closures' | 'menu'>): Promise<void> {
  await rekey(db.closures, (doc) => closureId(doc.date));
  await rekey(db.menu, (doc) => menuSlotId(doc.date, doc.slot));
}
