/** One-shot seeding in a deployment (the compose `meals-seed` job): demo meals into an empty store, then exit. */
import { createLogger } from '@hostel/platform';
import { loadMealsConfig } from '../config';
import { createMealsService } from '../service';
import { seedService } from './seed';

async function main() {
  const logger = createLogger('meals-seed');
  const service = await createMealsService({ config: loadMealsConfig() });
  try {
    const seeded = await seedService(service, logger);
    logger.info({ seeded }, seeded ? 'seeded the demo meals' : 'meals exist; nothing to seed');
  } finally {
    await service.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
