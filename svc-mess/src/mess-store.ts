import type { Collection, Doc, DocumentStore, OutboxFields } from '@hostel/platform';
import type { MealSlot, MessSettings } from '@hostel/contracts';
import { settingsHistoryCollection, type SettingsVersionDoc } from './statements/settings-history';
import { statementsCollection, type StatementDoc } from './statements/statements';

/** No end yet: a boarder who stays sorts after every date, so "active on d" is one range comparison. */
export const OPEN_END = '9999-12-31';

export interface BoarderDoc extends Doc {
  userId: string;
  email: string;
  from: string;
  /** The first day without meals; OPEN_END while the boarder stays. */
  until: string;
}

/** A slot that is not as by default (on, no guests): the boarder's switch, a leave or an admin's change. */
export interface PlanSlotDoc extends Doc {
  userId: string;
  date: string;
  slot: MealSlot;
  on: boolean;
  guests: number;
  source: 'self' | 'leave' | 'admin';
  /** The leave that turned it off, so cancelling restores exactly these. */
  leaveId?: string;
  updatedAt: string;
}

export interface LeaveDoc extends Doc {
  userId: string;
  from: string;
  to: string;
  reason?: string;
  createdAt: string;
  slotsOff: number;
  cancelledAt?: string;
}

export interface ClosureDoc extends Doc {
  date: string;
  slots: MealSlot[];
  reason: string;
}

export interface SettingsDoc extends Doc {
  key: 'mess';
  settings: MessSettings;
  updatedAt: string;
}

/** The last count published for a slot: the document carries `headcount.changed` to the bus (outbox). */
export interface HeadcountDoc extends Doc, OutboxFields {
  date: string;
  slot: MealSlot;
  on: number;
  guests: number;
}

export interface MessCollections {
  boarders: Collection<BoarderDoc>;
  plan: Collection<PlanSlotDoc>;
  leaves: Collection<LeaveDoc>;
  closures: Collection<ClosureDoc>;
  settings: Collection<SettingsDoc>;
  headcounts: Collection<HeadcountDoc>;
  /** Issued monthly statements, one per boarder and month; each carries its events (src/statements/). */
  statements: Collection<StatementDoc>;
  /** The settings as they were over time: a locked slot is billed at the rates of its cutoff. */
  settingsHistory: Collection<SettingsVersionDoc>;
}

/** The collections of database `mess`, with their indexes. */
export async function messCollections(store: DocumentStore): Promise<MessCollections> {
  const collections: MessCollections = {
    boarders: store.collection<BoarderDoc>('boarders'),
    plan: store.collection<PlanSlotDoc>('plan_slots'),
    leaves: store.collection<LeaveDoc>('leaves'),
    closures: store.collection<ClosureDoc>('closures'),
    settings: store.collection<SettingsDoc>('settings'),
    headcounts: store.collection<HeadcountDoc>('headcounts'),
    statements: await statementsCollection(store),
    settingsHistory: await settingsHistoryCollection(store),
  };
  await Promise.all([
    collections.boarders.createIndex({ userId: 1 }, { unique: true }),
    collections.boarders.createIndex({ from: 1 }),
    collections.plan.createIndex({ userId: 1, date: 1, slot: 1 }, { unique: true }),
    collections.plan.createIndex({ date: 1 }),
    collections.leaves.createIndex({ userId: 1 }),
    collections.closures.createIndex({ date: 1 }, { unique: true }),
    collections.settings.createIndex({ key: 1 }, { unique: true }),
    collections.headcounts.createIndex({ date: 1, slot: 1 }, { unique: true }),
  ]);
  return collections;
}
