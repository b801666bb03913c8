import { applyUserEvent, profileCollection } from '@hostel/accounts';
import { EVENTS } from '@hostel/contracts';
import { closeServiceDeps, createApp, createLogger, idempotent, openServiceDeps, OutboxRelay, type ServiceDeps, type ServiceHandle } from '@hostel/platform';
import { SettableClock, systemClock, type Clock } from './calendar/clock';
import { loadMessConfig, type MessConfig } from './config';
import type { MessContext } from './context';
import { publishCounts } from './headcount/headcount';
import { cutoffPassed, messRoutes } from './http';
import { messCollections } from './mess-store';
import { testClockRouter } from './calendar/test-clock';
import { applyPaymentEvent } from './statements/payments-consumer';

export const MESS_QUEUE = 'svc-mess';

export interface MessServiceOptions {
  config?: MessConfig;
  deps?: ServiceDeps;
  /** The server's clock decides every cutoff; tests hand one in. */
  clock?: Clock;
  isDraining?: () => boolean;
}

export interface MessService extends ServiceHandle {
  deps: ServiceDeps;
  context: MessContext;
  relay: OutboxRelay;
}

export async function createMessService(options: MessServiceOptions = {}): Promise<MessService> {
  const config = options.config ?? loadMessConfig();
  const logger = options.deps?.logger ?? createLogger('svc-mess');
  const deps = options.deps ?? (await openServiceDeps('svc-mess', 'mess', config, logger));
  const db = await messCollections(deps.store);
  const profiles = profileCollection(deps.store);
  // Names and roles from svc-users' events: an admin made after signing in reads the headcount at once.
  await deps.bus.subscribe(
    `${config.EVENTS_EXCHANGE}.${MESS_QUEUE}`,
    ['user.*', EVENTS.paymentSucceeded],
    idempotent(deps.store, MESS_QUEUE, (event) => (event.type === EVENTS.paymentSucceeded ? applyPaymentEvent(db.statements, event) : applyUserEvent(profiles, event))),
  );
  const relay = new OutboxRelay({ bus: deps.bus, collections: [db.headcounts, db.statements], logger });
  await relay.start();
  // Outside tests the clock is the machine's; under NODE_ENV=test the API suites move it (testing/test-clock.ts).
  const testClock = config.NODE_ENV === 'test' && !options.clock ? new SettableClock() : undefined;
  const clock = options.clock ?? testClock ?? systemClock;
  const context: MessContext = {
    db,
    clock,
    countsChanged: async (keys) => {
      await publishCounts({ db, clock }, keys);
      relay.kick();
    },
  };

  const routes = messRoutes(context, profiles, config.JWT_SECRET);
  const app = createApp({
    service: 'svc-mess',
    logger,
    isDraining: options.isDraining,
    readiness: { store: () => deps.store.ping(), bus: () => deps.bus.ping() },
    routes: (app) => {
      if (testClock) app.use(testClockRouter(testClock));
      app.use(routes.router(), cutoffPassed);
    },
  });

  return {
    name: 'svc-mess',
    app,
    deps,
    context,
    relay,
    operations: routes.bound,
    stop: async () => {
      await relay.stop();
      if (!options.deps) await closeServiceDeps(deps);
    },
  };
}
