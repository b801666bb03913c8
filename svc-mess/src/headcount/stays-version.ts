import { insertOnce, newId } from '@hostel/platform';
import { derivedId } from '../derived-id';
import type { MessCollections } from '../mess-store';

const STAYS_VERSION_ID = derivedId('version', 'stays');

/**
 * Who is present changes every day from a stay's first (or last) day on, however far ahead counts are kept. Marking
 * every such day would have a registration day's joins recount months of days each; instead every change of an
 * approved stay gives the stays a new version, each kept count records the version it was read under, and a read
 * that finds an older one counts that day again. Stays change a few times a day; switches thousands of times a minute.
 */
export async function readStaysVersion(db: Pick<MessCollections, 'versions'>): Promise<string> {
  return (await db.versions.findOne({ _id: STAYS_VERSION_ID }))?.version ?? '';
}

/**
 * After a stay's write: a new random version, never an increment. Written as a delete and an insert, not an update:
 * on FerretDB an update takes a document lock, and a registration day's joins would queue on this one document. A
 * read between the two finds no version, and counts again (never a wrong count). Should another change's insert land
 * between this one's delete and insert, its version stands: it was written after this change's stay, so a count read
 * under it holds this change too.
 */
export async function changeStaysVersion(db: Pick<MessCollections, 'versions'>): Promise<void> {
  await db.versions.deleteOne({ _id: STAYS_VERSION_ID });
  await insertOnce(db.versions, { _id: STAYS_VERSION_ID, version: newId() });
}
