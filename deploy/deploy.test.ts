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
import { productionSafetyProblems } from '@hostel/platform';

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
  environment?: Record<string, string | null>;
  volumes?: string[];
  read_only?: boolean;
}

interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
}
const readCompose = (path: string) => parse(read(path), { merge: true }) as ComposeFile;

/**
 * `docker compose -f a -f b config` for the parts these tests read (Docker is not available here): services are
 * united, and an override's environment entries replace or add to the base's one by one, as Compose merges them.
 */
function mergeCompose(base: ComposeFile, override: ComposeFile): ComposeFile {
  const services = { ...base.services };
  for (const [name, service] of Object.entries(override.services)) {
    const under = services[name] ?? {};
    services[name] = { ...under, ...service, environment: { ...under.environment, ...service.environment } };
  }
  return { ...base, services };
}

const BACKENDS = ['meals-seed', ...SERVICES];
const TEST_MODE_VARIABLES = ['FIREBASE_AUTH_EMULATOR_HOST', 'STRIPE_API_BASE', 'PUBLIC_FIREBASE_EMULATOR_URL', 'PUBLIC_STRIPE_JS_URL'];

describe('docker-compose.yml', () => {
  const compose = readCompose('docker-compose.yml');

  it.each(['docker-compose.yml', 'docker-compose.test-mode.yml'])('when %s is linted, then it is valid against the Compose specification (dclint, no errors)', (file) => {
    const result = spawnSync(join(ROOT, 'node_modules/.bin/dclint'), [file], { cwd: ROOT, encoding: 'utf8' });
    expect(result.stdout + result.stderr).toContain('0 errors');
    expect(result.status).toBe(0);
  });

  it('when run without an override, then it is production: NODE_ENV=production, no emulator, no localstripe, no published secret', () => {
    for (const name of BACKENDS) expect(compose.services[name]!.environment!.NODE_ENV).toBe('production');
    for (const [name, service] of Object.entries(compose.services)) {
      for (const variable of TEST_MODE_VARIABLES) expect([name, service.environment?.[variable]]).toEqual([name, undefined]);
      expect(JSON.stringify(service)).not.toMatch(/firebase-auth|localstripe|demo-hostel|sk_test_|whsec_/);
    }
    expect(compose.services['firebase-auth']).toBeUndefined();
    expect(compose.services.localstripe).toBeUndefined();
    // A missing JWT_SECRET stops `docker compose up` itself, before anything is built.
    expect(compose.services['svc-gateway']!.environment!.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
  });

  it('when the test-mode override is added, then every backend runs NODE_ENV=test against the Auth emulator and localstripe it starts', () => {
    const testMode = mergeCompose(compose, readCompose('docker-compose.test-mode.yml'));
    for (const name of BACKENDS) {
      expect([name, testMode.services[name]!.environment!.NODE_ENV]).toEqual([name, 'test']);
      expect([name, testMode.services[name]!.environment!.FIREBASE_AUTH_EMULATOR_HOST]).toEqual([name, 'firebase-auth:9099']);
    }
    expect(testMode.services['svc-payments']!.environment!.STRIPE_API_BASE).toBe('http://localstripe:8420');
    expect(testMode.services.shell!.environment).toEqual(expect.objectContaining({ FIREBASE_AUTH_EMULATOR_HOST: 'firebase-auth:9099', PUBLIC_STRIPE_JS_URL: expect.stringContaining(':8420/') }));
    expect(testMode.services['firebase-auth']!.build).toEqual({ context: '.', dockerfile: 'deploy/test-mode/firebase-auth.Dockerfile' });
    expect(testMode.services.localstripe!.build).toEqual({ context: '.', dockerfile: 'deploy/test-mode/localstripe.Dockerfile' });
    // The override changes the mode only: what production runs stays in the base file.
    expect(testMode.services['svc-meals']!.environment!.MONGODB_URI).toBe(compose.services['svc-meals']!.environment!.MONGODB_URI);
  });

  it('when the test-mode override is used in production by mistake, then its settings are refused', () => {
    const testMode = mergeCompose(compose, readCompose('docker-compose.test-mode.yml'));
    const payments = { ...testMode.services['svc-payments']!.environment, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(48) } as NodeJS.ProcessEnv;
    expect(productionSafetyProblems(payments, { stripe: true, firebaseProject: true }).map((problem) => problem.variable).sort()).toEqual(
      ['FIREBASE_AUTH_EMULATOR_HOST', 'FIREBASE_PROJECT_ID', 'STRIPE_API_BASE', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
    );
  });

  it('when .env.example is copied as it is, then it holds no value that could pass as a secret', () => {
    const values = Object.fromEntries(
      read('.env.example')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => line.split('=', 2) as [string, string]),
    );
    expect(values).toEqual({ JWT_SECRET: '' });
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
    // Images default to production (DESIGN §6): test mode is chosen by setting NODE_ENV=test, never by omission.
    expect(runtime).toMatch(/^ENV (.+ )?NODE_ENV=production( |$)/m);
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

  it('when read, then every container runs with NODE_ENV=production set in its own Deployment', () => {
    for (const deployment of byKind('Deployment')) {
      for (const container of deployment.spec.template.spec.containers) {
        expect([container.name, container.env.find((variable: { name: string }) => variable.name === 'NODE_ENV')]).toEqual([container.name, { name: 'NODE_ENV', value: 'production' }]);
      }
    }
    expect(byKind('ConfigMap').every((map) => !('NODE_ENV' in map.data))).toBe(true);
  });

  it('when the Secret example is read, then it lists exactly the keys the Deployments read, and its placeholders are refused in production', () => {
    const example = parse(read('deploy/k8s/secret.example.yaml')) as { stringData: Record<string, string> };
    const referenced = byKind('Deployment').flatMap((deployment) =>
      deployment.spec.template.spec.containers.flatMap((container: { env: { valueFrom?: { secretKeyRef?: { name: string; key: string } } }[] }) =>
        container.env.flatMap((variable) => (variable.valueFrom?.secretKeyRef?.name === 'hostel-secrets' ? [variable.valueFrom.secretKeyRef.key] : [])),
      ),
    );
    expect(Object.keys(example.stringData).sort()).toEqual([...new Set(referenced)].sort());
    const { JWT_SECRET, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = example.stringData;
    const problems = productionSafetyProblems({ NODE_ENV: 'production', JWT_SECRET, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, FIREBASE_PROJECT_ID: 'hostel-meals-prod' }, { stripe: true, firebaseProject: true });
    expect(problems.map((problem) => problem.variable)).toEqual(['JWT_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
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
