import { openTempStore, type TempStore } from '@hostel/platform/testing';
import { messCollections, type MessCollections } from '../mess-store';
import { withCountMarks } from './count-marks';

describe('marking a change of counts', () => {
  let temp: TempStore;
  let db: MessCollections;

  beforeEach(async () => {
    temp = await openTempStore('mess-count-marks');
    db = await messCollections(temp.store);
  });
  afterEach(() => temp.dispose());

  it('when a write changes some slots, then an intent is written before it and a written mark after, each slot once', async () => {
    let marksDuringWrite = -1;

    const result = await withCountMarks(db.countMarks, [{ date: '2026-12-02', slot: 'Lunch' }, { date: '2026-12-02', slot: 'Lunch' }], async () => {
      marksDuringWrite = await db.countMarks.count({});
      return 'done';
    });

    expect(result).toBe('done');
    expect(marksDuringWrite).toBe(1);
    const marks = await db.countMarks.find({}, { sort: { written: 1 } });
    expect(marks).toEqual([expect.objectContaining({ written: false, slots: [{ date: '2026-12-02', slot: 'Lunch' }] }), expect.objectContaining({ written: true, intent: marks[0]!._id })]);
  });

  it('when the write fails, then its written mark still follows and its error is passed on; no slot, no mark', async () => {
    await expect(withCountMarks(db.countMarks, [{ date: '2026-12-02', slot: 'Dinner' }], () => Promise.reject(new Error('store down')))).rejects.toThrow('store down');
    expect(await db.countMarks.count({ written: true })).toBe(1);

    await withCountMarks(db.countMarks, [], () => Promise.resolve());
    expect(await db.countMarks.count({})).toBe(2);
  });
});
