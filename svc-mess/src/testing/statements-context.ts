import { profileCollection } from '@hostel/accounts';
import { SettableClock } from '@hostel/platform';
import { openTempStore, type TempStore } from '@hostel/platform/testing';
import { openBooks } from '../accounts/entry-store';
import { firstStayOf } from '../boarders/migrate-boarders';
import { recountSlots } from '../headcount/count-tick';
import { boarderId, messCollections, OPEN_END } from '../mess-store';
import type { StatementsContext } from '../context';

/** The statements' context over a temporary store, for unit tests: boarders who stay from a date, a settable clock. */
export async function statementsTestContext(name: string, boarders: { userId: string; from: string }[] = []): Promise<{ ctx: StatementsContext; clock: SettableClock; temp: TempStore }> {
  const temp = await openTempStore(name);
  const db = await messCollections(temp.store);
  const clock = new SettableClock();
  if (boarders.length > 0) {
    await db.boarders.insertMany(boarders.map(({ userId }) => ({ _id: boarderId(userId), userId, email: `${userId}@hostel.test`, stays: 1 })));
    await db.stays.insertMany(boarders.map(({ userId, from }) => firstStayOf({ userId, email: `${userId}@hostel.test`, from, until: OPEN_END })));
  }
  const counts: Pick<StatementsContext, 'countsChange' | 'markSwitch'> = {
    countsChange: async (keys, write) => {
      const result = await write();
      await recountSlots({ db }, keys);
      return result;
    },
    markSwitch: (key) => Promise.resolve(() => recountSlots({ db }, [key])),
  };
  const ctx = { db, books: await openBooks(temp.store), clock, profiles: profileCollection(temp.store), ...counts } as unknown as StatementsContext;
  return { ctx, clock, temp };
}
