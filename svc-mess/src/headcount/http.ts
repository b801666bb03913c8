import { API } from '@hostel/contracts';
import type { MessContext } from '../context';
import type { MessRoutes } from '../mess-binder';
import { readHeadcount } from './read-headcount';

/** The kitchen's numbers: one day, or a range. */
export function bindHeadcount(routes: MessRoutes, ctx: MessContext): void {
  routes.on(API.getHeadcount, ({ query }) => readHeadcount(ctx, query.date ?? query.from!, query.date ?? query.to!));
}
