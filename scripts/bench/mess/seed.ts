import { DEFAULT_MESS_SETTINGS, MEAL_SLOTS, type MealSlot } from '@hostel/contracts';
import { MongoDocumentStore, newId, openStore } from '@hostel/platform';
import { firstStayOf } from '../../../svc-mess/src/boarders/migrate-boarders';
import { boarderId, messCollections, OPEN_END, planSlotId, type PlanSlotDoc } from '../../../svc-mess/src/mess-store';

/** A slot's meal as a headcount counts it. */
export interface Meal {
  on: boolean;
  guests: number;
}

export interface SeededMonth {
  boarders: string[];
  planDocs: number;
  /** What the seed left in a boarder's slot: a boarder with nothing stored eats, without guests. */
  mealOf(userId: string, date: string, slot: MealSlot): Meal;
}

/** A rough random but repeatable sequence: the same seed gives the same plans (and send times) in both modes. */
export function* randomNumbers(seed: number): Generator<number, never> {
  let state = seed;
  for (;;) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    yield state / 2 ** 31;
  }
}

const openMessStore = (env: NodeJS.ProcessEnv) => openStore({ mongoUri: env.MONGODB_URI, dataDir: env.DATA_DIR ?? '.data', dbName: `mess${env.DB_NAME_SUFFIX ?? ''}` });

/**
 * Writes the boarders and their month of plans straight into svc-mess's store (before its services start): through
 * the API the seed alone would take minutes. Only boarders, stays and plan slots, with svc-mess's own store helpers.
 */
export async function seedMonth(env: NodeJS.ProcessEnv, dates: string[], boarderCount: number): Promise<SeededMonth> {
  const store = await openMessStore(env);
  try {
    const db = await messCollections(store);
    const users = Array.from({ length: boarderCount }, () => newId());
    const from = dates[0]!;
    for (let start = 0; start < users.length; start += 1000) {
      const records = users.slice(start, start + 1000).map((userId, index) => ({ userId, email: `boarder-${start + index}@bench.test`, from, until: OPEN_END }));
      await db.boarders.insertMany(records.map(({ userId, email }) => ({ _id: boarderId(userId), userId, email, stays: 1 })));
      await db.stays.insertMany(records.map(firstStayOf));
    }
    const random = randomNumbers(24);
    const next = () => random.next().value;
    const now = new Date().toISOString();
    const meals = new Map<string, Meal>();
    let batch: PlanSlotDoc[] = [];
    let planDocs = 0;
    const flush = async () => {
      if (batch.length) await db.plan.insertMany(batch);
      planDocs += batch.length;
      batch = [];
    };
    for (const userId of users) {
      // One boarder in ten takes a leave of 3–7 days somewhere in the month.
      const leaveStart = next() < 0.1 ? Math.floor(next() * (dates.length - 7)) : -1;
      const leaveDays = 3 + Math.floor(next() * 5);
      for (const [day, date] of dates.entries()) {
        for (const slot of MEAL_SLOTS) {
          const onLeave = leaveStart >= 0 && day >= leaveStart && day < leaveStart + leaveDays;
          const roll = next();
          const doc = onLeave
            ? { on: false, guests: 0, source: 'leave' as const, leaveId: `leave-${userId}` }
            : roll < 0.15
              ? { on: false, guests: 0, source: 'self' as const }
              : roll < 0.22
                ? { on: true, guests: 1 + Math.floor(next() * DEFAULT_MESS_SETTINGS.maxGuests), source: 'self' as const }
                : undefined;
          if (!doc) continue;
          const _id = planSlotId(userId, date, slot);
          meals.set(_id, { on: doc.on, guests: doc.guests });
          batch.push({ _id, userId, date, slot, ...doc, updatedAt: now });
          if (batch.length >= 1000) await flush();
        }
      }
    }
    await flush();
    return { boarders: users, planDocs, mealOf: (userId, date, slot) => meals.get(planSlotId(userId, date, slot)) ?? { on: true, guests: 0 } };
  } finally {
    await store.close();
  }
}

/** Drops the run's own svc-mess database (real mode: each run seeds a database of its own on the shared server). */
export async function dropMessStore(env: NodeJS.ProcessEnv): Promise<void> {
  const store = await openMessStore(env);
  try {
    if (store instanceof MongoDocumentStore) await store.drop();
  } finally {
    await store.close();
  }
}
