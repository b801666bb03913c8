import { createApp, closeServiceDeps, createLogger, firebaseVerifier, openServiceDeps, OutboxRelay, type IdentityVerifier, type ServiceDeps, type ServiceHandle } from '@hostel/platform';
import { consumeAudit } from './audit/audit-consumer';
import { auditTrail } from './audit/audit-store';
import { bindAudit } from './audit/http';
import { loadUsersConfig, type UsersConfig } from './config';
import { consumePayments } from './events/payment-consumer';
import { usersRoutes } from './users/http';
import { userCollection } from './users/user-store';

export interface UsersServiceOptions {
  config?: UsersConfig;
  deps?: ServiceDeps;
  verifier?: IdentityVerifier;
  isDraining?: () => boolean;
}

/** Wires svc-users: store, consumers, outbox relay and routes. Used by main.ts, `npm start` and the tests. */
export async function createUsersService(options: UsersServiceOptions = {}): Promise<ServiceHandle & { deps: ServiceDeps }> {
  const config = options.config ?? loadUsersConfig();
  const logger = options.deps?.logger ?? createLogger('svc-users');
  const deps = options.deps ?? (await openServiceDeps('svc-users', 'users', config, logger));
  const users = await userCollection(deps.store);
  const relay = new OutboxRelay({ bus: deps.bus, collections: [users], logger });
  await consumePayments(deps.bus, deps.store, users, config.EVENTS_EXCHANGE, () => relay.kick());
  const trail = await auditTrail(deps.store);
  await consumeAudit(deps.bus, trail, config.EVENTS_EXCHANGE);
  await relay.start();
  const verifier = options.verifier ?? firebaseVerifier(config.FIREBASE_PROJECT_ID);

  const routes = usersRoutes(users, verifier, config, () => relay.kick());
  bindAudit(routes, trail);

  const app = createApp({
    service: 'svc-users',
    logger,
    isDraining: options.isDraining,
    readiness: { store: () => deps.store.ping(), bus: () => deps.bus.ping() },
    routes: (app) => app.use(routes.router()),
  });

  return {
    name: 'svc-users',
    app,
    operations: routes.bound,
    deps,
    stop: async () => {
      await relay.stop();
      if (!options.deps) await closeServiceDeps(deps);
    },
  };
}
