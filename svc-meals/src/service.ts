import { profileCollection } from '@hostel/accounts';
import { authenticate, closeServiceDeps, createApp, createLogger, openInvalidationChannel, openServiceDeps, OutboxRelay, type ServiceDeps, type ServiceHandle } from '@hostel/platform';
import type { Request } from 'express';
import { loadMealsConfig, type MealsConfig } from './config';
import { startConsumers } from './events/consumers';
import { insightsRouter } from './insights/http';
import { hotMeals } from './meals/hot-meals';
import { mealsRouter } from './meals/http';
import { MealListCache } from './meals/meal-list-cache';
import { mealsData, type MealsData } from './meals/meal-store';
import { menuRouter } from './menu/http';
import { reviewsRouter } from './reviews/http';
import { serveRouter } from './serve-requests/http';
import { serveCollection } from './serve-requests/serve-store';
import { upcomingRouter } from './upcoming/http';
import { upcomingCollection, type UpcomingCollection } from './upcoming/upcoming-store';
import { uploadCollection, type UploadCollection } from './uploads/upload-store';
import { uploadsRouter } from './uploads/http';
import { startUploadSweep } from './uploads/sweep-uploads';

/** What everyone may read (DESIGN §6): a stale token there counts as none; the gateway's route table agrees. */
const isPublicRead = (req: Request) => (req.method === 'GET' || req.method === 'HEAD') && /^\/(meals(\/[^/]+)?|menu)\/?$/.test(req.path);

export interface MealsServiceOptions {
  config?: MealsConfig;
  deps?: ServiceDeps;
  isDraining?: () => boolean;
}

export interface MealsService extends ServiceHandle {
  deps: ServiceDeps;
  data: MealsData;
  upcoming: UpcomingCollection;
  uploads: UploadCollection;
}

export async function createMealsService(options: MealsServiceOptions = {}): Promise<MealsService> {
  const config = options.config ?? loadMealsConfig();
  const logger = options.deps?.logger ?? createLogger('svc-meals');
  const deps = options.deps ?? (await openServiceDeps('svc-meals', 'meals', config, logger));
  // With Redis (real mode, several instances) a write here reaches the other instances' caches over pub/sub.
  const channel = await openInvalidationChannel({ redisUrl: config.REDIS_URL, channel: `meals${config.DB_NAME_SUFFIX}:cache`, logger });
  const listCache = new MealListCache({ ttlSeconds: config.MEALS_CACHE_TTL, staleSeconds: config.MEALS_CACHE_STALE, channel, logger });
  const data = await mealsData(deps.store, listCache);
  const upcoming = await upcomingCollection(deps.store);
  const requests = await serveCollection(deps.store);
  const profiles = profileCollection(deps.store);
  const uploads = uploadCollection(deps.store);
  const relay = new OutboxRelay({ bus: deps.bus, collections: [upcoming, requests], logger });
  await startConsumers({ ...deps, data, upcoming, profiles, exchange: config.EVENTS_EXCHANGE });
  await relay.start();
  const stopSweep = startUploadSweep(uploads, { meals: data.meals, upcoming, profiles }, { everyMs: config.UPLOAD_SWEEP_EVERY_MS, logger });

  const app = createApp({
    service: 'svc-meals',
    logger,
    isDraining: options.isDraining,
    readiness: { store: () => deps.store.ping(), bus: () => deps.bus.ping() },
    routes: (app) => {
      app.use(uploadsRouter(uploads));
      app.use(authenticate(config.JWT_SECRET, { isPublic: isPublicRead }));
      // Before the meals router, whose `/meals/:id` would otherwise claim `/meals/reviewedBy/...`.
      app.use(reviewsRouter(data, profiles));
      app.use(insightsRouter(data, requests, profiles));
      app.use(mealsRouter({ data, upcoming, profiles }));
      app.use(upcomingRouter(upcoming, profiles, () => relay.kick()));
      app.use(menuRouter(data, profiles));
      app.use(serveRouter(data, requests, profiles, () => relay.kick()));
    },
  });

  return {
    name: 'svc-meals',
    app,
    hot: hotMeals(listCache),
    deps,
    data,
    upcoming,
    uploads,
    stop: async () => {
      await stopSweep();
      await relay.stop();
      await channel.close();
      if (!options.deps) await closeServiceDeps(deps);
    },
  };
}
