import { DuplicateKeyError, newId } from '@hostel/platform';
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
 * After a stay's write: a new random version, never an increment, so two changes at once each leave a version no
 * count read before them records (FerretDB may apply concurrent updates of one document one over the other).
 */
export async function changeStaysVersion(db: Pick<MessCollections, 'versions'>): Promise<void> {
  const version = newId();
  try {
    await db.versions.insertOne({ _id: STAYS_VERSION_ID, version });
  } catch (err) {
    if (!(err instanceof DuplicateKeyError)) throw err;
    await db.versions.updateOne({ _id: STAYS_VERSION_ID }, { $set: { version } });
  }
}
