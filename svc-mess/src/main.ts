import { createLogger, runService, Shutdown } from '@hostel/platform';
import { loadMessConfig } from './config';
import { createMessService } from './service';

async function main() {
  const config = loadMessConfig();
  const logger = createLogger('svc-mess');
  const shutdown = new Shutdown(logger);
  const service = await createMessService({ config, isDraining: () => shutdown.isDraining });
  await runService(service, { port: config.PORT, host: config.HOST }, logger, shutdown);
}

main().catch((err: unknown) => {
  // Not through the logger: a refusal to start is shown whatever LOG_LEVEL says.
  console.error(`svc-mess did not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
