import { DuplicateKeyError } from '@hostel/platform';
import type { StatementSnapshot } from '@hostel/contracts';
import type { StatementOwedCollection } from './statement-store';

/**
 * Keeps the newest snapshot of a statement (`statement.issued`, then `statement.adjusted` with a higher version):
 * the write only matches an older version, so a redelivered or late event changes nothing, and a paid statement
 * stays paid (only the snapshot's fields are set). Returns whether the record changed.
 */
export async function keepStatement(statements: StatementOwedCollection, snapshot: StatementSnapshot): Promise<boolean> {
  const { statementId, ...fields } = snapshot;
  const olderThanThis = { statementId, version: { $lt: snapshot.version } };
  try {
    const result = await statements.updateOne(olderThanThis, { $set: fields }, { upsert: true });
    return result.modified === 1 || result.upsertedId !== undefined;
  } catch (err) {
    if (!(err instanceof DuplicateKeyError)) throw err;
    // The record exists: this version or a newer one is kept, or another snapshot's insert won a moment ago and
    // this one, newer, still applies to it.
    return (await statements.updateOne(olderThanThis, { $set: fields })).modified === 1;
  }
}
