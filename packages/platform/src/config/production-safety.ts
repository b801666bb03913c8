import { BROKER_SERVICES } from '@hostel/contracts';
import { testServerBrokerPassword } from '../bus/broker-permissions';
import { BROKER_URL_VARIABLES } from './broker-url';
import type { ConfigProblem } from './load-config';
import { trustProxyProblem } from './trust-proxy';

/** Development defaults: `npm start` needs no configuration. They are public, so production refuses them. */
export const DEV_JWT_SECRET = 'dev-only-session-secret-change-me';
export const LOCALSTRIPE_SECRET_KEY = 'sk_test_localstripe';
export const DEV_STRIPE_WEBHOOK_SECRET = 'whsec_dev_only_local_webhook_secret';
/** The administrator `npm start` and the test servers sign in as. */
export const DEV_ADMIN_EMAIL = 'admin@hostel.local';
/**
 * Administrator e-mails this repository publishes (the development default, the examples' placeholder). Whoever
 * registers one of them first becomes an administrator of a site that kept it, so production refuses them.
 */
export const PUBLISHED_ADMIN_EMAILS: readonly string[] = [DEV_ADMIN_EMAIL, 'replace-with-your-admin@example.invalid'];

export const MIN_PRODUCTION_SECRET_LENGTH = 32;

/** DESIGN §6: a consumer retries a failing event for at least 10 minutes before it dead-letters it. */
export const MIN_PRODUCTION_EVENT_RETRY_WINDOW_MS = 10 * 60_000;

/**
 * Every value this repository publishes for a secret (code defaults, `.env.example`, the compose files, the
 * Kubernetes example, and earlier versions of them): anyone can read these, so anyone could sign with them.
 * `deploy/deploy.test.ts` checks that production refuses the values in the example files.
 */
export const PUBLISHED_SECRETS: Readonly<Record<'JWT_SECRET' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET', readonly string[]>> = {
  JWT_SECRET: [DEV_JWT_SECRET, 'change-me-to-a-long-random-string', 'replace-me', 'replace-with-at-least-32-random-characters'],
  STRIPE_SECRET_KEY: [LOCALSTRIPE_SECRET_KEY, 'sk_live_or_test_replace_me', 'sk_live_replace_me', 'sk_test_...'],
  STRIPE_WEBHOOK_SECRET: [DEV_STRIPE_WEBHOOK_SECRET, 'whsec_compose_test_mode', 'whsec_replace_me', 'whsec_...'],
};

/**
 * The infrastructure servers' URLs: production connects to each as a user with a password of its own. These are
 * the passwords this repository publishes for them (the compose file's former defaults, the examples in
 * `.env.example` and `deploy/k8s/secret.example.yaml`) and the servers' own well-known defaults.
 */
export const INFRASTRUCTURE_URLS = {
  MONGODB_URI: { server: 'MongoDB', example: 'mongodb://<user>:<password>@<host>:27017/<database>?authSource=admin', needsUser: true },
  REDIS_URL: { server: 'Redis', example: 'redis://:<password>@<host>:6379 (rediss:// with TLS)', needsUser: false },
  AMQP_URL: { server: 'RabbitMQ', example: 'amqp://<user>:<password>@<host>:5672 (amqps:// with TLS)', needsUser: true },
} as const;
type InfrastructureVariable = keyof typeof INFRASTRUCTURE_URLS;
export const PUBLISHED_INFRASTRUCTURE_PASSWORDS: readonly string[] = [
  'password',
  'hostel-dev-only',
  'guest',
  'replace-me',
  'replace-with-a-random-password',
  ...BROKER_SERVICES.map(testServerBrokerPassword),
];

const decoded = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/** Why `url` is unsafe as `variable` in production, or undefined; the message never repeats the password. */
function infrastructureProblem(variable: InfrastructureVariable, url: string): string | undefined {
  const { server, example, needsUser } = INFRASTRUCTURE_URLS[variable];
  const want = `set ${example} with a private password (openssl rand -hex 24)`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined; // the schema names a malformed URL
  }
  const password = decoded(parsed.password);
  const user = decoded(parsed.username);
  if (!password || (needsUser && !user)) return `has no ${needsUser ? 'user and password' : 'password'}: ${server} must not accept anyone who reaches it; ${want}`;
  if (PUBLISHED_INFRASTRUCTURE_PASSWORDS.includes(password) || (variable === 'AMQP_URL' && user === 'guest')) {
    return `uses a published example or default credential; ${want}`;
  }
  return undefined;
}

/** Consumers check a publisher by its broker user's name: a service's user must carry the service's name. */
function brokerUserProblem(service: string, url: string): string | undefined {
  let user: string;
  try {
    user = decoded(new URL(url).username);
  } catch {
    return undefined;
  }
  return user === service ? undefined : `signs in as "${user}": the broker user of ${service} must be named ${service} (consumers know publishers by that name)`;
}

export interface ProductionRequirements {
  /** svc-payments: a real Stripe secret key and webhook signing secret. */
  stripe?: boolean;
  /** svc-users: the Firebase project whose ID tokens are accepted. */
  firebaseProject?: boolean;
  /** svc-users: the e-mails that become administrators (ADMIN_EMAILS). */
  adminEmails?: boolean;
}

interface SecretRule {
  /** What to set instead, said in every message about the variable. */
  want: string;
  minLength?: number;
  shape?: { pattern: RegExp; isNot: string };
}

const SECRET_RULES: Record<keyof typeof PUBLISHED_SECRETS, SecretRule> = {
  JWT_SECRET: { want: `at least ${MIN_PRODUCTION_SECRET_LENGTH} random characters (openssl rand -base64 48)`, minLength: MIN_PRODUCTION_SECRET_LENGTH },
  STRIPE_SECRET_KEY: {
    want: 'the secret key from the Stripe dashboard (sk_live_…; sk_test_… for a staging site)',
    shape: { pattern: /^(sk|rk)_(live|test)_\S+$/, isNot: 'a Stripe secret key' },
  },
  STRIPE_WEBHOOK_SECRET: {
    want: 'the signing secret of your webhook endpoint in the Stripe dashboard (whsec_…)',
    shape: { pattern: /^whsec_\S+$/, isNot: 'a Stripe webhook signing secret' },
  },
};

function secretProblem(variable: keyof typeof SECRET_RULES, value: string | undefined): string | undefined {
  const { want, minLength, shape } = SECRET_RULES[variable];
  if (!value) return `must be set in production to ${want}`;
  if (PUBLISHED_SECRETS[variable].includes(value)) return `is a published default; set ${want}`;
  if (minLength && value.length < minLength) return `is shorter than ${minLength} characters; set ${want}`;
  if (shape && !shape.pattern.test(value)) return `is not ${shape.isNot}; set ${want}`;
  return undefined;
}

const valueOf = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() || undefined;

/**
 * DESIGN §6: with `NODE_ENV=production` a process must not run on test-mode wiring or public secrets. Reads the
 * raw environment (what the operator set, before any development default fills a gap) and names every unsafe
 * setting at once, so one failed start lists everything to fix. Other modes are never refused here.
 */
export function productionSafetyProblems(env: NodeJS.ProcessEnv, requirements: ProductionRequirements = {}): ConfigProblem[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: ConfigProblem[] = [];
  const refuse = (variable: string, message: string | undefined) => {
    if (message) problems.push({ variable, message });
  };

  if (valueOf(env, 'FIREBASE_AUTH_EMULATOR_HOST')) {
    refuse('FIREBASE_AUTH_EMULATOR_HOST', 'must not be set in production: with it, the Auth emulator\'s unsigned tokens are accepted. Unset it (test mode is NODE_ENV=test)');
  }
  if (valueOf(env, 'STRIPE_API_BASE')) {
    refuse('STRIPE_API_BASE', 'must not be set in production: it sends payments to a Stripe stand-in such as localstripe. Unset it to use Stripe');
  }
  const secrets: (keyof typeof SECRET_RULES)[] = ['JWT_SECRET', ...(requirements.stripe ? (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) : [])];
  for (const variable of secrets) refuse(variable, secretProblem(variable, valueOf(env, variable)));

  // Unset means the embedded store or in-process bus of a single process; a URL given must carry credentials.
  for (const variable of ['MONGODB_URI', 'REDIS_URL'] as const) {
    const url = valueOf(env, variable);
    if (url) refuse(variable, infrastructureProblem(variable, url));
  }
  // DESIGN §14: each service signs in to RabbitMQ as its own user, whose permissions say what it may publish and
  // read; consumers know a publisher by that user's name.
  if (valueOf(env, 'AMQP_URL')) {
    refuse('AMQP_URL', "is one broker user for every service: in production each service has its own, named after it, in AMQP_URL_SVC_MEALS, AMQP_URL_SVC_USERS, … (docs/deployment.md); unset AMQP_URL");
  }
  for (const [service, variable] of Object.entries(BROKER_URL_VARIABLES)) {
    const url = valueOf(env, variable);
    if (url) refuse(variable, infrastructureProblem('AMQP_URL', url) ?? brokerUserProblem(service, url));
  }

  const retryWindow = valueOf(env, 'EVENT_RETRY_WINDOW_MS');
  if (retryWindow !== undefined && Number(retryWindow) < MIN_PRODUCTION_EVENT_RETRY_WINDOW_MS) {
    refuse(
      'EVENT_RETRY_WINDOW_MS',
      `is under 10 minutes (${retryWindow} ms): an event that fails through a shorter outage would be dead-lettered. Set at least ${MIN_PRODUCTION_EVENT_RETRY_WINDOW_MS}, or unset it (15 minutes)`,
    );
  }

  if (requirements.firebaseProject) {
    const project = valueOf(env, 'FIREBASE_PROJECT_ID');
    if (!project) refuse('FIREBASE_PROJECT_ID', "must be set in production to your Firebase project's id");
    // Firebase reserves demo-* ids for the emulators: no real sign-in ever issues a token for one.
    else if (project.startsWith('demo-')) refuse('FIREBASE_PROJECT_ID', `names a demo project (${project}) that only the Auth emulator serves; set your Firebase project's id`);
  }
  if (requirements.adminEmails) refuse('ADMIN_EMAILS', adminEmailsProblem(valueOf(env, 'ADMIN_EMAILS')));
  refuse('TRUST_PROXY', trustProxyProblem(valueOf(env, 'TRUST_PROXY')));
  return problems;
}

const ADMIN_EMAILS_WANT = 'set the e-mails of your administrators, comma-separated (ADMIN_EMAILS=warden@your-hostel.edu)';

function adminEmailsProblem(value: string | undefined): string | undefined {
  if (!value) return `must be set in production: without it the development administrator (${DEV_ADMIN_EMAIL}) would be one; ${ADMIN_EMAILS_WANT}`;
  const published = value
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter((email) => PUBLISHED_ADMIN_EMAILS.includes(email));
  if (published.length > 0) return `lists ${published.join(', ')}, a published example: whoever registers it would be an administrator; ${ADMIN_EMAILS_WANT}`;
  return undefined;
}

/** The check in the form `loadConfig` takes. */
export const productionSafety =
  (requirements: ProductionRequirements = {}) =>
  (env: NodeJS.ProcessEnv) =>
    productionSafetyProblems(env, requirements);
