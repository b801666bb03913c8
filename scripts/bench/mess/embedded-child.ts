/**
 * A child of the mess office bench (mess-headcount.bench.ts): the embedded backend on the data folder it is sent
 * (already seeded), answering until it is told to stop or its parent is gone. Its own process, so the services
 * share their event loop with nothing the bench runs.
 */
import { startEmbeddedBackend, type BackendPorts } from '../../stack/backend';

process.once('message', (message: { ports: BackendPorts; env: NodeJS.ProcessEnv }) => {
  void (async () => {
    const backend = await startEmbeddedBackend(message.ports, message.env);
    const stop = () => void backend.stop().finally(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
    process.send!('ready');
  })().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
});
