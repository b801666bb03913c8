import { API, EVENTS, staleReadsOf, upcomingThresholdSchema } from '@hostel/contracts';
import { applyUserEvent, type ProfileCollection } from '@hostel/accounts';
import { declaredPublishers, idempotent, type DocumentStore, type EventBus, type Logger } from '@hostel/platform';
import type { MealsData } from '../meals/meal-store';
import { promoteUpcoming } from '../upcoming/promote-upcoming';
import type { UpcomingCollection } from '../upcoming/upcoming-store';

export const MEALS_QUEUE = 'svc-meals';

export interface ConsumerDeps {
  bus: EventBus;
  store: DocumentStore;
  data: MealsData;
  upcoming: UpcomingCollection;
  profiles: ProfileCollection;
  logger: Logger;
  exchange: string;
}

/** One queue for svc-meals: the users read model and the promotion worker. Invalid payloads dead-letter. */
export async function startConsumers(deps: ConsumerDeps): Promise<void> {
  await deps.bus.subscribe(
    `${deps.exchange}.${MEALS_QUEUE}`,
    ['user.*', EVENTS.upcomingLikeThresholdReached],
    idempotent(deps.store, MEALS_QUEUE, async (event) => {
      if (event.type === EVENTS.upcomingLikeThresholdReached) {
        const { upcomingMealId } = upcomingThresholdSchema.parse(event.data);
        const { created } = await promoteUpcoming(deps.data, deps.upcoming, upcomingMealId);
        // Not a request, so no binder tells the caches: a promotion adds a meal, as postMeal declares.
        if (created) await deps.data.listCache.changed({ stale: staleReadsOf(API.postMeal, {}) });
        deps.logger.info({ upcomingMealId, created }, 'upcoming meal promoted');
        return;
      }
      await applyUserEvent(deps.profiles, event);
    }),
    { publishers: declaredPublishers },
  );
}
