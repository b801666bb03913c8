import { applyUserEvent, profileCollection } from '@hostel/accounts';
import { EVENTS } from '@hostel/contracts';
import { auditOutbox as openAuditOutbox, closeServiceDeps, createApp, createLogger, declaredPublishers, idempotent, openServiceDeps, OutboxRelay, SettableClock, settleAuditIntents, systemClock, testClockRouter, type Clock, type ServiceDeps, type ServiceHandle } from '@hostel/platform';
import { migrateBoarders } from './boarders/migrate-boarders';
import { migrateDerivedIds, MOVES_COLLECTION, type MoveNote } from './migrate-derived-ids';
import { loadMessConfig, type MessConfig } from './config';
import type { MessContext } from './context';
import { markSwitch, withCountMarks } from './headcount/count-marks';
import { changeStaysVersion } from './headcount/stays-version';
import { CountTick, recountSlots } from './headcount/count-tick';
import { stampNow } from './headcount/slot-counts';
import { SlotWrites } from './headcount/slot-writes';
import { cutoffPassed, messRoutes } from './http';
import { messCollections } from './mess-store';
import { applyMenuEvent } from './menu/menu-read-model';
import { openBooks, type Books } from './accounts/entry-store';
import { applyCardPaymentEvent } from './accounts/card-payments-consumer';
import { startLateFeeAccrual } from './late-fee/accrue-late-fees';
import { migrateToAccounts } from './accounts/migrate-statements';

export const MESS_QUEUE = 'svc-mess';

export interface MessServiceOptions {
  config?: MessConfig;
  deps?: ServiceDeps;
  /** The server's clock decides every cutoff; tests hand one in. */
  clock?: Clock;
  isDraining?: () => boolean;
  /** How often late fees are accrued (a run also starts with the service). */
  lateFeeEveryMs?: number;
  /** How often the outbox relay looks for events nobody kicked it for (the kit's default unless given). */
  relayIntervalMs?: number;
}

/** Late days end at Dhaka midnights: a run every few minutes posts each soon after. */
const LATE_FEE_EVERY_MS = 5 * 60_000;

export interface MessService extends ServiceHandle {
  deps: ServiceDeps;
  context: MessContext;
  relay: OutboxRelay;
  /** Turns the requests' count marks into counts (headcount/count-tick.ts). */
  counts: CountTick;
  /** The accounts' entries and the receipts (src/accounts/). */
  books: Books;
}

export async function createMessService(options: MessServiceOptions = {}): Promise<MessService> {
  const config = options.config ?? loadMessConfig();
  const logger = options.deps?.logger ?? createLogger('svc-mess');
  const deps = options.deps ?? (await openServiceDeps('svc-mess', 'mess', config, logger));
  const db = await messCollections(deps.store);
  const books = await openBooks(deps.store);
  // Boarder records from before stays become their first stay, once, before any request reads them.
  await migrateBoarders(db);
  await migrateDerivedIds(db, deps.store.collection<MoveNote>(MOVES_COLLECTION));
  // Counts kept before this start were read under stays a migration, or a process that died between a stay's write
  // and its new version, may have changed since: each is read again on the first read of its day.
  await changeStaysVersion(db);
  const profiles = profileCollection(deps.store);
  const auditOutbox = openAuditOutbox(deps.store);
  const relay = new OutboxRelay({ bus: deps.bus, collections: [db.headcounts, db.statements, db.settings, db.closures, db.stays, books.receipts, auditOutbox], logger, intervalMs: options.relayIntervalMs });
  // Names and roles from svc-users' events: an admin made after signing in reads the headcount at once. The weekly
  // menu's meals from svc-meals' (src/menu/): svc-mess never reads another service's database.
  await deps.bus.subscribe(
    `${config.EVENTS_EXCHANGE}.${MESS_QUEUE}`,
    ['user.*', EVENTS.menuSlotChanged, EVENTS.paymentSucceeded, EVENTS.paymentRefunded],
    idempotent(deps.store, MESS_QUEUE, async (event) => {
      await (event.type === EVENTS.menuSlotChanged
        ? applyMenuEvent(db.menu, event)
        : event.type === EVENTS.paymentSucceeded || event.type === EVENTS.paymentRefunded
          ? applyCardPaymentEvent(books, event)
          : applyUserEvent(profiles, event));
      // A consumed event may have stored one of its own: it leaves now, not at the relay's next pass.
      relay.kick();
    }),
    { publishers: declaredPublishers },
  );
  // Deletions a stopped process left half-recorded are settled before the relay reads the audit outbox.
  await settleAuditIntents(deps.store, auditOutbox);
  await relay.start();
  // Outside tests the clock is the machine's; under NODE_ENV=test the API suites move it (PUT /test/clock, the kit's testClockRouter).
  const testClock = config.NODE_ENV === 'test' && !options.clock ? new SettableClock() : undefined;
  const clock = options.clock ?? testClock ?? systemClock;
  const counts = new CountTick({ db, clock }, { logger, onCounted: () => relay.kick() });
  counts.start();
  const slotWrites = new SlotWrites();
  const context: MessContext = {
    db,
    clock,
    // Leaves and closures change rarely: counted in the request, so the next read holds them. The marks stay for a
    // process that dies before its count.
    countsChange: async (keys, write, { countNow = true } = {}) => {
      const result = await withCountMarks(db.countMarks, keys, write);
      // The write is done: a failed count is left to the tick (the marks stay), not answered as a failure.
      if (countNow) await recountSlots({ db }, keys).catch((err: unknown) => logger.warn({ err }, 'headcount recount after a change failed; the tick counts it'));
      counts.kick();
      return result;
    },
    markSwitch: async (key, write) => {
      await markSwitch(db.countMarks, key, write);
      return async () => {
        slotWrites.note(key, stampNow());
        counts.kick();
      };
    },
    slotWrites,
    auditOutbox,
  };

  // Statements and payments from before the accounts become entries, once, before anything reads an account.
  await migrateToAccounts({ db, books });
  const lateFees = startLateFeeAccrual({ db, books, clock }, logger, options.lateFeeEveryMs ?? LATE_FEE_EVERY_MS);
  const routes = messRoutes(context, profiles, config.JWT_SECRET, books, () => relay.kick());
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
    books,
    operations: routes.bound,
    stop: async () => {
      await lateFees.stop();
      await counts.stop();
      await relay.stop();
      if (!options.deps) await closeServiceDeps(deps);
    },
  };
}
