import { insertOnce } from '@hostel/platform';
import { stayId, type MessCollections, type StayDoc } from '../mess-store';

/** A boarder record from before stays: the one stay it held. */
export interface SingleStayRecord {
  _id?: string;
  userId: string;
  email: string;
  from: string;
  until: string;
}

/** A record's one stay as a boarder's first: approved, since it was counted and billed as it was. */
export const firstStayOf = (record: SingleStayRecord): StayDoc => ({
  _id: stayId(record.userId, 0),
  userId: record.userId,
  email: record.email,
  index: 0,
  from: record.from,
  until: record.until,
  status: 'approved',
  joinedAt: new Date(`${record.from}T00:00:00+06:00`).toISOString(),
});

/**
 * Moves boarder records from before stays (one `from`/`until` each) into their first stay, once, at start: the
 * stay is written first under its derived id, then the record counts it; a start that stops between the two writes
 * the same stay again.
 */
export async function migrateBoarders(db: Pick<MessCollections, 'boarders' | 'stays'>): Promise<number> {
  const legacy = (await db.boarders.find({ stays: { $exists: false } })) as unknown as Required<SingleStayRecord>[];
  for (const record of legacy) {
    await insertOnce(db.stays, firstStayOf(record));
    await db.boarders.updateOne({ _id: record._id, stays: { $exists: false } }, { $set: { stays: 1 }, $unset: { from: '', until: '' } });
  }
  return legacy.length;
}
