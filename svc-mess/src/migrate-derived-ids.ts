import { insertOnce, type Collection, type Doc } from '@hostel/platform';
import { closureId, type MessCollections } from './mess-store';
import { menuSlotId } from './menu/menu-read-model';

/** A document on its way to its derived id: written before the original goes, removed once the copy is stored. */
export interface MoveNote extends Doc {
  collection: string;
  doc: Doc;
}

export const MOVES_COLLECTION = 'derived_id_moves';

/**
 * Moves each document stored before its collection's ids were derived under its derived id, so the switch reads it by
 * id. Their unique indexes (a day's closure, a slot's menu) forbid the copy beside the original, so the original goes
 * first, after a note of it is stored: a process stopped anywhere in between finishes the move from the note on its
 * next start, and nothing is lost. Instances starting together move each once (the second insert meets the id).
 */
async function rekey<T extends Doc>(name: string, collection: Collection<T>, idOf: (doc: T) => string, moves: Collection<MoveNote>): Promise<number> {
  let moved = 0;
  const finish = async (note: MoveNote) => {
    if (await insertOnce(collection, note.doc as T)) moved++;
    await moves.deleteOne({ _id: note._id });
  };
  for (const note of await moves.find({ collection: name })) await finish(note);
  for (const doc of await collection.find({})) {
    const _id = idOf(doc);
    if (doc._id === _id) continue;
    const note = { _id: `${name}:${_id}`, collection: name, doc: { ...doc, _id } };
    await insertOnce(moves, note);
    if ((await collection.deleteOne({ _id: doc._id })) === 0) continue;
    await finish(note);
  }
  return moved;
}

/** Closures and menu slots under their derived ids, once, before requests read them. */
export async function migrateDerivedIds(db: Pick<MessCollections, 'closures' | 'menu'>, moves: Collection<MoveNote>): Promise<void> {
  await rekey('closures', db.closures, (doc) => closureId(doc.date), moves);
  await rekey('menu', db.menu, (doc) => menuSlotId(doc.date, doc.slot), moves);
}
