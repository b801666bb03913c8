/** `npm run seed`: seeds svc-meals' store (embedded, or MONGODB_URI when set) if it has no meals yet. */
import { loadMealsConfig } from '../svc-meals/src/config';
import { createMealsService } from '../svc-meals/src/service';
import { seedService } from '../svc-meals/src/seed/seed';

/** Seeds the store the given environment points at (used by `npm start` in process mode and the API suites). */
export async function seedStore(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  const service = await createMealsService({ config: loadMealsConfig(env) });
  try {
    return await seedService(service);
  } finally {
    await service.stop();
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
