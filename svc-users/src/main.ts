import { createLogger, runService, Shutdown } from '@hostel/platform';
import { loadUsersConfig } from './config';
import { createUsersService } from './service';

async function main() {
  const config = loadUsersConfig();
  const logger = createLogger('svc-users');
  const shutdown = new Shutdown(logger);
  const service = await createUsersService({ config, isDraining: () => shutdown.isDraining });
  await runService(service, { port: config.PORT, host: config.HOST }, logger, shutdown);
}

main().catch((err: unknown) => {
  // Not through the logger: a refusal to start is shown whatever LOG_LEVEL says.
  console.error(`svc-users did not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
