import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ConfigError, loadConfig } from './load-config';
import { DEV_ADMIN_EMAIL, DEV_JWT_SECRET, DEV_STRIPE_WEBHOOK_SECRET, LOCALSTRIPE_SECRET_KEY, PUBLISHED_INFRASTRUCTURE_PASSWORDS, PUBLISHED_SECRETS, productionSafety, productionSafetyProblems, type ProductionRequirements } from './production-safety';

const random = () => randomBytes(32).toString('base64url');

/** What an operator sets for a real deployment: nothing here is refused. */
const safeProduction = (): NodeJS.ProcessEnv => ({
  NODE_ENV: 'production',
  JWT_SECRET: random(),
  STRIPE_SECRET_KEY: `sk_live_${random()}`,
  STRIPE_WEBHOOK_SECRET: `whsec_${random()}`,
  FIREBASE_PROJECT_ID: 'hostel-meals-prod',
  ADMIN_EMAILS: 'warden@hostel.example.edu',
  TRUST_PROXY: '192.0.2.10, 192.0.2.11, 198.51.100.0/28',
});
const ALL: ProductionRequirements = { stripe: true, firebaseProject: true, adminEmails: true };
const variables = (env: NodeJS.ProcessEnv, requirements: ProductionRequirements = ALL) => productionSafetyProblems(env, requirements).map((problem) => problem.variable);

describe('productionSafetyProblems', () => {
  it('when production is configured with private secrets and no test-mode wiring, then nothing is refused', () => {
    expect(productionSafetyProblems(safeProduction(), ALL)).toEqual([]);
    expect(productionSafetyProblems({ ...safeProduction(), STRIPE_SECRET_KEY: `rk_live_${random()}`, FIREBASE_AUTH_EMULATOR_HOST: '', STRIPE_API_BASE: ' ' }, ALL)).toEqual([]);
  });

  it('when the mode is development, test or unset, then nothing is refused (npm start needs no configuration)', () => {
    const unsafe = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', STRIPE_API_BASE: 'http://127.0.0.1:8420', FIREBASE_PROJECT_ID: 'demo-hostel' };
    for (const NODE_ENV of ['development', 'test', undefined]) expect(productionSafetyProblems({ ...unsafe, NODE_ENV }, ALL)).toEqual([]);
  });

  it.each([
    ['the Auth emulator host is set', { FIREBASE_AUTH_EMULATOR_HOST: 'firebase-auth:9099' }, 'FIREBASE_AUTH_EMULATOR_HOST', /must not be set in production/],
    ['a Stripe API base is set', { STRIPE_API_BASE: 'http://localstripe:8420' }, 'STRIPE_API_BASE', /must not be set in production/],
    ['JWT_SECRET is missing', { JWT_SECRET: undefined }, 'JWT_SECRET', /must be set in production to at least 32 random characters/],
    ['JWT_SECRET is empty', { JWT_SECRET: '   ' }, 'JWT_SECRET', /must be set in production/],
    ['JWT_SECRET is the development secret', { JWT_SECRET: DEV_JWT_SECRET }, 'JWT_SECRET', /published default/],
    ['JWT_SECRET is 31 characters', { JWT_SECRET: 'x'.repeat(31) }, 'JWT_SECRET', /is shorter than 32 characters; set at least 32 random characters/],
    ['the Stripe key is missing', { STRIPE_SECRET_KEY: undefined }, 'STRIPE_SECRET_KEY', /must be set in production/],
    ['the Stripe key is localstripe', { STRIPE_SECRET_KEY: LOCALSTRIPE_SECRET_KEY }, 'STRIPE_SECRET_KEY', /is a published default; set the secret key from the Stripe dashboard/],
    ['the Stripe key is not a key', { STRIPE_SECRET_KEY: 'pk_live_abc' }, 'STRIPE_SECRET_KEY', /is not a Stripe secret key; set the secret key/],
    ['the webhook secret is missing', { STRIPE_WEBHOOK_SECRET: undefined }, 'STRIPE_WEBHOOK_SECRET', /must be set in production/],
    ['the webhook secret is the development one', { STRIPE_WEBHOOK_SECRET: DEV_STRIPE_WEBHOOK_SECRET }, 'STRIPE_WEBHOOK_SECRET', /published default/],
    ['the webhook secret is not one', { STRIPE_WEBHOOK_SECRET: 'secret-of-mine' }, 'STRIPE_WEBHOOK_SECRET', /is not a Stripe webhook signing secret; set the signing secret/],
    ['the event retry window is 0', { EVENT_RETRY_WINDOW_MS: '0' }, 'EVENT_RETRY_WINDOW_MS', /is under 10 minutes \(0 ms\).*Set at least 600000/],
    ['the event retry window is a millisecond short of 10 minutes', { EVENT_RETRY_WINDOW_MS: '599999' }, 'EVENT_RETRY_WINDOW_MS', /is under 10 minutes/],
    ['the Firebase project is missing', { FIREBASE_PROJECT_ID: undefined }, 'FIREBASE_PROJECT_ID', /must be set in production/],
    ['the Firebase project is a demo one', { FIREBASE_PROJECT_ID: 'demo-hostel' }, 'FIREBASE_PROJECT_ID', /demo project \(demo-hostel\)/],
    ['ADMIN_EMAILS is missing', { ADMIN_EMAILS: undefined }, 'ADMIN_EMAILS', /must be set in production.*admin@hostel\.local/],
    ['ADMIN_EMAILS lists the development administrator', { ADMIN_EMAILS: `warden@hostel.example.edu, ${DEV_ADMIN_EMAIL.toUpperCase()}` }, 'ADMIN_EMAILS', /lists admin@hostel\.local, a published example/],
    ["ADMIN_EMAILS is the examples' placeholder", { ADMIN_EMAILS: 'replace-with-your-admin@example.invalid' }, 'ADMIN_EMAILS', /published example/],
    ['TRUST_PROXY is a /8', { TRUST_PROXY: '10.0.0.0/8' }, 'TRUST_PROXY', /10\.0\.0\.0\/8 is wider than \/24.*ingress controller/],
    ['TRUST_PROXY is a /16 beside an address', { TRUST_PROXY: '192.0.2.10, 172.16.0.0/16' }, 'TRUST_PROXY', /wider than \/24/],
    ['TRUST_PROXY is a wide IPv6 range', { TRUST_PROXY: 'fd00::/8' }, 'TRUST_PROXY', /wider than \/120/],
    ['TRUST_PROXY names every private network', { TRUST_PROXY: 'uniquelocal' }, 'TRUST_PROXY', /whole private network/],
    ['TRUST_PROXY trusts every peer', { TRUST_PROXY: 'true' }, 'TRUST_PROXY', /trusts every peer/],
  ])('when in production %s, then that setting alone is refused, saying why', (_, change, variable, message) => {
    const problems = productionSafetyProblems({ ...safeProduction(), ...change }, ALL);
    expect(problems).toEqual([{ variable, message: expect.stringMatching(message) }]);
  });

  it.each(Object.entries(PUBLISHED_SECRETS).flatMap(([variable, values]) => values.map((value) => [variable, value])))('when %s is the published value %s, then production refuses it', (variable, value) => {
    expect(variables({ ...safeProduction(), [variable]: value })).toEqual([variable]);
  });

  it('when the event retry window is 10 minutes or more, or unset, then production accepts it; tests may shorten it', () => {
    for (const EVENT_RETRY_WINDOW_MS of ['600000', '1500000', undefined]) expect(variables({ ...safeProduction(), EVENT_RETRY_WINDOW_MS })).toEqual([]);
    expect(productionSafetyProblems({ NODE_ENV: 'test', EVENT_RETRY_WINDOW_MS: '0' }, ALL)).toEqual([]);
  });

  it('when several settings are unsafe, then every one is named at once', () => {
    const env = { NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: 'firebase-auth:9099', STRIPE_API_BASE: 'http://localstripe:8420', JWT_SECRET: 'short' };
    expect(variables(env)).toEqual(['FIREBASE_AUTH_EMULATOR_HOST', 'STRIPE_API_BASE', 'JWT_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'FIREBASE_PROJECT_ID', 'ADMIN_EMAILS']);
  });

  it('when TRUST_PROXY is unset, or lists loopback and single addresses, then production accepts it', () => {
    for (const TRUST_PROXY of [undefined, '', 'loopback', '203.0.113.7', '10.0.3.0/24, 10.0.4.17', '2001:db8::7, 2001:db8::/120']) expect(variables({ ...safeProduction(), TRUST_PROXY })).toEqual([]);
    expect(productionSafetyProblems({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.0/8' }, ALL)).toEqual([]);
  });

  it('when a service needs no Stripe or Firebase project, then only the settings every process shares are checked', () => {
    expect(variables({ NODE_ENV: 'production', JWT_SECRET: random() }, {})).toEqual([]);
    expect(variables({ NODE_ENV: 'production', STRIPE_API_BASE: 'http://localstripe:8420' }, {})).toEqual(['STRIPE_API_BASE', 'JWT_SECRET']);
  });
});

describe('productionSafetyProblems for the infrastructure servers', () => {
  const password = () => randomBytes(24).toString('hex');
  const privateUrls = () => ({
    MONGODB_URI: `mongodb://hostel:${password()}@mongodb:27017/users?authSource=admin`,
    REDIS_URL: `redis://:${password()}@redis:6379`,
    AMQP_URL_SVC_USERS: `amqps://svc-users:${password()}@rabbitmq:5671`,
  });

  it('when every URL carries a private user and password, or is unset (one process, embedded), then nothing is refused', () => {
    expect(variables({ ...safeProduction(), ...privateUrls() })).toEqual([]);
    expect(variables({ ...safeProduction(), REDIS_URL: `rediss://default:${password()}@redis:6380` })).toEqual([]);
    expect(variables({ ...safeProduction(), MONGODB_URI: undefined, REDIS_URL: ' ', AMQP_URL: undefined, AMQP_URL_SVC_USERS: undefined })).toEqual([]);
  });

  it('when the mode is not production, then URLs without credentials are accepted (npm start, the test servers)', () => {
    const open = { MONGODB_URI: 'mongodb://127.0.0.1:27017/', REDIS_URL: 'redis://127.0.0.1:6379', AMQP_URL: 'amqp://guest:guest@127.0.0.1:5672' };
    for (const NODE_ENV of ['development', 'test', undefined]) expect(productionSafetyProblems({ ...open, NODE_ENV }, ALL)).toEqual([]);
  });

  it.each([
    ['MONGODB_URI', 'mongodb://mongodb:27017/users', /has no user and password: MongoDB must not accept anyone who reaches it; set mongodb:\/\/<user>:<password>@/],
    ['MONGODB_URI', 'mongodb://hostel@mongodb:27017/users', /has no user and password/],
    ['MONGODB_URI', 'mongodb://:secret-but-no-user@mongodb:27017/users', /has no user and password/],
    ['REDIS_URL', 'redis://redis:6379', /has no password: Redis must not accept anyone who reaches it; set redis:\/\/:<password>@/],
    ['REDIS_URL', 'rediss://default@redis:6380', /has no password/],
    ['AMQP_URL_SVC_USERS', 'amqp://rabbitmq:5672', /has no user and password: RabbitMQ/],
    ['AMQP_URL_SVC_USERS', 'amqp://guest:guest@rabbitmq:5672', /published example or default credential/],
    ['AMQP_URL_SVC_USERS', `amqp://guest:${randomBytes(8).toString('hex')}@rabbitmq:5672`, /published example or default credential/],
    ['AMQP_URL_SVC_USERS', `amqp://hostel:${randomBytes(8).toString('hex')}@rabbitmq:5672`, /signs in as "hostel": the broker user of svc-users must be named svc-users/],
    ['AMQP_URL_SVC_MEALS', `amqp://svc-users:${randomBytes(8).toString('hex')}@rabbitmq:5672`, /the broker user of svc-meals must be named svc-meals/],
    ['AMQP_URL', `amqp://hostel:${randomBytes(8).toString('hex')}@rabbitmq:5672`, /one broker user for every service: in production each service has its own, named after it, in AMQP_URL_SVC_MEALS/],
  ])('when in production %s is %s, then that setting alone is refused, saying what to set', (variable, url, message) => {
    const problems = productionSafetyProblems({ ...safeProduction(), ...privateUrls(), [variable]: url }, ALL);
    expect(problems).toEqual([{ variable, message: expect.stringMatching(message) }]);
  });

  it.each(PUBLISHED_INFRASTRUCTURE_PASSWORDS)('when a URL carries the published password %s, then production refuses it without repeating it', (published) => {
    const env = {
      ...safeProduction(),
      MONGODB_URI: `mongodb://user:${published}@mongodb:27017/meals`,
      REDIS_URL: `redis://:${encodeURIComponent(published)}@redis:6379`,
      AMQP_URL_SVC_USERS: `amqp://svc-users:${published}@rabbitmq:5672`,
    };
    const problems = productionSafetyProblems(env, ALL);
    expect(problems.map((problem) => problem.variable)).toEqual(['MONGODB_URI', 'REDIS_URL', 'AMQP_URL_SVC_USERS']);
    for (const problem of problems) expect(problem.message).not.toContain(`:${published}@`);
  });

  it('when a password is not valid percent-encoding, then it is judged as written rather than crashing the check', () => {
    expect(variables({ ...safeProduction(), REDIS_URL: 'redis://:%ff-odd@redis:6379' })).toEqual([]);
  });
});

describe('loadConfig with productionSafety', () => {
  const schema = z.object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().default(4001),
    JWT_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_JWT_SECRET),
  });

  it('when production is safe, then the config loads', () => {
    const env = safeProduction();
    expect(loadConfig(schema, env, productionSafety())).toEqual({ NODE_ENV: 'production', PORT: 4001, JWT_SECRET: env.JWT_SECRET });
  });

  it('when production is unsafe, then one ConfigError names every unsafe and every invalid variable, once each', () => {
    const load = () => loadConfig(schema, { NODE_ENV: 'production', JWT_SECRET: 'short', PORT: 'eighty', FIREBASE_AUTH_EMULATOR_HOST: 'x:9099' }, productionSafety());
    expect(load).toThrow(ConfigError);
    const error = (() => {
      try {
        load();
      } catch (caught) {
        return caught as ConfigError;
      }
    })()!;
    expect(error.problems.map((problem) => problem.variable)).toEqual(['FIREBASE_AUTH_EMULATOR_HOST', 'JWT_SECRET', 'PORT']);
    expect(error.message).toMatch(/^Invalid environment: FIREBASE_AUTH_EMULATOR_HOST: must not be set in production.*; JWT_SECRET: is shorter than 32 characters.*; PORT: /);
  });

  it('when the mode is development, then the development defaults load', () => {
    expect(loadConfig(schema, { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, productionSafety())).toEqual({ NODE_ENV: 'development', PORT: 4001, JWT_SECRET: DEV_JWT_SECRET });
  });
});
