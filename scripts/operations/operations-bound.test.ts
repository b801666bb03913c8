import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, type Operation, type OperationName } from '@hostel/contracts';
import type { ServiceHandle } from '@hostel/platform';
import { loadMealsConfig } from '../../svc-meals/src/config';
import { createMealsService } from '../../svc-meals/src/service';
import { loadMessConfig } from '../../svc-mess/src/config';
import { createMessService } from '../../svc-mess/src/service';
import { loadPaymentsConfig } from '../../svc-payments/src/config';
import { createPaymentsService } from '../../svc-payments/src/service';
import { loadUsersConfig } from '../../svc-users/src/config';
import { createUsersService } from '../../svc-users/src/service';

// Issue 23: a service binds a handler to each declaration it owns (the kit's binder), and lists what it bound. This
// walks the declarations against the services built as `npm start` builds them (embedded stores, in-process bus).

/** The owners whose operations are not bound through the kit's binder, each with the reason. */
const ANSWERED_WITHOUT_THE_BINDER: Partial<Record<Operation['service'], string>> = {
  gateway: 'the gateway answers its own few (health, the event stream) itself',
};
const boundElsewhere = (op: Operation) => op.service in ANSWERED_WITHOUT_THE_BINDER;

describe('every operation a service answers', () => {
  let dataDir: string;
  const services: ServiceHandle[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'operations-bound-'));
    // No infrastructure URL: each service opens NeDB files under DATA_DIR and the in-process bus.
    const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    services.push(await createMealsService({ config: loadMealsConfig(env) }));
    services.push(await createUsersService({ config: loadUsersConfig(env) }));
    services.push(await createPaymentsService({ config: loadPaymentsConfig(env) }));
    services.push(await createMessService({ config: loadMessConfig(env) }));
  });

  afterAll(async () => {
    for (const service of services) await service.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('when the services are built, then each declaration is bound by exactly one of them: the one it names', () => {
    const binders = new Map<string, string[]>();
    for (const service of services) for (const name of service.operations ?? []) binders.set(name, [...(binders.get(name) ?? []), service.name]);
    const wrong = (Object.values(API) as Operation[])
      .filter((op) => !boundElsewhere(op))
      .filter((op) => binders.get(op.name)?.join() !== `svc-${op.service}`)
      .map((op) => `${op.name}: owned by svc-${op.service}, bound by ${binders.get(op.name)?.join(' and ') ?? 'none'}`);
    expect(wrong).toEqual([]);
  });

  it('when the services are built, then they bind declared operations only, and none the gateway answers', () => {
    const undeclared = services.flatMap((service) => (service.operations ?? []).filter((name) => !(name in API) || boundElsewhere(API[name as OperationName])));
    expect(undeclared).toEqual([]);
  });
});
