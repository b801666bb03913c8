import { API } from '@hostel/contracts';
import { assertSelf } from '@hostel/accounts';
import { reply, SENT, type AuditOutbox } from '@hostel/platform';
import type { MealsRoutes } from '../routes';
import type { UpcomingCollection } from '../upcoming/upcoming-store';
import { deleteMeal } from './delete-meal';
import { readMeal } from './get-meal';
import { likeMeal } from './like-meal';
import { asReadBy } from './liked-by-me';
import { readMeals } from './list-meals';
import { cacheKeyOf } from './meal-list-cache';
import type { MealsData } from './meal-store';
import { postMeal } from './post-meal';
import { sendReady } from './send-ready';
import { updateMeal } from './update-meal';

export interface MealsRouteDeps {
  data: MealsData;
  upcoming: UpcomingCollection;
  auditOutbox: AuditOutbox;
}

export function bindMeals(routes: MealsRoutes, { data, upcoming, auditOutbox }: MealsRouteDeps): void {
  // Both answer cached bytes with their ETag (304 when the caller has them); the hot path (hot-meals.ts)
  // answers the same URLs before Express while the entry is fresh.
  // A signed-in reader (a valid session; a stale one reads as anonymous) gets the cached bytes with their own likes.
  routes.on(API.listMeals, async ({ query }, { req, res }) => {
    const ready = await readMeals(data, query);
    data.listCache.rememberUrl(req.originalUrl, cacheKeyOf(query));
    sendReady(req, res, await asReadBy(data, ready, ready.ids ?? [], req.auth?.sub), String(req.id));
    return SENT;
  });

  routes.on(API.getMeal, async ({ params }, { req, res }) => {
    sendReady(req, res, await asReadBy(data, await readMeal(data, params.id), [params.id], req.auth?.sub), String(req.id));
    return SENT;
  });

  routes.on(API.postMeal, async ({ body }, { caller, audit }) => {
    const { meal, created } = await postMeal(data, upcoming, body, caller.email, audit);
    return reply(created ? 201 : 200, { success: true, created, insertedId: meal._id, meal });
  });

  routes.on(API.likeMeal, async ({ params, body }, { caller, addToChange }) => {
    assertSelf(caller, body?.userId);
    const { likes } = await likeMeal(data, params.id, caller.id);
    // A like changes this meal's count only: the caches patch it in (no list's ids change, nothing is re-read).
    addToChange({ likers: { id: params.id, likes } });
    return { success: true, likes };
  });

  routes.on(API.updateMeal, async ({ params, body }, { audit }) => ({ success: true, meal: await updateMeal(data, params.id, body, audit) }));

  routes.on(API.deleteMeal, async ({ params }, { audit }) => ({ success: true, deletedCount: await deleteMeal(data, params.id, { outbox: auditOutbox, auditor: audit }) }));
}
