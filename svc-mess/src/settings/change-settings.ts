import type { MessSettings } from '@hostel/contracts';
import type { Auditor } from '@hostel/platform';
import type { MessContext } from '../context';
import { readSettings } from './read-settings';
import { forgetTimeline, recordSettingsVersion } from './settings-history';
import { writeSettings } from './write-settings';

/** An admin's change of the settings, audited; locked slots keep the rates of their cutoff, so each change is also kept in the history a month's bill reads. */
export async function changeSettings(ctx: Pick<MessContext, 'db' | 'clock'>, settings: MessSettings, audit?: Auditor): Promise<MessSettings> {
  const previous = await readSettings(ctx.db);
  const written = await writeSettings(ctx.db, previous, settings, ctx.clock.now(), audit);
  await recordSettingsVersion(ctx.db.settingsHistory, previous, written, ctx.clock.now());
  forgetTimeline(ctx.db);
  return written;
}
