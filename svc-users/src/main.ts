import { assertProductionSafe, createLogger, runService, Shutdown } from '@hostel/platform';
import { loadUsersConfig } from './config';
import { createUsersService } from './service';

async function main() {
  const config = loadUsersConfig();
  assertProductionSafe(config);
  const logger = createLogger('svc-users');
  const shutdown = new Shutdown(logger);
  const service = await createUsersService({ config, isDraining: () => shutdown.isDraining });
  await runService(service, config.PORT, logger, shutdown);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
