import { openTempStore, type TempStore } from '@hostel/platform/testing';
import { closureId, messCollections, type MessCollections } from './mess-store';
import { menuSlotId } from './menu/menu-read-model';
import { migrateDerivedIds } from './migrate-derived-ids';

describe('moving closures and menu slots under their derived ids', () => {
  let temp: TempStore;
  let db: MessCollections;

  beforeEach(async () => {
    temp = await openTempStore('mess-derived-ids');
    db = await messCollections(temp.store);
  });
  afterEach(() => temp.dispose());

  it('when documents were stored under random ids, then each is found by its derived id, once, with all its fields', async () => {
    await db.closures.insertOne({ date: '2026-12-03', slots: ['Lunch'], reason: 'Exam day' });
    await db.menu.insertOne({ date: '2026-12-03', slot: 'Dinner', meals: [{ id: 'm1', title: 'Khichuri' }], updatedAt: '2026-12-01T00:00:00.000Z' });

    await migrateDerivedIds(db);
    await migrateDerivedIds(db);

    expect(await db.closures.find({})).toEqual([{ _id: closureId('2026-12-03'), date: '2026-12-03', slots: ['Lunch'], reason: 'Exam day' }]);
    expect(await db.menu.find({})).toEqual([expect.objectContaining({ _id: menuSlotId('2026-12-03', 'Dinner'), meals: [{ id: 'm1', title: 'Khichuri' }] })]);
  });
});
