/** `npm run seed`: seeds svc-meals' store (embedded, or MONGODB_URI when set) if it has no meals yet. */
import { createMealsService } from '../svc-meals/src/service';
import { seedIfEmpty } from '../svc-meals/src/seed/seed';

async function main() {
  const service = await createMealsService();
  const seeded = await seedIfEmpty({ ...service, logger: service.deps.logger });
  console.log(seeded ? 'Seeded the demo meals.' : 'Meals already exist; nothing to seed.');
  await service.stop();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
