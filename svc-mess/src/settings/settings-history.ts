import { DEFAULT_MESS_SETTINGS, type MealSlot, type MessSettings } from '@hostel/contracts';
import type { Collection } from '@hostel/platform';
import { cutoffAt } from '../calendar/cutoffs';
import { readSettings } from './read-settings';
import type { SettingsCollections, SettingsVersionDoc } from './settings-store';

/** Before any recorded version: whatever was in force then (the defaults, or the settings before history began). */
const BEGINNING = new Date(0).toISOString();

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

  constructor(
    versions: Pick<SettingsVersionDoc, 'from' | 'settings'>[],
    /** The settings document: what is in force now (maximum guests, the terms a closing month copies). */
    readonly current: MessSettings = DEFAULT_MESS_SETTINGS,
  ) {
    const sorted = versions.map((version) => ({ from: Date.parse(version.from), settings: version.settings })).sort((a, b) => a.from - b.from);
    this.versions = sorted.length > 0 ? sorted : [{ from: 0, settings: current }];
  }

  /**
   * When the slot locks and under which settings: the first version whose cutoff came before the next change (or
   * the last version). A change made after a slot locked leaves it locked, with the rates of its cutoff; a change
   * whose new cutoff has already passed locks the slot at the change.
   */
  lockOf(date: string, slot: MealSlot): { at: Date; settings: MessSettings } {
    for (let index = 0; ; index++) {
      const version = this.versions[index]!;
      const next = this.versions[index + 1];
      const at = Math.max(version.from, cutoffAt(version.settings, date, slot).getTime());
      if (!next || at < next.from) return { at: new Date(at), settings: version.settings };
    }
  }

  /** The settings in force at the slot's cutoff (its rates are billed). */
  at(date: string, slot: MealSlot): MessSettings {
    return this.lockOf(date, slot).settings;
  }

  /** The instant the slot locks (DESIGN §9: from then on it never changes). */
  cutoffAt(date: string, slot: MealSlot): Date {
    return this.lockOf(date, slot).at;
  }

  isLocked(date: string, slot: MealSlot, now: Date): boolean {
    return now.getTime() >= this.cutoffAt(date, slot).getTime();
  }
}

/** The settings' history as every lock is judged by: a slot that locked stays locked whatever changed after. */
export async function readTimeline(db: SettingsCollections): Promise<SettingsTimeline> {
  const [current, versions] = await Promise.all([readSettings(db), db.settingsHistory.find({}, { sort: { from: 1 } })]);
  return new SettingsTimeline(versions, current);
}

/**
 * How long a switch or a headcount read reuses the timeline it read: the settings are one document and its history
 * read by filter (a scan on FerretDB), thousands of times a minute at a cutoff. A change made on this instance is seen
 * at once (forgetTimeline); one made on another instance within this time.
 */
export const TIMELINE_LIFE_MS = 1000;

const timelines = new WeakMap<object, { until: number; timeline: Promise<SettingsTimeline> }>();

/** The settings' timeline as read at most TIMELINE_LIFE_MS ago (each store's collections keep their own). */
export function recentTimeline(db: SettingsCollections): Promise<SettingsTimeline> {
  const cached = timelines.get(db.settingsHistory);
  if (cached && cached.until > Date.now()) return cached.timeline;
  const timeline = readTimeline(db);
  timelines.set(db.settingsHistory, { until: Date.now() + TIMELINE_LIFE_MS, timeline });
  // A failed read is not kept.
  timeline.catch(() => timelines.delete(db.settingsHistory));
  return timeline;
}

/** After a change of the settings: the next read reads them again. */
export function forgetTimeline(db: SettingsCollections): void {
  timelines.delete(db.settingsHistory);
}
