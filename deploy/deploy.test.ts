/**
 * The deployment artefacts are checked like code: the compose file against the Compose specification's schema
 * (dclint), the Kubernetes manifests against the Kubernetes API schemas (kubernetes-models), the Dockerfiles
 * with the Dockerfile language service's validator (dockerfile-utils; hadolint is not obtainable from the allowed
 * registries), plus the rules this project holds every deployable to.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validate } from 'dockerfile-utils';
import { parse, parseAllDocuments } from 'yaml';

const ROOT = join(__dirname, '..');
const DEPLOYABLES = ['svc-gateway', 'svc-meals', 'svc-users', 'svc-payments', 'shell', 'mf-meals', 'mf-dashboard', 'mf-admin'];
const SERVICES = DEPLOYABLES.filter((name) => name.startsWith('svc-'));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface ComposeService {
  build?: { context: string; dockerfile: string };
  image?: string;
  ports?: string[];
  expose?: string[];
  healthcheck?: unknown;
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
  volumes?: string[];
  read_only?: boolean;
}

describe('docker-compose.yml', () => {
  const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, ComposeService>; volumes: Record<string, unknown> };

  it('when linted, then it is valid against the Compose specification (dclint, no errors)', () => {
    const result = spawnSync(join(ROOT, 'node_modules/.bin/dclint'), ['docker-compose.yml'], { cwd: ROOT, encoding: 'utf8' });
    expect(result.stdout + result.stderr).toContain('0 errors');
    expect(result.status).toBe(0);
  });

  it('when a key is misspelt, then the schema check fails (the check can fail)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compose-'));
    writeFileSync(join(dir, 'docker-compose.yml'), read('docker-compose.yml').replace('    restart: unless-stopped\n', '    restartt: unless-stopped\n'));
    const result = spawnSync(join(ROOT, 'node_modules/.bin/dclint'), ['docker-compose.yml'], { cwd: dir, encoding: 'utf8' });
    expect(result.status).not.toBe(0);
    expect(result.stdout).toContain('invalid-schema');
  });

  it('when read, then it runs every deployable from its own Dockerfile after healthy infrastructure, on named volumes', () => {
    for (const name of DEPLOYABLES) {
      expect(compose.services[name]?.build).toEqual({ context: '.', dockerfile: `${name}/Dockerfile` });
    }
    for (const name of SERVICES) expect(compose.services[name]!.depends_on).toBeDefined();
    for (const infra of ['mongodb', 'rabbitmq', 'redis']) {
      expect(compose.services[infra]!.healthcheck).toBeDefined();
      expect(compose.services['svc-meals']!.depends_on![infra]).toEqual({ condition: 'service_healthy' });
    }
    expect(Object.keys(compose.volumes).sort()).toEqual(['mongo-data', 'rabbitmq-data', 'redis-data']);
    expect(compose.services.rabbitmq!.image).not.toMatch(/management/);
  });

  it('when svc-meals is scaled, then nothing pins it: no host port, reached by service name, one database per service', () => {
    expect(compose.services['svc-meals']!.ports).toBeUndefined();
    expect(compose.services['svc-gateway']!.environment!.MEALS_URL).toBe('http://svc-meals:4001');
    const databases = SERVICES.filter((name) => name !== 'svc-gateway').map((name) => new URL(compose.services[name]!.environment!.MONGODB_URI!).pathname);
    expect(new Set(databases).size).toBe(3);
    for (const name of SERVICES) expect(compose.services[name]!.read_only).toBe(true);
  });
});

describe('Dockerfiles', () => {
  it.each(DEPLOYABLES)('when %s/Dockerfile is validated, then it has no problems and follows the image rules', (name) => {
    const text = read(`${name}/Dockerfile`);
    expect(validate(text).map((problem) => `${problem.range.start.line + 1}: ${problem.message}`)).toEqual([]);
    const stages = text.split(/^FROM /m).slice(1);
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const runtime = stages.at(-1)!;
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK /m);
    expect(runtime).not.toMatch(/npm install|COPY \. /);
    expect(text).not.toMatch(/:latest\b/);
    expect(text).toMatch(/ARG NODE_IMAGE=node:\d+\.\d+-bookworm-slim/);
  });

  it.each(['firebase-auth', 'localstripe'])('when the test-mode %s Dockerfile is validated, then it has no problems and runs as a non-root user', (name) => {
    const text = read(`deploy/test-mode/${name}.Dockerfile`);
    expect(validate(text)).toEqual([]);
    expect(text).toMatch(/^USER (node|stripe)$/m);
    expect(text).toMatch(/^HEALTHCHECK /m);
  });

  it('when a Dockerfile is broken, then the validator reports it (the check can fail)', () => {
    expect(validate('FROM node:20\nEXPOSE port\nHEALTHCHECK --interval=x CMD true\n').length).toBeGreaterThan(0);
  });

  it('when the build context is sent, then dependencies, build output and secrets stay out', () => {
    const ignore = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '.env', '.git']) expect(ignore).toContain(entry);
  });
});

describe('Kubernetes manifests', () => {
  const dir = join(ROOT, 'deploy/k8s');
  const kustomization = parse(read('deploy/k8s/kustomization.yaml')) as { resources: string[] };
  // Manifests are free-form YAML; the schema test above checks their shape, these tests read a few fields.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const objects = kustomization.resources.flatMap((file) => parseAllDocuments(read(`deploy/k8s/${file}`)).map((doc) => doc.toJS() as Record<string, any>));
  const byKind = (kind: string) => objects.filter((object) => object.kind === kind);

  it('when validated against the Kubernetes API schemas, then every document is valid', () => {
    const output = execFileSync(process.execPath, [join(ROOT, 'scripts/deploy/validate-k8s.mjs'), dir], { encoding: 'utf8' });
    const lines = output.trim().split('\n').map((line) => JSON.parse(line) as { kind: string; error?: string });
    expect(lines.filter((line) => line.error)).toEqual([]);
    expect(lines).toHaveLength(objects.length);
  });

  it('when a manifest has a wrong type, then the validator fails (the check can fail)', () => {
    const broken = mkdtempSync(join(tmpdir(), 'k8s-'));
    writeFileSync(join(broken, 'kustomization.yaml'), 'resources: [svc.yaml]\n');
    writeFileSync(join(broken, 'svc.yaml'), read('deploy/k8s/svc-meals.yaml').replace('containerPort: 4001', 'containerPort: "http"'));
    const result = spawnSync(process.execPath, [join(ROOT, 'scripts/deploy/validate-k8s.mjs'), broken], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('containerPort must be integer');
  });

  it('when read, then each part has a Deployment and a Service, with probes and resource bounds', () => {
    const deployments = byKind('Deployment');
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual([...DEPLOYABLES].sort());
    expect(byKind('Service').map((s) => s.metadata.name).sort()).toEqual([...DEPLOYABLES].sort());
    for (const deployment of deployments) {
      const container = deployment.spec.template.spec.containers[0];
      expect(container.resources.requests).toEqual(expect.objectContaining({ cpu: expect.any(String), memory: expect.any(String) }));
      expect(container.resources.limits).toEqual(expect.objectContaining({ cpu: expect.any(String), memory: expect.any(String) }));
      expect(container.securityContext.readOnlyRootFilesystem).toBe(true);
      if (SERVICES.includes(deployment.metadata.name)) {
        expect(container.readinessProbe.httpGet.path).toBe('/ready');
        expect(container.livenessProbe.httpGet.path).toBe('/health');
      }
    }
  });

  it('when read, then svc-meals autoscales on its own and the ingress routes /api to the gateway and / to the shell', () => {
    const [hpa] = byKind('HorizontalPodAutoscaler');
    expect(hpa!.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'svc-meals' });
    expect(hpa!.spec.minReplicas).toBeGreaterThanOrEqual(2);
    const [ingress] = byKind('Ingress');
    const site = ingress!.spec.rules.find((rule: { host: string }) => rule.host === 'meals.example.edu');
    const route = (path: string) => site.http.paths.find((p: { path: string }) => p.path === path).backend.service.name;
    expect(route('/api')).toBe('svc-gateway');
    expect(route('/')).toBe('shell');
    expect(ingress!.spec.rules).toHaveLength(4);
  });

  it('when read, then no secret value is committed: services read secrets from the hostel-secrets Secret', () => {
    expect(byKind('Secret')).toEqual([]);
    const meals = byKind('Deployment').find((d) => d.metadata.name === 'svc-meals')!;
    const env = meals.spec.template.spec.containers[0].env as { name: string; valueFrom?: { secretKeyRef?: { name: string } } }[];
    for (const name of ['JWT_SECRET', 'MONGODB_URI', 'AMQP_URL', 'REDIS_URL']) {
      expect(env.find((variable) => variable.name === name)?.valueFrom?.secretKeyRef?.name).toBe('hostel-secrets');
    }
  });
});
