import { DEFAULT_MESS_SETTINGS, type MessSettings } from '@hostel/contracts';
import type { SettingsCollections } from './settings-store';

/** The settings in force: the admin's last, or DESIGN §9's defaults until an admin sets them. */
export async function readSettings(db: Pick<SettingsCollections, 'settings'>): Promise<MessSettings> {
  const doc = await db.settings.findOne({ key: 'mess' });
  // Settings stored before a field existed take that field's default.
  return { ...DEFAULT_MESS_SETTINGS, ...doc?.settings };
}
