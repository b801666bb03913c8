import { createLogger, runService, Shutdown } from '@hostel/platform';
import { loadPaymentsConfig } from './config';
import { createPaymentsService } from './service';

async function main() {
  const config = loadPaymentsConfig();
  const logger = createLogger('svc-payments');
  const shutdown = new Shutdown(logger);
  const service = await createPaymentsService({ config, isDraining: () => shutdown.isDraining });
  await runService(service, { port: config.PORT, host: config.HOST }, logger, shutdown);
}

main().catch((err: unknown) => {
  // Not through the logger: a refusal to start is shown whatever LOG_LEVEL says.
  console.error(`svc-payments did not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
