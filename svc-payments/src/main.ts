import { assertProductionSafe, createLogger, runService, Shutdown } from '@hostel/platform';
import { loadPaymentsConfig } from './config';
import { createPaymentsService } from './service';

async function main() {
  const config = loadPaymentsConfig();
  assertProductionSafe(config);
  const logger = createLogger('svc-payments');
  const shutdown = new Shutdown(logger);
  const service = await createPaymentsService({ config, isDraining: () => shutdown.isDraining });
  await runService(service, config.PORT, logger, shutdown);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
