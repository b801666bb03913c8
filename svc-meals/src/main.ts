import { createLogger, runService, Shutdown } from '@hostel/platform';
import { loadMealsConfig } from './config';
import { createMealsService } from './service';

async function main() {
  const config = loadMealsConfig();
  const logger = createLogger('svc-meals');
  const shutdown = new Shutdown(logger);
  const service = await createMealsService({ config, isDraining: () => shutdown.isDraining });
  await runService(service, { port: config.PORT, host: config.HOST }, logger, shutdown);
}

main().catch((err: unknown) => {
  // Not through the logger: a refusal to start is shown whatever LOG_LEVEL says.
  console.error(`svc-meals did not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
