/**
 * The deployment artefacts are checked like code: the compose file against the Compose specification's schema
 * (dclint), the Kubernetes manifests against the Kubernetes API schemas (kubernetes-models), the Dockerfiles
 * with the Dockerfile language service's validator (dockerfile-utils; hadolint is not obtainable from the allowed
 * registries; images.test.ts), plus the rules this project holds every deployable to.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { BROKER_SERVICES } from '@hostel/contracts';
import { BROKER_URL_VARIABLES, brokerPasswordVariable, productionSafetyProblems } from '@hostel/platform';
import { BROKER_USERS_SCRIPT, brokerUsersFile } from '../scripts/deploy/broker-users';

const ROOT = join(__dirname, '..');
const DEPLOYABLES = ['svc-gateway', 'svc-meals', 'svc-users', 'svc-payments', 'svc-mess', 'shell', 'mf-meals', 'mf-dashboard', 'mf-admin'];
const SERVICES = DEPLOYABLES.filter((name) => name.startsWith('svc-'));
const DATA_STORES = ['mongodb', 'redis', 'rabbitmq'];
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface ComposeService {
  build?: { context: string; dockerfile: string; target?: string };
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

/** What compose makes of `${NAME:?message}` with these values from .env. */
const interpolate = (value: string, values: Record<string, string>) => value.replace(/\$\{(\w+):\?[^}]*\}/g, (_, name: string) => values[name] ?? '');

const BACKENDS = ['meals-seed', ...SERVICES];
/** The services with a database of their own (DESIGN §1), each with its own MongoDB user (DESIGN §14). */
const DATABASE_SERVICES = ['svc-meals', 'svc-users', 'svc-payments', 'svc-mess'] as const;
const mongoPasswordVariable = (service: string) => `MONGODB_PASSWORD_${service.replace(/-/g, '_').toUpperCase()}`;
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
    const perService = [...DATABASE_SERVICES.map(mongoPasswordVariable), ...BROKER_SERVICES.map(brokerPasswordVariable)];
    expect(values).toEqual({ JWT_SECRET: '', MONGODB_PASSWORD: '', REDIS_PASSWORD: '', RABBITMQ_PASSWORD: '', FIRST_SCREEN_SECRET: '', ...Object.fromEntries(perService.map((name) => [name, ''])) });
  });

  it('when read, then MongoDB, Redis and RabbitMQ run with credentials that only .env gives (no default), and every URL carries them', () => {
    const required = (variable: string) => new RegExp(`\\$\\{${variable}:\\?`);
    const mongo = compose.services.mongodb!;
    expect(mongo.environment).toEqual({
      MONGO_INITDB_ROOT_USERNAME: 'hostel',
      MONGO_INITDB_ROOT_PASSWORD: expect.stringMatching(required('MONGODB_PASSWORD')),
      ...Object.fromEntries(DATABASE_SERVICES.map((service) => [mongoPasswordVariable(service), expect.stringMatching(required(mongoPasswordVariable(service)))])),
    });
    expect((mongo as { command?: string[] }).command).toContain('--auth');
    expect(compose.services.redis!.environment!.REDISCLI_AUTH).toMatch(required('REDIS_PASSWORD'));
    expect((compose.services.redis as { command?: string[] }).command!.join(' ')).toContain('--requirepass "$$REDISCLI_AUTH"');
    expect(compose.services.rabbitmq!.environment).toEqual({
      RABBITMQ_DEFAULT_USER: 'hostel',
      RABBITMQ_DEFAULT_PASS: expect.stringMatching(required('RABBITMQ_PASSWORD')),
      ...Object.fromEntries(BROKER_SERVICES.map((service) => [brokerPasswordVariable(service), expect.stringMatching(required(brokerPasswordVariable(service)))])),
    });
    // Each service (the seed as svc-meals) signs in as its own user, to its own database, and every process that
    // talks to the broker (the gateway included) with its own broker URL.
    const serviceOf = (name: string) => (name === 'meals-seed' ? 'svc-meals' : name);
    expect(BROKER_SERVICES.filter((service) => !BACKENDS.map(serviceOf).includes(service))).toEqual([]);
    for (const name of BACKENDS) {
      const service = serviceOf(name);
      const env = compose.services[name]!.environment!;
      if ((DATABASE_SERVICES as readonly string[]).includes(service)) {
        const database = service.slice('svc-'.length);
        const mongoUrl = `mongodb://${service}:\${${mongoPasswordVariable(service)}:?set ${mongoPasswordVariable(service)} in .env (see .env.example)}@mongodb:27017/${database}?authSource=${database}`;
        expect([name, env.MONGODB_URI]).toEqual([name, mongoUrl]);
      }
      if ((BROKER_SERVICES as readonly string[]).includes(service)) {
        const broker = service as (typeof BROKER_SERVICES)[number];
        const amqpUrl = `amqp://${broker}:\${${brokerPasswordVariable(broker)}:?set ${brokerPasswordVariable(broker)} in .env (see .env.example)}@rabbitmq:5672`;
        expect([name, env[BROKER_URL_VARIABLES[broker]]]).toEqual([name, amqpUrl]);
      }
      expect([name, env.AMQP_URL]).toEqual([name, undefined]);
    }
    for (const name of BACKENDS) {
      expect([name, compose.services[name]!.environment!.REDIS_URL]).toEqual([name, expect.stringMatching(/^redis:\/\/:\$\{REDIS_PASSWORD:\?[^}]*\}@redis:6379$/)]);
    }
    expect(read('docker-compose.yml')).not.toMatch(/_PASSWORD:-/);
  });

  it('when compose is given the passwords of an example or no credentials, then production refuses its URLs; private ones pass', () => {
    const urls = (values: Record<string, string>) => {
      const env = compose.services['svc-users']!.environment!;
      return Object.fromEntries(['MONGODB_URI', 'REDIS_URL', 'AMQP_URL_SVC_USERS'].map((variable) => [variable, interpolate(env[variable]!, values)]));
    };
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(48), FIREBASE_PROJECT_ID: 'hostel-meals-prod' };
    const published = urls({ MONGODB_PASSWORD_SVC_USERS: 'password', REDIS_PASSWORD: 'hostel-dev-only', RABBITMQ_PASSWORD_SVC_USERS: 'svc-users-test-servers-only' });
    expect(productionSafetyProblems({ ...production, ...published }, { firebaseProject: true }).map((problem) => problem.variable)).toEqual(['MONGODB_URI', 'REDIS_URL', 'AMQP_URL_SVC_USERS']);
    const unauthenticated = { MONGODB_URI: 'mongodb://mongodb:27017/users', REDIS_URL: 'redis://redis:6379', AMQP_URL_SVC_USERS: 'amqp://guest:guest@rabbitmq:5672' };
    expect(productionSafetyProblems({ ...production, ...unauthenticated }, { firebaseProject: true }).map((problem) => problem.variable)).toEqual(['MONGODB_URI', 'REDIS_URL', 'AMQP_URL_SVC_USERS']);
    const secret = () => randomBytes(24).toString('hex');
    const own = urls({ MONGODB_PASSWORD_SVC_USERS: secret(), REDIS_PASSWORD: secret(), RABBITMQ_PASSWORD_SVC_USERS: secret() });
    expect(productionSafetyProblems({ ...production, ...own }, { firebaseProject: true })).toEqual([]);
  });

  it('when a key is misspelt, then the schema check fails (the check can fail)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compose-'));
    writeFileSync(join(dir, 'docker-compose.yml'), read('docker-compose.yml').replace('    restart: unless-stopped\n', '    restartt: unless-stopped\n'));
    const result = spawnSync(join(ROOT, 'node_modules/.bin/dclint'), ['docker-compose.yml'], { cwd: dir, encoding: 'utf8' });
    expect(result.status).not.toBe(0);
    expect(result.stdout).toContain('invalid-schema');
  });

  it('when read, then it builds every deployable (the one image definition: images.test.ts) and runs it after healthy infrastructure, on named volumes', () => {
    for (const name of DEPLOYABLES) expect(compose.services[name]?.build?.dockerfile).toBe('deploy/Dockerfile');
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
    const databases = SERVICES.filter((name) => name !== 'svc-gateway').map((name) => new URL(interpolate(compose.services[name]!.environment!.MONGODB_URI!, { MONGODB_PASSWORD: 'p' })).pathname);
    expect(new Set(databases).size).toBe(databases.length);
    expect(databases).toContain('/mess');
    for (const name of SERVICES) expect(compose.services[name]!.read_only).toBe(true);
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
    expect(byKind('Service').map((s) => s.metadata.name).sort()).toEqual([...DEPLOYABLES, ...DATA_STORES].sort());
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

  it('when the Secret example is read, then it lists exactly the keys the Deployments and StatefulSets read, and its placeholders are refused in production', () => {
    const example = parse(read('deploy/k8s/secret.example.yaml')) as { stringData: Record<string, string> };
    const referenced = [...byKind('Deployment'), ...byKind('StatefulSet')].flatMap((deployment) =>
      deployment.spec.template.spec.containers.flatMap((container: { env: { valueFrom?: { secretKeyRef?: { name: string; key: string } } }[] }) =>
        container.env.flatMap((variable) => (variable.valueFrom?.secretKeyRef?.name === 'hostel-secrets' ? [variable.valueFrom.secretKeyRef.key] : [])),
      ),
    );
    expect(Object.keys(example.stringData).sort()).toEqual([...new Set(referenced)].sort());
    const { JWT_SECRET, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = example.stringData;
    const problems = productionSafetyProblems({ NODE_ENV: 'production', JWT_SECRET, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, FIREBASE_PROJECT_ID: 'hostel-meals-prod' }, { stripe: true, firebaseProject: true });
    expect(problems.map((problem) => problem.variable)).toEqual(['JWT_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
    for (const service of DATABASE_SERVICES) {
      const key = `${service.slice('svc-'.length).toUpperCase()}_MONGODB_URI`;
      const amqp = BROKER_URL_VARIABLES[service];
      const refused = productionSafetyProblems({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(48), MONGODB_URI: example.stringData[key], REDIS_URL: example.stringData.REDIS_URL, [amqp]: example.stringData[amqp] });
      expect([key, refused.map((problem) => problem.variable)]).toEqual([key, ['MONGODB_URI', 'REDIS_URL', amqp]]);
    }
    for (const service of BROKER_SERVICES) {
      const amqp = BROKER_URL_VARIABLES[service];
      const refused = productionSafetyProblems({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(48), [amqp]: example.stringData[amqp] });
      expect([amqp, refused.map((problem) => problem.variable)]).toEqual([amqp, [amqp]]);
    }
  });

  it('when read, then MongoDB, Redis and RabbitMQ run in the namespace with credentials from the Secret, and the URLs name them with credentials', () => {
    expect(byKind('StatefulSet').map((set) => set.metadata.name).sort()).toEqual([...DATA_STORES].sort());
    const envOf = (name: string) => Object.fromEntries(
      (byKind('StatefulSet').find((set) => set.metadata.name === name)!.spec.template.spec.containers[0].env as { name: string; valueFrom: { secretKeyRef: { name: string; key: string } } }[])
        .map((variable) => [variable.name, `${variable.valueFrom.secretKeyRef.name}/${variable.valueFrom.secretKeyRef.key}`]),
    );
    const own = (names: string[]) => Object.fromEntries(names.map((name) => [name, `hostel-secrets/${name}`]));
    expect(envOf('mongodb')).toEqual({ MONGO_INITDB_ROOT_USERNAME: 'hostel-secrets/MONGODB_USERNAME', MONGO_INITDB_ROOT_PASSWORD: 'hostel-secrets/MONGODB_PASSWORD', ...own(DATABASE_SERVICES.map(mongoPasswordVariable)) });
    expect(envOf('redis')).toEqual({ REDISCLI_AUTH: 'hostel-secrets/REDIS_PASSWORD' });
    expect(envOf('rabbitmq')).toEqual({ RABBITMQ_DEFAULT_USER: 'hostel-secrets/RABBITMQ_USERNAME', RABBITMQ_DEFAULT_PASS: 'hostel-secrets/RABBITMQ_PASSWORD', ...own(BROKER_SERVICES.map(brokerPasswordVariable)) });
    const mongo = byKind('StatefulSet').find((set) => set.metadata.name === 'mongodb')!.spec.template.spec.containers[0];
    expect(mongo.args).toContain('--auth');
    const redis = byKind('StatefulSet').find((set) => set.metadata.name === 'redis')!.spec.template.spec.containers[0];
    expect(redis.command.join(' ')).toContain('--requirepass "$REDISCLI_AUTH"');
    for (const set of byKind('StatefulSet')) {
      expect(set.spec.template.spec.securityContext.runAsNonRoot).toBe(true);
      expect(set.spec.template.spec.automountServiceAccountToken).toBe(false);
    }

    const { stringData } = parse(read('deploy/k8s/secret.example.yaml')) as { stringData: Record<string, string> };
    const service = (name: string) => byKind('Service').find((each) => each.metadata.name === name)!.spec.ports[0].port as number;
    // Each service's URLs name its own user and database, with its own password from the same Secret.
    for (const name of DATABASE_SERVICES) {
      const database = name.slice('svc-'.length);
      const mongo = new URL(stringData[`${database.toUpperCase()}_MONGODB_URI`]!);
      expect([name, mongo.host, mongo.username, mongo.password, mongo.pathname, mongo.searchParams.get('authSource')]).toEqual([
        name, `mongodb:${service('mongodb')}`, name, stringData[mongoPasswordVariable(name)], `/${database}`, database,
      ]);
    }
    // Each process that talks to the broker (the gateway included) signs in with its own URL from the Secret.
    for (const name of BROKER_SERVICES) {
      const amqp = new URL(stringData[BROKER_URL_VARIABLES[name]]!);
      expect([name, amqp.host, amqp.username, amqp.password]).toEqual([name, `rabbitmq:${service('rabbitmq')}`, name, stringData[brokerPasswordVariable(name)]]);
      const deployment = byKind('Deployment').find((each) => each.metadata.name === name)!;
      const env = deployment.spec.template.spec.containers[0].env as { name: string; valueFrom?: { secretKeyRef?: { key: string } } }[];
      expect([name, env.find((variable) => variable.name === BROKER_URL_VARIABLES[name])?.valueFrom?.secretKeyRef?.key]).toEqual([name, BROKER_URL_VARIABLES[name]]);
      expect([name, env.find((variable) => variable.name === 'AMQP_URL')]).toEqual([name, undefined]);
    }
    const redisUrl = new URL(stringData.REDIS_URL!);
    expect([redisUrl.host, redisUrl.password]).toEqual([`redis:${service('redis')}`, stringData.REDIS_PASSWORD]);
  });

  describe('NetworkPolicies', () => {
    // A small evaluator of the NetworkPolicy semantics these manifests use (label selectors with In, named and
    // numbered ports, namespace selectors, ipBlock): a connection passes when the policies that select the
    // receiver let it in (or none does) and the policies that select the sender let it out (or none does).
    interface Selector { matchLabels?: Record<string, string>; matchExpressions?: { key: string; operator: string; values?: string[] }[] }
    interface Peer { podSelector?: Selector; namespaceSelector?: Selector; ipBlock?: { cidr: string; except?: string[] } }
    interface PolicyPort { protocol?: string; port?: number | string; endPort?: number }
    interface Rule { from?: Peer[]; to?: Peer[]; ports?: PolicyPort[] }
    interface Policy { metadata: { name: string; namespace: string }; spec: { podSelector: Selector; policyTypes: string[]; ingress?: Rule[]; egress?: Rule[] } }
    interface Pod { name: string; namespace: string; labels: Record<string, string>; ports: { name?: string; containerPort: number; protocol?: string }[] }
    const NAMESPACE = 'hostel-meals';
    const FRONT_ENDS = DEPLOYABLES.filter((name) => !name.startsWith('svc-'));
    const BACKEND_SERVICES = SERVICES.filter((name) => name !== 'svc-gateway');

    const policies = byKind('NetworkPolicy') as Policy[];
    const ownPods: Pod[] = [...byKind('Deployment'), ...byKind('StatefulSet')].map((workload) => ({
      name: workload.metadata.name,
      namespace: NAMESPACE,
      labels: workload.spec.template.metadata.labels,
      ports: workload.spec.template.spec.containers.flatMap((container: { ports: Pod['ports'] }) => container.ports),
    }));
    const ingressController: Pod = { name: 'ingress-nginx', namespace: 'ingress-nginx', labels: { 'app.kubernetes.io/name': 'ingress-nginx' }, ports: [{ containerPort: 443 }] };
    const dns: Pod = { name: 'kube-dns', namespace: 'kube-system', labels: { 'k8s-app': 'kube-dns' }, ports: [{ containerPort: 53, protocol: 'UDP' }, { containerPort: 53, protocol: 'TCP' }] };
    // A pod of someone else's in another namespace, and one in this namespace that is none of ours (a debug pod).
    const stranger: Pod = { name: 'stranger', namespace: 'default', labels: { app: 'stranger' }, ports: [{ containerPort: 8080 }] };
    const intruder: Pod = { name: 'intruder', namespace: NAMESPACE, labels: { app: 'debug' }, ports: [{ containerPort: 8080 }] };
    const pods = [...ownPods, ingressController, dns, stranger, intruder];
    const namespaceLabels = (pod: Pod) => ({ 'kubernetes.io/metadata.name': pod.namespace });

    const selects = (selector: Selector, labels: Record<string, string>) =>
      Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value) &&
      (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
        if (operator === 'In') return values.includes(labels[key]!);
        if (operator === 'NotIn') return !values.includes(labels[key]!);
        if (operator === 'Exists') return key in labels;
        if (operator === 'DoesNotExist') return !(key in labels);
        throw new Error(`operator ${operator}`);
      });
    // Pod addresses are private: an ipBlock reaches a pod only if it leaves the private ranges in (asserted below).
    const peerIs = (peer: Peer, policyNamespace: string, pod: Pod) => {
      if (peer.ipBlock) return false;
      const inNamespace = peer.namespaceSelector ? selects(peer.namespaceSelector, namespaceLabels(pod)) : pod.namespace === policyNamespace;
      return inNamespace && (!peer.podSelector || selects(peer.podSelector, pod.labels));
    };
    const portIs = (ports: PolicyPort[] | undefined, target: Pod, port: Pod['ports'][number]) =>
      !ports?.length ||
      ports.some((rule) => {
        if ((rule.protocol ?? 'TCP') !== (port.protocol ?? 'TCP')) return false;
        if (rule.port === undefined) return true;
        if (typeof rule.port === 'string') return target.ports.some((named) => named.name === rule.port && named.containerPort === port.containerPort);
        return rule.endPort ? port.containerPort >= rule.port && port.containerPort <= rule.endPort : port.containerPort === rule.port;
      });
    const side = (direction: 'Ingress' | 'Egress', self: Pod, other: Pod, target: Pod, port: Pod['ports'][number]) => {
      const applying = policies.filter((policy) => policy.metadata.namespace === self.namespace && policy.spec.policyTypes.includes(direction) && selects(policy.spec.podSelector, self.labels));
      if (applying.length === 0) return true;
      return applying.some((policy) =>
        (direction === 'Ingress' ? policy.spec.ingress : policy.spec.egress)?.some((rule) => {
          const peers = direction === 'Ingress' ? rule.from : rule.to;
          return (!peers || peers.some((peer) => peerIs(peer, policy.metadata.namespace, other))) && portIs(rule.ports, target, port);
        }),
      );
    };
    const allowed = (from: Pod, to: Pod, port: Pod['ports'][number]) => from !== to && side('Egress', from, to, to, port) && side('Ingress', to, from, to, port);

    /** What the site needs, and nothing else (DESIGN §8). */
    const needed = (from: Pod, to: Pod): boolean => {
      const own = from.namespace === NAMESPACE && from !== intruder;
      if (to === dns) return from.namespace === NAMESPACE;
      if (FRONT_ENDS.includes(to.name)) return from === ingressController || (to.name === 'mf-meals' && from.name === 'shell');
      if (to.name === 'svc-gateway') return from === ingressController || (own && FRONT_ENDS.includes(from.name));
      if (BACKEND_SERVICES.includes(to.name)) return own && from.name === 'svc-gateway';
      if (to.name === 'mongodb') return own && BACKEND_SERVICES.includes(from.name);
      // Live updates: the gateway reads the events as its own broker user, which may publish nothing.
      if (to.name === 'rabbitmq') return own && (BROKER_SERVICES as readonly string[]).includes(from.name);
      if (to.name === 'redis') return own && SERVICES.includes(from.name);
      // Pods outside this namespace have no policy here: whatever reaches them is up to the sender's egress.
      return false;
    };

    const wrongPaths = () => {
      const wrong: string[] = [];
      for (const from of pods) {
        for (const to of pods) {
          if (from === to || (from.namespace !== NAMESPACE && to.namespace !== NAMESPACE)) continue;
          for (const port of to.ports) {
            const is = allowed(from, to, port);
            if (is !== needed(from, to)) wrong.push(`${from.name} → ${to.name}:${port.containerPort}/${port.protocol ?? 'TCP'} is ${is ? 'open' : 'closed'}`);
          }
        }
      }
      return wrong;
    };

    it('when every pod tries every port of every other pod, then exactly the paths the site needs are open', () => {
      expect(wrongPaths()).toEqual([]);
    });

    it('when read, then everything in the namespace is denied by default, in and out', () => {
      const deny = policies.filter((policy) => Object.keys(policy.spec.podSelector).length === 0 && !policy.spec.ingress && !policy.spec.egress);
      expect(deny.map((policy) => policy.spec.policyTypes.sort())).toEqual([['Egress', 'Ingress']]);
      for (const pod of ownPods) {
        expect([pod.name, allowed(pod, stranger, stranger.ports[0]!), allowed(stranger, pod, pod.ports[0]!)]).toEqual([pod.name, false, false]);
      }
    });

    it('when no pod but a service or the gateway (each its own broker user) may reach the broker, then no one else can publish payment.succeeded', () => {
      const publishers = pods.filter((pod) => allowed(pod, ownPods.find((each) => each.name === 'rabbitmq')!, { containerPort: 5672 }));
      expect(publishers.map((pod) => pod.name).sort()).toEqual([...BROKER_SERVICES].sort());
    });

    it('when a service needs the internet, then only svc-users (Firebase) and svc-payments (Stripe) reach it, on 443, never a private or metadata address', () => {
      const internet = policies.flatMap((policy) => (policy.spec.egress ?? []).flatMap((rule) => (rule.to ?? []).filter((peer) => peer.ipBlock).map((peer) => ({ policy, rule, block: peer.ipBlock! }))));
      expect(internet.length).toBeGreaterThan(0);
      for (const { policy, rule, block } of internet) {
        expect(ownPods.filter((pod) => selects(policy.spec.podSelector, pod.labels)).map((pod) => pod.name).sort()).toEqual(['svc-payments', 'svc-users']);
        expect(rule.ports).toEqual([{ protocol: 'TCP', port: 443 }]);
        const excluded = block.cidr === '::/0' ? ['fc00::/7', 'fe80::/10', '::1/128'] : ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '169.254.0.0/16'];
        expect([block.cidr, block.except]).toEqual([block.cidr, expect.arrayContaining(excluded)]);
      }
    });

    it('when a policy is widened by mistake, then the evaluation catches it (the check can fail)', () => {
      // The broker open to every pod of the namespace, and the front ends' egress open to everything.
      const broker = policies.find((policy) => policy.metadata.name === 'rabbitmq')!;
      const frontEnds = policies.find((policy) => policy.metadata.name === 'front-ends')!;
      const before = [broker.spec.ingress, frontEnds.spec.egress];
      broker.spec.ingress = [{ from: [{ podSelector: {} }], ports: [{ protocol: 'TCP', port: 5672 }] }];
      frontEnds.spec.egress = [{}];
      try {
        expect(wrongPaths()).toEqual(expect.arrayContaining(['shell → rabbitmq:5672/TCP is open', 'mf-admin → stranger:8080/TCP is open']));
      } finally {
        [broker.spec.ingress, frontEnds.spec.egress] = before;
      }
      expect(wrongPaths()).toEqual([]);
    });
  });

  it('when read, then no secret value is committed: services read secrets from the hostel-secrets Secret', () => {
    expect(byKind('Secret')).toEqual([]);
    const meals = byKind('Deployment').find((d) => d.metadata.name === 'svc-meals')!;
    const env = meals.spec.template.spec.containers[0].env as { name: string; valueFrom?: { secretKeyRef?: { name: string } } }[];
    for (const name of ['JWT_SECRET', 'MONGODB_URI', 'AMQP_URL_SVC_MEALS', 'REDIS_URL']) {
      expect(env.find((variable) => variable.name === name)?.valueFrom?.secretKeyRef?.name).toBe('hostel-secrets');
    }
  });
});

describe("the data stores' per-service users (DESIGN §14)", () => {
  const dir = join(ROOT, 'deploy/k8s/data-stores');

  it('when the broker users script is compared with what the contracts give, then it is up to date (npx tsx scripts/deploy/broker-users.ts)', () => {
    expect(readFileSync(BROKER_USERS_SCRIPT, 'utf8')).toBe(brokerUsersFile());
  });

  it('when broker-users.sh runs, then each service gets its user with its own password through stdin, its permissions and its topic permissions; an existing user gets the password changed', () => {
    const bin = mkdtempSync(join(tmpdir(), 'rabbitmqctl-'));
    const log = join(bin, 'calls.log');
    // A stand-in rabbitmqctl that records each call and its stdin, and says svc-mess already exists.
    writeFileSync(join(bin, 'rabbitmqctl'), `#!/bin/sh\nif [ "$2" = add_user ] || [ "$2" = change_password ]; then input=$(cat); else input=; fi\necho "$* <$input>" >> "${log}"\n[ "$2 $3" != "add_user svc-mess" ]\n`, { mode: 0o755 });
    const passwords = Object.fromEntries(BROKER_SERVICES.map((service) => [brokerPasswordVariable(service), `pw-${service}`]));
    const result = spawnSync('sh', [BROKER_USERS_SCRIPT], { env: { PATH: `${bin}:${process.env.PATH}`, ...passwords }, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const calls = readFileSync(log, 'utf8').trim().split('\n');
    for (const service of BROKER_SERVICES) {
      expect(calls).toContain(`-q add_user ${service} <pw-${service}>`);
      expect(calls.filter((call) => call.startsWith(`-q set_permissions -p / ${service} `))).toHaveLength(1);
      expect(calls.filter((call) => call.startsWith(`-q set_topic_permissions -p / ${service} hostel.events `))).toHaveLength(1);
    }
    expect(calls).toContain('-q change_password svc-mess <pw-svc-mess>');
    expect(calls.find((call) => call.startsWith('-q set_topic_permissions -p / svc-meals '))).not.toMatch(/payment/);

    const missing = spawnSync('sh', [BROKER_USERS_SCRIPT], { env: { PATH: `${bin}:${process.env.PATH}`, ...passwords, RABBITMQ_PASSWORD_SVC_MESS: '' }, encoding: 'utf8' });
    expect(missing.status).not.toBe(0);
    expect(missing.stderr).toContain('RABBITMQ_PASSWORD_SVC_MESS is not set');
  });

  it('when the start script is checked, then it is valid shell that runs the users script once the broker is up', () => {
    const start = readFileSync(join(dir, 'rabbitmq-start.sh'), 'utf8');
    expect(spawnSync('sh', ['-n', join(dir, 'rabbitmq-start.sh')]).status).toBe(0);
    const line = (command: string) => start.split('\n').findIndex((each) => each.trim().startsWith(command));
    expect(line('until rabbitmqctl -q await_startup')).toBeGreaterThan(line('rabbitmq-server &'));
    expect(line('sh "$(dirname "$0")/broker-users.sh"')).toBeGreaterThan(line('until rabbitmqctl -q await_startup'));
    expect(line('touch /tmp/broker-users-ready')).toBeGreaterThan(line('sh "$(dirname "$0")/broker-users.sh"'));
  });

  it("when MongoDB's init script runs, then each service gets readWrite on its own database only; an existing user is updated; a missing password stops it", () => {
    const script = readFileSync(join(dir, 'mongodb-users.js'), 'utf8');
    const made: { database: string; op: string; user: string; pwd: string; roles: unknown }[] = [];
    const existing = new Set(['users/svc-users']);
    const db = {
      getSiblingDB: (database: string) => ({
        getUser: (user: string) => (existing.has(`${database}/${user}`) ? { user } : null),
        createUser: ({ user, pwd, roles }: { user: string; pwd: string; roles: unknown }) => made.push({ database, op: 'create', user, pwd, roles }),
        updateUser: (user: string, { pwd, roles }: { pwd: string; roles: unknown }) => made.push({ database, op: 'update', user, pwd, roles }),
      }),
    };
    const env = Object.fromEntries(DATABASE_SERVICES.map((service) => [mongoPasswordVariable(service), `pw-${service}`]));
    new Function('db', 'process', script)(db, { env });
    expect(made).toEqual(
      DATABASE_SERVICES.map((service) => {
        const database = service.slice('svc-'.length);
        return { database, op: service === 'svc-users' ? 'update' : 'create', user: service, pwd: `pw-${service}`, roles: [{ role: 'readWrite', db: database }] };
      }),
    );
    expect(() => new Function('db', 'process', script)(db, { env: { ...env, MONGODB_PASSWORD_SVC_MESS: '' } })).toThrow('MONGODB_PASSWORD_SVC_MESS is not set');
  });

  it('when compose and the manifests are read, then MongoDB and RabbitMQ run these scripts', () => {
    const compose = readCompose('docker-compose.yml');
    expect(compose.services.mongodb!.volumes).toContain('./deploy/k8s/data-stores/mongodb-users.js:/docker-entrypoint-initdb.d/mongodb-users.js:ro');
    expect(compose.services.rabbitmq!.volumes).toContain('./deploy/k8s/data-stores:/etc/hostel:ro');
    expect((compose.services.rabbitmq as { command?: string[] }).command).toEqual(['sh', '/etc/hostel/rabbitmq-start.sh']);

    const kustomization = parse(read('deploy/k8s/kustomization.yaml')) as { configMapGenerator: { name: string; files: string[] }[] };
    expect(kustomization.configMapGenerator).toEqual([
      { name: 'hostel-mongodb-init', files: ['data-stores/mongodb-users.js'] },
      { name: 'hostel-rabbitmq-init', files: ['data-stores/rabbitmq-start.sh', 'data-stores/broker-users.sh'] },
    ]);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const sets = parseAllDocuments(read('deploy/k8s/data-stores.yaml')).map((doc) => doc.toJS() as Record<string, any>).filter((object) => object.kind === 'StatefulSet');
    const podOf = (name: string) => sets.find((set) => set.metadata.name === name)!.spec.template.spec;
    const mountOf = (name: string, configMap: string) => {
      const volume = podOf(name).volumes.find((each: { configMap?: { name: string } }) => each.configMap?.name === configMap);
      return podOf(name).containers[0].volumeMounts.find((mount: { name: string }) => mount.name === volume?.name)?.mountPath;
    };
    expect(mountOf('mongodb', 'hostel-mongodb-init')).toBe('/docker-entrypoint-initdb.d');
    expect(mountOf('rabbitmq', 'hostel-rabbitmq-init')).toBe('/etc/hostel');
    expect(podOf('rabbitmq').containers[0].args).toEqual(['sh', '/etc/hostel/rabbitmq-start.sh']);
  });
});
