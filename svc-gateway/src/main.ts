import { createLogger, runService, Shutdown } from '@hostel/platform';
import { loadGatewayConfig } from './config';
import { createGateway } from './service';

async function main() {
  const config = loadGatewayConfig();
  const logger = createLogger('svc-gateway');
  const shutdown = new Shutdown(logger);
  const service = await createGateway({ config, isDraining: () => shutdown.isDraining });
  await runService(service, { port: config.PORT, host: config.HOST }, logger, shutdown);
}

main().catch((err: unknown) => {
  // Not through the logger: a refusal to start is shown whatever LOG_LEVEL says.
  console.error(`svc-gateway did not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
