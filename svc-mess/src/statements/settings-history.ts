import { DEFAULT_MESS_SETTINGS, type MealSlot, type MessSettings } from '@hostel/contracts';
import type { Collection, Doc, DocumentStore } from '@hostel/platform';
import { cutoffAt } from '../calendar/cutoffs';

/**
 * The settings as they were over time (DESIGN §9: a change applies to slots whose cutoff is later than the change;
 * a locked slot keeps the rates in force at its cutoff). The settings document holds only the latest, so each PUT
 * also appends a version here; a month's bill reads the version in force at each slot's cutoff.
 */
export interface SettingsVersionDoc extends Doc {
  /** The instant from which these settings are in force (ISO). */
  from: string;
  settings: MessSettings;
}

/** Before any recorded version: whatever was in force then (the defaults, or the settings before history began). */
const BEGINNING = new Date(0).toISOString();

export async function settingsHistoryCollection(store: DocumentStore): Promise<Collection<SettingsVersionDoc>> {
  const collection = store.collection<SettingsVersionDoc>('settings_versions');
  await collection.createIndex({ from: 1 });
  return collection;
}

/**
 * Records a change of the settings at `now`. The first change after history began also records what was in force
 * before it (from the beginning), so slots locked earlier keep those rates.
 */
export async function recordSettingsVersion(history: Collection<SettingsVersionDoc>, previous: MessSettings, next: MessSettings, now: Date): Promise<void> {
  if ((await history.count({})) === 0) await history.insertOne({ from: BEGINNING, settings: previous });
  await history.insertOne({ from: now.toISOString(), settings: next });
}

/** Which settings applied to each slot: the versions in order, and the current settings when none was recorded. */
export class SettingsTimeline {
  private readonly versions: { from: number; settings: MessSettings }[];

  constructor(versions: Pick<SettingsVersionDoc, 'from' | 'settings'>[], current: MessSettings = DEFAULT_MESS_SETTINGS) {
    const sorted = versions.map((version) => ({ from: Date.parse(version.from), settings: version.settings })).sort((a, b) => a.from - b.from);
    this.versions = sorted.length > 0 ? sorted : [{ from: 0, settings: current }];
  }

  static async load(history: Collection<SettingsVersionDoc>, current: MessSettings): Promise<SettingsTimeline> {
    return new SettingsTimeline(await history.find({}, { sort: { from: 1 } }), current);
  }

  /**
   * The settings in force at the slot's cutoff: the latest version changed before it. A version's own cutoffs say
   * when the slot locks under it (a change of cutoff times moves the lock of the slots it applies to).
   */
  at(date: string, slot: MealSlot): MessSettings {
    for (let index = this.versions.length - 1; index > 0; index--) {
      const version = this.versions[index]!;
      if (version.from < cutoffAt(version.settings, date, slot).getTime()) return version.settings;
    }
    return this.versions[0]!.settings;
  }

  /** The settings in force now (for the due date and late fee copied into a statement when its month closes). */
  latest(): MessSettings {
    return this.versions[this.versions.length - 1]!.settings;
  }
}
