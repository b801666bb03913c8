import { openTempStore, type TempStore } from '@hostel/platform/testing';
import { closureId, messCollections, type MessCollections } from './mess-store';
import { menuSlotId } from './menu/menu-read-model';
import type { Collection } from '@hostel/platform';
import { migrateDerivedIds, MOVES_COLLECTION, type MoveNote } from './migrate-derived-ids';

describe('moving closures and menu slots under their derived ids', () => {
  let temp: TempStore;
  let db: MessCollections;
  let moves: Collection<MoveNote>;

  beforeEach(async () => {
    temp = await openTempStore('mess-derived-ids');
    db = await messCollections(temp.store);
    moves = temp.store.collection<MoveNote>(MOVES_COLLECTION);
  });
  afterEach(() => temp.dispose());

  it('when documents were stored under random ids, then each is found by its derived id, once, with all its fields', async () => {
    await db.closures.insertOne({ date: '2026-12-03', slots: ['Lunch'], reason: 'Exam day' });
    await db.menu.insertOne({ date: '2026-12-03', slot: 'Dinner', meals: [{ id: 'm1', title: 'Khichuri' }], updatedAt: '2026-12-01T00:00:00.000Z' });

    await migrateDerivedIds(db, moves);
    await migrateDerivedIds(db, moves);

    expect(await db.closures.find({})).toEqual([{ _id: closureId('2026-12-03'), date: '2026-12-03', slots: ['Lunch'], reason: 'Exam day' }]);
    expect(await db.menu.find({})).toEqual([expect.objectContaining({ _id: menuSlotId('2026-12-03', 'Dinner'), meals: [{ id: 'm1', title: 'Khichuri' }] })]);
  });

  it('when a start stopped after an original was removed, then the next start stores its copy from the note', async () => {
    const closure = { _id: closureId('2026-12-04'), date: '2026-12-04', slots: ['Dinner' as const], reason: 'Eid' };
    // What a start leaves that stopped between removing the original and storing its copy.
    await moves.insertOne({ _id: `closures:${closure._id}`, collection: 'closures', doc: closure });

    await migrateDerivedIds(db, moves);

    expect(await db.closures.find({})).toEqual([closure]);
    expect(await moves.find({})).toEqual([]);
  });
});
