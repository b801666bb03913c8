import { DEFAULT_MESS_SETTINGS, type MessSettings } from '@hostel/contracts';
import type { MessCollections } from '../mess-store';

/** The settings in force: the admin's last, or DESIGN §9's defaults until an admin sets them. */
export async function readSettings(db: Pick<MessCollections, 'settings'>): Promise<MessSettings> {
  const doc = await db.settings.findOne({ key: 'mess' });
  return doc?.settings ?? DEFAULT_MESS_SETTINGS;
}

export async function writeSettings(db: Pick<MessCollections, 'settings'>, settings: MessSettings, now: Date): Promise<MessSettings> {
  await db.settings.updateOne({ key: 'mess' }, { $set: { settings, updatedAt: now.toISOString() } }, { upsert: true });
  return settings;
}
