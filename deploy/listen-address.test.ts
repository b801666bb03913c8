import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const BACKENDS = ['svc-gateway', 'svc-meals', 'svc-users', 'svc-payments', 'svc-mess'];

/** The ENV lines of a Dockerfile's last stage (the image that runs). */
function runtimeEnv(dockerfile: string): Record<string, string> {
  const stages = readFileSync(dockerfile, 'utf8').split(/^FROM /m);
  const env: Record<string, string> = {};
  for (const line of stages.at(-1)!.split('\n').filter((candidate) => candidate.startsWith('ENV '))) {
    for (const [, name, value] of line.slice(4).matchAll(/(\w+)=(\S+)/g)) env[name!] = value!;
  }
  return env;
}

describe('listen addresses in containers', () => {
  it('when a backend runs from its image (compose, Kubernetes), then HOST=0.0.0.0 makes it reachable beyond loopback, which is only the default outside a container', () => {
    for (const name of BACKENDS) expect([name, runtimeEnv(join(ROOT, name, 'Dockerfile')).HOST]).toEqual([name, '0.0.0.0']);
  });
});
