/** `npm run seed`: seeds svc-meals' store (embedded, or MONGODB_URI when set) if it has no meals yet. */
import { loadMealsConfig } from '../svc-meals/src/config';
import { createMealsService } from '../svc-meals/src/service';
import { seedService } from '../svc-meals/src/seed/seed';
import { closeServiceDeps, createLogger, openServiceDeps } from '@hostel/platform';
import { loadPaymentsConfig } from '../svc-payments/src/config';
import { seedPaymentsService } from '../svc-payments/src/seed/history-seed';

/** Seeds the stores the given environment points at (svc-meals', then svc-payments' history) (used by `npm start` in process mode and the API suites). */
export async function seedStore(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  const service = await createMealsService({ config: loadMealsConfig(env) });
  let seeded: boolean;
  try {
    seeded = await seedService(service);
  } finally {
    await service.stop();
  }
  await seedPaymentsStore(env);
  return seeded;
}

/** Seeds svc-payments' store (the demo payment history the admin's Insights draw); only its store is opened. */
export async function seedPaymentsStore(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const deps = await openServiceDeps('svc-payments', 'payments', loadPaymentsConfig(env), createLogger('seed'));
  try {
    return await seedPaymentsService({ deps });
  } finally {
    await closeServiceDeps(deps);
  }
}

if (require.main === module) {
  seedStore().then(
    (seeded) => console.log(seeded ? 'Seeded the demo meals.' : 'Meals already exist; nothing to seed.'),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
