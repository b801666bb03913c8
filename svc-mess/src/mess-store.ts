import type { Collection, Doc, DocumentStore, OutboxFields } from '@hostel/platform';
import type { MealSlot, StayStatus } from '@hostel/contracts';
import { derivedId } from './derived-id';
import { COUNT_MARKS_COLLECTION, type CountMarkDoc } from './headcount/count-marks';
import { menuSlotsCollection, type MenuSlots } from './menu/menu-read-model';
import { settingsHistoryCollection, type SettingsDoc, type SettingsVersionDoc } from './settings/settings-store';
import { statementsCollection, type StatementDoc } from './statements/statement-store';

export const planSlotId = (userId: string, date: string, slot: MealSlot) => derivedId('plan', userId, date, slot);
export const boarderId = (userId: string) => derivedId('boarder', userId);
/** A user's stays are numbered from 0 in the order they joined: the hot path reads them by these ids. */
export const stayId = (userId: string, index: number) => derivedId('stay', userId, String(index));
export const slotCountId = (date: string, slot: MealSlot) => derivedId('count', date, slot);
export const closureId = (date: string) => derivedId('closure', date);

/** No end yet: a boarder who stays sorts after every date, so "active on d" is one range comparison. */
export const OPEN_END = '9999-12-31';

/** A user who has joined: how many stays they have begun (their ids are stayId(userId, 0 … stays - 1)). */
export interface BoarderDoc extends Doc {
  userId: string;
  email: string;
  stays: number;
}

/** One stay of a boarder (DESIGN §11): its days are [from, until); a later stay starts no earlier than `until`. */
export interface StayDoc extends Doc, OutboxFields {
  userId: string;
  email: string;
  index: number;
  from: string;
  /** The first day without meals; OPEN_END while the boarder stays. */
  until: string;
  /** A pending stay is neither counted nor billed. */
  status: StayStatus;
  joinedAt: string;
  approvedAt?: string;
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
  /** The write that stored it, so a switch refused after its write puts back only its own. */
  writeId?: string;
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

/**
 * A slot's count as last read (headcount/slot-counts.ts), under slotCountId: what the headcount answers, and the
 * document that carries `headcount.changed` to the bus (outbox).
 */
export interface HeadcountDoc extends Doc, OutboxFields {
  date: string;
  slot: MealSlot;
  on: number;
  guests: number;
  /** Approved boarders staying that day: `off` is present - on. */
  present: number;
  /** When the stored count was read (headcount/count-tick.ts): a recount read earlier never replaces it. */
  countedAt: number;
  /** The stays' version the count was read under: once the stays change, the count is read again. */
  staysVersion: string;
  /** A change of the slot was marked but its write not yet seen by the recount. */
  pending: boolean;
}

/** Changes with every change of an approved stay (headcount/stays-version.ts); one document, by id. */
export interface StaysVersionDoc extends Doc {
  version: string;
}

export interface MessCollections {
  boarders: Collection<BoarderDoc>;
  /** Every stay of every boarder, one document each (boarders/stays.ts). */
  stays: Collection<StayDoc>;
  plan: Collection<PlanSlotDoc>;
  leaves: Collection<LeaveDoc>;
  closures: Collection<ClosureDoc>;
  settings: Collection<SettingsDoc>;
  /** Each slot's count as last read, by slotCountId (headcount/slot-counts.ts). */
  headcounts: Collection<HeadcountDoc>;
  versions: Collection<StaysVersionDoc>;
  /** Changes of counts not yet recounted (headcount/count-marks.ts). */
  countMarks: Collection<CountMarkDoc>;
  /** The weekly menu's meals per slot, kept from svc-meals' `menu.slot_changed` (src/menu/). */
  menu: MenuSlots;
  /** Issued monthly statements, one per boarder and month; each carries its events (src/statements/). */
  statements: Collection<StatementDoc>;
  /** The settings as they were over time: a locked slot is billed at the rates of its cutoff. */
  settingsHistory: Collection<SettingsVersionDoc>;
}

/** The collections of database `mess`, with their indexes. */
export async function messCollections(store: DocumentStore): Promise<MessCollections> {
  const collections: MessCollections = {
    boarders: store.collection<BoarderDoc>('boarders'),
    stays: store.collection<StayDoc>('stays'),
    plan: store.collection<PlanSlotDoc>('plan_slots'),
    leaves: store.collection<LeaveDoc>('leaves'),
    closures: store.collection<ClosureDoc>('closures'),
    settings: store.collection<SettingsDoc>('settings'),
    // Not 'headcounts': its documents had random ids under a unique (date, slot) index. Counts are derived data, read
    // again on the first read of a day, so the old collection is simply left behind.
    headcounts: store.collection<HeadcountDoc>('slot_counts'),
    versions: store.collection<StaysVersionDoc>('count_versions'),
    countMarks: store.collection<CountMarkDoc>(COUNT_MARKS_COLLECTION),
    menu: await menuSlotsCollection(store),
    statements: await statementsCollection(store),
    settingsHistory: await settingsHistoryCollection(store),
  };
  await Promise.all([
    collections.boarders.createIndex({ userId: 1 }, { unique: true }),
    collections.stays.createIndex({ from: 1 }),
    collections.stays.createIndex({ userId: 1 }),
    collections.plan.createIndex({ userId: 1, date: 1, slot: 1 }, { unique: true }),
    collections.plan.createIndex({ date: 1 }),
    collections.leaves.createIndex({ userId: 1 }),
    collections.closures.createIndex({ date: 1 }, { unique: true }),
    collections.settings.createIndex({ key: 1 }, { unique: true }),
    collections.headcounts.createIndex({ date: 1 }),
    // Creates the collection before concurrent first writes, as the marks' below.
    collections.versions.createIndex({ version: 1 }),
    // Also creates the collection before the first burst of marks (FerretDB fails concurrent implicit creations).
    collections.countMarks.createIndex({ written: 1 }),
  ]);
  return collections;
}
