import { applyUserEvent, profileCollection } from '@hostel/accounts';
import { EVENTS } from '@hostel/contracts';
import { auditOutbox as openAuditOutbox, closeServiceDeps, createApp, createLogger, declaredPublishers, idempotent, openServiceDeps, OutboxRelay, SettableClock, settleAuditIntents, systemClock, testClockRouter, type Clock, type ServiceDeps, type ServiceHandle } from '@hostel/platform';
import { loadMessConfig, type MessConfig } from './config';
import type { MessContext } from './context';
import { withCountMarks } from './headcount/count-marks';
import { CountTick } from './headcount/count-tick';
import { cutoffPassed, messRoutes } from './http';
import { messCollections } from './mess-store';
import { applyMenuEvent } from './menu/menu-read-model';
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
  /** Turns the requests' count marks into counts (headcount/count-tick.ts). */
  counts: CountTick;
}

export async function createMessService(options: MessServiceOptions = {}): Promise<MessService> {
  const config = options.config ?? loadMessConfig();
  const logger = options.deps?.logger ?? createLogger('svc-mess');
  const deps = options.deps ?? (await openServiceDeps('svc-mess', 'mess', config, logger));
  const db = await messCollections(deps.store);
  const profiles = profileCollection(deps.store);
  // Names and roles from svc-users' events: an admin made after signing in reads the headcount at once. The weekly
  // menu's meals from svc-meals' (src/menu/): svc-mess never reads another service's database.
  await deps.bus.subscribe(
    `${config.EVENTS_EXCHANGE}.${MESS_QUEUE}`,
    ['user.*', EVENTS.menuSlotChanged, EVENTS.paymentSucceeded, EVENTS.paymentRefunded],
    idempotent(deps.store, MESS_QUEUE, (event) =>
      event.type === EVENTS.menuSlotChanged
        ? applyMenuEvent(db.menu, event)
        : event.type === EVENTS.paymentSucceeded || event.type === EVENTS.paymentRefunded
          ? applyPaymentEvent(db.statements, event)
          : applyUserEvent(profiles, event),
    ),
    { publishers: declaredPublishers },
  );
  const auditOutbox = openAuditOutbox(deps.store);
  // Deletions a stopped process left half-recorded are settled before the relay reads the audit outbox.
  await settleAuditIntents(deps.store, auditOutbox);
  const relay = new OutboxRelay({ bus: deps.bus, collections: [db.headcounts, db.statements, db.settings, db.closures, auditOutbox], logger });
  await relay.start();
  // Outside tests the clock is the machine's; under NODE_ENV=test the API suites move it (PUT /test/clock, the kit's testClockRouter).
  const testClock = config.NODE_ENV === 'test' && !options.clock ? new SettableClock() : undefined;
  const clock = options.clock ?? testClock ?? systemClock;
  const counts = new CountTick({ db, clock }, { logger, onCounted: () => relay.kick() });
  counts.start();
  const context: MessContext = {
    db,
    clock,
    countsChange: async (keys, write) => {
      const result = await withCountMarks(db.countMarks, keys, write);
      counts.kick();
      return result;
    },
    auditOutbox,
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
    counts,
    operations: routes.bound,
    stop: async () => {
      await counts.stop();
      await relay.stop();
      if (!options.deps) await closeServiceDeps(deps);
    },
  };
}
