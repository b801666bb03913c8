import type { MessSettings } from '@hostel/contracts';
import { withOutbox, type Auditor, type Update } from '@hostel/platform';
import type { SettingsCollections } from './settings-store';

/** An admin's change carries its audit entry (the settings before and after) in the settings document's own write. */
export async function writeSettings(db: Pick<SettingsCollections, 'settings'>, before: MessSettings, settings: MessSettings, now: Date, audit?: Auditor): Promise<MessSettings> {
  const update: Update = { $set: { settings, updatedAt: now.toISOString() } };
  const change = audit ? withOutbox(update, audit({ target: { type: 'mess settings', id: 'mess' }, before, after: settings })) : update;
  await db.settings.updateOne({ key: 'mess' }, change, { upsert: true });
  return settings;
}
