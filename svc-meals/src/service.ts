import { profileCollection } from '@hostel/accounts';
import { auditOutbox as openAuditOutbox, closeServiceDeps, createApp, createLogger, openInvalidationChannel, openServiceDeps, OutboxRelay, settleAuditIntents, type ServiceDeps, type ServiceHandle } from '@hostel/platform';
import { loadMealsConfig, type MealsConfig } from './config';
import { startConsumers } from './events/consumers';
import { bindInsights } from './insights/http';
import { hotMeals } from './meals/hot-meals';
import { bindMeals } from './meals/http';
import { MealListCache } from './meals/meal-list-cache';
import { mealsData, type MealsData } from './meals/meal-store';
import { bindMenu } from './menu/http';
import { bindReviews } from './reviews/http';
import { bindServeRequests } from './serve-requests/http';
import { serveCollection } from './serve-requests/serve-store';
import { bindUpcoming } from './upcoming/http';
import { upcomingCollection, type UpcomingCollection } from './upcoming/upcoming-store';
import { uploadCollection, type UploadCollection } from './uploads/upload-store';
import { bindUploads } from './uploads/http';
import { mealsRoutes } from './routes';
import { startUploadSweep } from './uploads/sweep-uploads';

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
  const auditOutbox = openAuditOutbox(deps.store);
  // Deletions a stopped process left half-recorded are settled before the relay reads the audit outbox.
  await settleAuditIntents(deps.store, auditOutbox);
  const relay = new OutboxRelay({ bus: deps.bus, collections: [upcoming, upcoming.likes.promotions, requests, data.menu, data.meals, auditOutbox], logger });
  await startConsumers({ ...deps, data, upcoming, profiles, exchange: config.EVENTS_EXCHANGE });
  await relay.start();
  const stopSweep = startUploadSweep(uploads, { meals: data.meals, upcoming, profiles }, { everyMs: config.UPLOAD_SWEEP_EVERY_MS, logger });

  // Who may call what (a stale token is none on a public read, DESIGN §6) comes from the declarations.
  const routes = mealsRoutes(profiles, config.JWT_SECRET, () => relay.kick(), (change) => listCache.changed(change));
  bindUploads(routes, uploads);
  bindReviews(routes, data, auditOutbox);
  bindInsights(routes, data, requests);
  bindMeals(routes, { data, upcoming, auditOutbox });
  bindUpcoming(routes, upcoming);
  bindMenu(routes, data);
  bindServeRequests(routes, data, requests);

  const app = createApp({
    service: 'svc-meals',
    logger,
    isDraining: options.isDraining,
    readiness: { store: () => deps.store.ping(), bus: () => deps.bus.ping() },
    routes: (app) => app.use(routes.router()),
  });

  return {
    name: 'svc-meals',
    app,
    hot: hotMeals(listCache),
    operations: routes.bound,
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
