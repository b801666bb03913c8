import { z } from 'zod';
import { type ConfigCheck, type ConfigProblem, env as shapes, loadConfig, trustedProxies, trustProxyProblem } from '@hostel/platform/config';

/** An empty variable (compose's `${X:-}`) means the same as an absent one. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const url = (fallback: string) => optional(z.url()).transform((value) => value ?? fallback);
const origin = (value: string) => new URL(value).origin;

const schema = z.object({
  NODE_ENV: optional(z.enum(['development', 'test', 'production'])).transform((value) => value ?? 'development'),
  PORT: optional(z.coerce.number().int().min(0).max(65535)),
  // Loopback unless said otherwise, like every server of the project; containers set HOST=0.0.0.0.
  HOST: shapes.host(),
  GATEWAY_URL: url('http://127.0.0.1:8080'),
  MF_MEALS_MANIFEST: url('http://localhost:3001/mf-manifest.json'),
  MF_DASHBOARD_MANIFEST: url('http://localhost:3002/mf-manifest.json'),
  MF_ADMIN_MANIFEST: url('http://localhost:3003/mf-manifest.json'),
  // Where this server reaches each remote when a container's view differs from the browser's manifest URL.
  MF_MEALS_INTERNAL_URL: optional(z.url()),
  MF_DASHBOARD_INTERNAL_URL: optional(z.url()),
  MF_ADMIN_INTERNAL_URL: optional(z.url()),
  FIREBASE_API_KEY: optional(z.string()),
  FIREBASE_AUTH_DOMAIN: optional(z.string().regex(/^[a-z0-9.-]+(:\d+)?$/i, 'must be a host name (e.g. my-project.firebaseapp.com)')),
  FIREBASE_PROJECT_ID: optional(z.string()),
  FIREBASE_AUTH_EMULATOR_HOST: optional(z.string().regex(/^[a-z0-9.-]+:\d+$/i, 'must be host:port')),
  // The browser's view of the emulator can differ from the servers' (containers): PUBLIC_… wins.
  PUBLIC_FIREBASE_EMULATOR_URL: optional(z.url()),
  STRIPE_PUBLISHABLE_KEY: optional(z.string()),
  STRIPE_API_BASE: optional(z.url()),
  PUBLIC_STRIPE_JS_URL: optional(z.url()),
  // The shell's server proves itself with it to the remotes' /first-screen; production requires it (see below).
  FIRST_SCREEN_SECRET: optional(z.string()),
  // The proxies in front of this server (the ingress): through them alone does it learn a browser's address.
  TRUST_PROXY: trustedProxies(),
});

type Env = z.infer<typeof schema>;

export type RemoteName = 'mf_meals' | 'mf_dashboard' | 'mf_admin';

/** What the shell hands the browser (written into index.html and served as /config.json, with the remotes' routes). */
export interface SiteConfig {
  remotes: Record<RemoteName, string>;
  firebase: { apiKey: string; authDomain: string; projectId: string; emulatorUrl?: string };
  stripe: { publishableKey: string; jsUrl?: string };
}

export interface ServerConfig {
  production: boolean;
  port?: number;
  host: string;
  gatewayUrl: URL;
  site: SiteConfig;
  /** Where this server asks each remote for its routes and first screens. */
  remoteServers: { name: RemoteName; origin: string }[];
  /** What the shell's server sends to, and a remote requires at, /first-screen; unset: this machine only. */
  firstScreenSecret?: string;
  /** Express `trust proxy` entries: the proxies whose X-Forwarded-For tells this server a browser's address. */
  trustProxy: string[];
}

function siteConfig(env: Env): SiteConfig {
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  return {
    remotes: { mf_meals: env.MF_MEALS_MANIFEST, mf_dashboard: env.MF_DASHBOARD_MANIFEST, mf_admin: env.MF_ADMIN_MANIFEST },
    firebase: {
      apiKey: env.FIREBASE_API_KEY ?? 'demo-key',
      authDomain: env.FIREBASE_AUTH_DOMAIN ?? 'demo-hostel.firebaseapp.com',
      projectId: env.FIREBASE_PROJECT_ID ?? 'demo-hostel',
      ...(env.FIREBASE_API_KEY && !env.FIREBASE_AUTH_EMULATOR_HOST ? {} : { emulatorUrl: env.PUBLIC_FIREBASE_EMULATOR_URL ?? `http://${emulator}` }),
    },
    stripe: {
      publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? 'pk_test_localstripe',
      ...(env.STRIPE_PUBLISHABLE_KEY ? {} : { jsUrl: env.PUBLIC_STRIPE_JS_URL ?? `${env.STRIPE_API_BASE ?? 'http://127.0.0.1:8420'}/js.stripe.com/v3/` }),
    },
  };
}

const blank = (value: string | undefined) => !value?.trim();

/**
 * In production the shell must not hand browsers the test-mode fallbacks above (the Auth emulator, localstripe's
 * Stripe.js stand-in): like the services (DESIGN §6), it refuses to start and names every setting to fix.
 * Remotes hand the browser no configuration, so only the shell checks these.
 */
export const productionProblems: ConfigCheck = (env) => {
  if (env.NODE_ENV !== 'production') return [];
  const problems: ConfigProblem[] = [];
  const problem = (variable: string, message: string) => problems.push({ variable, message });
  if (!blank(env.FIREBASE_AUTH_EMULATOR_HOST)) problem('FIREBASE_AUTH_EMULATOR_HOST', 'must not be set in production (Auth emulator)');
  if (blank(env.FIREBASE_API_KEY) || env.FIREBASE_API_KEY === 'demo-key') problem('FIREBASE_API_KEY', 'set the Firebase web API key of your project');
  if (blank(env.FIREBASE_PROJECT_ID) || env.FIREBASE_PROJECT_ID!.startsWith('demo-')) problem('FIREBASE_PROJECT_ID', 'set your Firebase project id (demo-… is the emulator)');
  const stripeKey = env.STRIPE_PUBLISHABLE_KEY ?? '';
  if (!/^pk_(live|test)_/.test(stripeKey) || stripeKey === 'pk_test_localstripe') problem('STRIPE_PUBLISHABLE_KEY', 'set your Stripe publishable key (pk_live_… or pk_test_…)');
  if (!blank(env.STRIPE_API_BASE) || !blank(env.PUBLIC_STRIPE_JS_URL)) problem('STRIPE_API_BASE / PUBLIC_STRIPE_JS_URL', 'must not be set in production (localstripe)');
  return problems;
};

/** Placeholders this repository publishes for FIRST_SCREEN_SECRET (deploy/k8s/secret.example.yaml). */
export const PUBLISHED_FIRST_SCREEN_SECRETS: readonly string[] = ['replace-with-at-least-32-random-characters'];
const MIN_FIRST_SCREEN_SECRET_LENGTH = 32;

/**
 * In production a remote's renders are for the shell's server alone, so the two share a secret (no default: a
 * published one would let anyone ask), and the proxies this server believes are a short explicit list.
 */
const productionAccess =
  (firstScreens: boolean): ConfigCheck =>
  (env) => {
    if (env.NODE_ENV !== 'production') return [];
    const problems: ConfigProblem[] = [];
    const secret = env.FIRST_SCREEN_SECRET?.trim() ?? '';
    const want = `set FIRST_SCREEN_SECRET, the same on the shell and the remotes, to at least ${MIN_FIRST_SCREEN_SECRET_LENGTH} random characters (openssl rand -base64 48)`;
    if (firstScreens && !secret) problems.push({ variable: 'FIRST_SCREEN_SECRET', message: `must be set in production: without it a remote answers first screens to this machine only; ${want}` });
    else if (firstScreens && PUBLISHED_FIRST_SCREEN_SECRETS.includes(secret)) problems.push({ variable: 'FIRST_SCREEN_SECRET', message: `is a published placeholder; ${want}` });
    else if (firstScreens && secret.length < MIN_FIRST_SCREEN_SECRET_LENGTH) problems.push({ variable: 'FIRST_SCREEN_SECRET', message: `is shorter than ${MIN_FIRST_SCREEN_SECRET_LENGTH} characters; ${want}` });
    const trust = trustProxyProblem(env.TRUST_PROXY);
    if (trust) problems.push({ variable: 'TRUST_PROXY', message: trust });
    return problems;
  };

/**
 * The environment, read once at start-up; a bad variable stops the start naming it (ConfigError). `shell` adds the
 * production refusal above; `firstScreens` (the shell, a remote with a renderer) requires the first-screen secret.
 */
export function loadServerConfig(env: NodeJS.ProcessEnv, options: { shell: boolean; firstScreens: boolean }): ServerConfig {
  const access = productionAccess(options.firstScreens);
  const parsed = loadConfig(schema, env, (raw) => [...(options.shell ? productionProblems(raw) : []), ...access(raw)]);
  const site = siteConfig(parsed);
  const internal = { mf_meals: parsed.MF_MEALS_INTERNAL_URL, mf_dashboard: parsed.MF_DASHBOARD_INTERNAL_URL, mf_admin: parsed.MF_ADMIN_INTERNAL_URL };
  return {
    production: parsed.NODE_ENV === 'production',
    port: parsed.PORT,
    host: parsed.HOST,
    gatewayUrl: new URL(parsed.GATEWAY_URL),
    site,
    remoteServers: (Object.keys(site.remotes) as RemoteName[]).map((name) => ({ name, origin: origin(internal[name] ?? site.remotes[name]) })),
    firstScreenSecret: parsed.FIRST_SCREEN_SECRET,
    trustProxy: parsed.TRUST_PROXY,
  };
}

/** The distinct origins the remotes' manifests (and so their scripts, styles and images) are served from. */
export const remoteOrigins = (site: SiteConfig): string[] => [...new Set(Object.values(site.remotes).map(origin))];
