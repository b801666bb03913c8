/**
 * DESIGN §6 "Modes are explicit", through the real entry points: each service and the gateway started as a
 * process (`node --import tsx svc-x/src/main.ts`, as scripts/stack/backend.ts runs them) with NODE_ENV=production
 * and one unsafe setting refuses to start, exits non-zero and names that setting; with safe settings it serves.
 * The child sees only the variables given here, never this shell's test-server URLs.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { DEV_ADMIN_EMAIL, DEV_JWT_SECRET, DEV_STRIPE_WEBHOOK_SECRET, LOCALSTRIPE_SECRET_KEY, productionSafetyProblems } from '@hostel/platform';
import { waitForUrl } from '../scripts/stack/processes';

const ROOT = join(__dirname, '..');
const SERVICES = ['svc-meals', 'svc-users', 'svc-payments', 'svc-mess', 'svc-gateway'] as const;
type Service = (typeof SERVICES)[number];
const REFUSAL_TIMEOUT_MS = 20_000; // a few seconds on a quiet machine; the CI box is shared and has 2 cores

const random = () => randomBytes(32).toString('base64url');

/** A production environment with nothing unsafe in it, for one service. */
function safeProduction(service: Service): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'prod-safety-')),
    JWT_SECRET: random(),
    ...(service === 'svc-users' && { FIREBASE_PROJECT_ID: 'hostel-meals-prod', ADMIN_EMAILS: 'warden@hostel.example.edu' }),
    ...(service === 'svc-payments' && { STRIPE_SECRET_KEY: `sk_live_${random()}`, STRIPE_WEBHOOK_SECRET: `whsec_${random()}` }),
  };
}

interface Exit {
  code: number | null;
  output: string;
}

function start(service: Service, env: NodeJS.ProcessEnv) {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, service, 'src/main.ts')], { cwd: ROOT, env: set, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code) => resolve({ code, output })));
  return { child, exited };
}

/** Waits for the process to exit on its own; one still running after the timeout is killed and reported as such. */
async function exitOf(service: Service, env: NodeJS.ProcessEnv): Promise<Exit> {
  const { child, exited } = start(service, env);
  const timer = setTimeout(() => child.kill('SIGKILL'), REFUSAL_TIMEOUT_MS);
  const exit = await exited;
  clearTimeout(timer);
  return exit;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const BACKENDS = SERVICES.filter((service) => service !== 'svc-gateway');
const EVERY_PROCESS: [string, string, NodeJS.ProcessEnv][] = [
  ['the Auth emulator host is set', 'FIREBASE_AUTH_EMULATOR_HOST', { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }],
  ['JWT_SECRET is the development default', 'JWT_SECRET', { JWT_SECRET: DEV_JWT_SECRET }],
  ['JWT_SECRET is missing', 'JWT_SECRET', { JWT_SECRET: undefined }],
  ['JWT_SECRET is short', 'JWT_SECRET', { JWT_SECRET: 'twenty-characters-xx' }],
  ['STRIPE_API_BASE is set', 'STRIPE_API_BASE', { STRIPE_API_BASE: 'http://127.0.0.1:8420' }],
  ['TRUST_PROXY is a whole private network', 'TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/8' }],
];
const CASES: [Service, string, string, NodeJS.ProcessEnv][] = [
  ...SERVICES.flatMap((service) => EVERY_PROCESS.map(([what, variable, change]) => [service, what, variable, change] as [Service, string, string, NodeJS.ProcessEnv])),
  ['svc-payments', 'the webhook secret is missing', 'STRIPE_WEBHOOK_SECRET', { STRIPE_WEBHOOK_SECRET: undefined }],
  ['svc-payments', 'the webhook secret is the development default', 'STRIPE_WEBHOOK_SECRET', { STRIPE_WEBHOOK_SECRET: DEV_STRIPE_WEBHOOK_SECRET }],
  ['svc-payments', 'the Stripe key is localstripe', 'STRIPE_SECRET_KEY', { STRIPE_SECRET_KEY: LOCALSTRIPE_SECRET_KEY }],
  ['svc-users', 'the Firebase project is the demo one', 'FIREBASE_PROJECT_ID', { FIREBASE_PROJECT_ID: 'demo-hostel' }],
  ['svc-users', 'ADMIN_EMAILS is missing', 'ADMIN_EMAILS', { ADMIN_EMAILS: undefined }],
  ['svc-users', 'ADMIN_EMAILS lists the development administrator', 'ADMIN_EMAILS', { ADMIN_EMAILS: `warden@hostel.example.edu,${DEV_ADMIN_EMAIL}` }],
  // The infrastructure servers (DESIGN §8): a URL without credentials, or with the published example ones.
  ...SERVICES.map((service) => [service, 'Redis has no password', 'REDIS_URL', { REDIS_URL: 'redis://redis:6379' }] as [Service, string, string, NodeJS.ProcessEnv]),
  ...BACKENDS.flatMap((service): [Service, string, string, NodeJS.ProcessEnv][] => [
    [service, 'MongoDB has no user', 'MONGODB_URI', { MONGODB_URI: 'mongodb://mongodb:27017/meals' }],
    [service, "RabbitMQ has RabbitMQ's guest user", 'AMQP_URL', { AMQP_URL: 'amqp://guest:guest@rabbitmq:5672' }],
  ]),
  ['svc-users', "MongoDB has the Kubernetes example's user", 'MONGODB_URI', { MONGODB_URI: 'mongodb://user:password@mongodb:27017/users' }],
  ['svc-payments', "RabbitMQ has compose's former default password", 'AMQP_URL', { AMQP_URL: 'amqp://hostel:hostel-dev-only@rabbitmq:5672' }],
];
const NAMED = /\b(FIREBASE_AUTH_EMULATOR_HOST|JWT_SECRET|STRIPE_API_BASE|STRIPE_SECRET_KEY|STRIPE_WEBHOOK_SECRET|FIREBASE_PROJECT_ID|MONGODB_URI|REDIS_URL|AMQP_URL|ADMIN_EMAILS|TRUST_PROXY):/g;

describe('production start-up refusals', () => {
  it.each(CASES)('when %s starts in production and %s, then it exits non-zero naming %s', async (service, _what, variable, change) => {
    const started = Date.now();
    const { code, output } = await exitOf(service, { ...safeProduction(service), ...change });

    expect(code).not.toBeNull(); // null: still running when the timeout killed it
    expect(code).not.toBe(0);
    expect(Date.now() - started).toBeLessThan(REFUSAL_TIMEOUT_MS);
    expect(output).toContain(`${service} did not start: Invalid environment: ${variable}: `);
    expect(new Set([...output.matchAll(NAMED)].map((match) => match[1]))).toEqual(new Set([variable]));
  }, 30_000);

  it('when every unsafe setting is given at once, then one refusal names them all', async () => {
    const { code, output } = await exitOf('svc-payments', {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      FIREBASE_AUTH_EMULATOR_HOST: 'firebase-auth:9099',
      STRIPE_API_BASE: 'http://localstripe:8420',
      STRIPE_SECRET_KEY: LOCALSTRIPE_SECRET_KEY,
    });
    expect(code).toBe(1);
    expect(new Set([...output.matchAll(NAMED)].map((match) => match[1]))).toEqual(new Set(['FIREBASE_AUTH_EMULATOR_HOST', 'STRIPE_API_BASE', 'JWT_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']));
  }, 30_000);

  it.each(SERVICES)('when %s starts in production with safe settings, then it serves', async (service) => {
    const port = await freePort();
    const { child, exited } = start(service, { ...safeProduction(service), PORT: String(port) });
    try {
      // The gateway's /health is 503 here (no upstreams run); any answer shows the process started.
      await Promise.race([
        waitForUrl(`http://127.0.0.1:${port}/health`, 30_000, () => true),
        exited.then(({ code, output }) => Promise.reject(new Error(`${service} exited (${code}): ${output}`))),
      ]);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }, 45_000);
});

describe("the deployment files' administrator and trusted proxies", () => {
  const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
  const k8s = (parse(read('deploy/k8s/config.yaml')) as { data: Record<string, string> }).data;
  const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, { environment: Record<string, string> }> };
  /** What compose makes of `${NAME:-default}` when .env leaves NAME out. */
  const composeDefault = (value: string) => value.replace(/\$\{\w+:-([^}]*)\}/g, '$1');
  const envExample = (name: string) => new RegExp(`^# ${name}=(.*)$`, 'm').exec(read('.env.example'))?.[1];
  const refused = (env: NodeJS.ProcessEnv) => productionSafetyProblems({ NODE_ENV: 'production', JWT_SECRET: random(), FIREBASE_PROJECT_ID: 'hostel-meals-prod', ...env }, { adminEmails: true }).map((problem) => problem.variable);

  it('when ADMIN_EMAILS is left as Kubernetes, compose or .env.example give it, then production refuses it, naming it', () => {
    const placeholders = [k8s.ADMIN_EMAILS, composeDefault(compose.services['svc-users']!.environment.ADMIN_EMAILS!), envExample('ADMIN_EMAILS')];

    expect(placeholders.every(Boolean)).toBe(true);
    for (const ADMIN_EMAILS of placeholders) expect([ADMIN_EMAILS, refused({ ADMIN_EMAILS })]).toEqual([ADMIN_EMAILS, ['ADMIN_EMAILS']]);
  });

  it('when TRUST_PROXY is left as Kubernetes, compose or .env.example give it, then no proxy is trusted', () => {
    expect([k8s.TRUST_PROXY, composeDefault(compose.services['svc-gateway']!.environment.TRUST_PROXY!), envExample('TRUST_PROXY')]).toEqual(['', '', '']);
  });
});
