import { fork, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProcessBackend, type BackendPorts } from '../../stack/backend';
import { EXIT_WITH_PARENT } from '../../stack/processes';
import { rawGet } from '../load';

/**
 * The stack the mess bench measures: embedded, the services in one child process (NeDB, as `npm start` runs them),
 * its own process so the services share their event loop with nothing the bench runs; real, each service its own
 * process against FerretDB, Redis and RabbitMQ, with two svc-mess instances behind the gateway.
 */
export async function startMessStack(mode: 'embedded' | 'real', ports: BackendPorts, env: NodeJS.ProcessEnv): Promise<{ stop: () => Promise<void> }> {
  if (mode === 'real') return startProcessBackend(ports, env, true, 1, {}, 1, 2);
  const child = fork(join(__dirname, 'embedded-child.ts'), [], { execArgv: ['--import', 'tsx', ...EXIT_WITH_PARENT], stdio: 'inherit' });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the embedded backend exited (${code}) before it was ready`)));
    child.once('message', () => resolve());
    child.send({ ports, env });
  });
  child.removeAllListeners('exit');
  return {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The ceiling (a bare node:http server in its own process) replaying the gateway's answer to `path`, byte for byte. */
export async function startCeiling(url: string, path: string, headers: Record<string, string>, port: number): Promise<ChildProcess> {
  const answer = await rawGet(url, headers);
  if (answer.status !== 200) throw new Error(`the headcount answered ${answer.status}: ${answer.body.toString()}`);
  const file = join(tmpdir(), `ceiling-mess-${process.pid}.json`);
  writeFileSync(file, JSON.stringify({ [path]: { status: answer.status, headers: answer.headers, body: answer.body.toString('base64') } }));
  const child = fork(join(__dirname, '..', 'ceiling-server.mjs'), [file, String(port)], { stdio: 'ignore', execArgv: [...process.execArgv, ...EXIT_WITH_PARENT] });
  await new Promise((resolve) => child.once('message', resolve));
  return child;
}
