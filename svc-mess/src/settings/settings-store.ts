import type { MessSettings } from '@hostel/contracts';
import type { Collection, Doc, DocumentStore, OutboxFields } from '@hostel/platform';

/** The settings in force: one document, the admin's last change, carrying its audit entry (the outbox). */
export interface SettingsDoc extends Doc, OutboxFields {
  key: 'mess';
  settings: MessSettings;
  updatedAt: string;
}

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

export async function settingsHistoryCollection(store: DocumentStore): Promise<Collection<SettingsVersionDoc>> {
  const collection = store.collection<SettingsVersionDoc>('settings_versions');
  await collection.createIndex({ from: 1 });
  return collection;
}

/** The settings' collections: the one in force and its history. */
export interface SettingsCollections {
  settings: Collection<SettingsDoc>;
  settingsHistory: Collection<SettingsVersionDoc>;
}
