import { createLogger, runService, Shutdown } from '@hostel/platform';
import { loadGatewayConfig } from './config';
import { createGateway } from './service';

async function main() {
  const config = loadGatewayConfig();
  const logger = createLogger('svc-gateway');
  const shutdown = new Shutdown(logger);
  const service = await createGateway({ config, isDraining: () => shutdown.isDraining });
  await runService(service, config.PORT, logger, shutdown);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
