import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const ROOT = join(__dirname, '..');
const BACKENDS = ['svc-gateway', 'svc-meals', 'svc-users', 'svc-payments', 'svc-mess'];

/** The ENV lines of one stage of deploy/Dockerfile (a target: the image that runs). */
function stageEnv(target: string): Record<string, string> {
  const stage = readFileSync(join(ROOT, 'deploy/Dockerfile'), 'utf8').split(/^FROM /m).find((each) => each.split('\n')[0]!.endsWith(` AS ${target}`))!;
  const env: Record<string, string> = {};
  for (const line of stage.split('\n').filter((candidate) => candidate.startsWith('ENV '))) {
    for (const [, name, value] of line.slice(4).matchAll(/(\w+)=(\S+)/g)) env[name!] = value!;
  }
  return env;
}

describe('listen addresses in containers', () => {
  it('when a backend runs from its image (compose, Kubernetes), then HOST=0.0.0.0 makes it reachable beyond loopback, which is only the default outside a container', () => {
    const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, { build: { target: string } }> };
    for (const name of BACKENDS) expect([name, stageEnv(compose.services[name]!.build.target).HOST]).toEqual([name, '0.0.0.0']);
  });
});
