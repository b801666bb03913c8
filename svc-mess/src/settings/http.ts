import { API } from '@hostel/contracts';
import type { MessContext } from '../context';
import type { MessRoutes } from '../mess-binder';
import { changeSettings } from './change-settings';
import { readSettings } from './read-settings';

/** The mess's settings: read by everyone signed in, changed by an admin. */
export function bindSettings(routes: MessRoutes, ctx: MessContext): void {
  routes.on(API.getMessSettings, () => readSettings(ctx.db));
  routes.on(API.putMessSettings, ({ body }, { audit }) => changeSettings(ctx, body, audit));
}
