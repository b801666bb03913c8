import { assertProductionSafe, createLogger, runService, Shutdown } from '@hostel/platform';
import { loadMealsConfig } from './config';
import { createMealsService } from './service';

async function main() {
  const config = loadMealsConfig();
  assertProductionSafe(config);
  const logger = createLogger('svc-meals');
  const shutdown = new Shutdown(logger);
  const service = await createMealsService({ config, isDraining: () => shutdown.isDraining });
  await runService(service, config.PORT, logger, shutdown);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
