/**
 * The contract phase of `npm test`: schemathesis fuzzes the API through the gateway against the OpenAPI document
 * the gateway publishes (/api/openapi.json), with all its checks (5xx, undocumented statuses and bodies, valid
 * input refused, invalid input accepted, 405 + Allow, auth that is declared but not enforced, use after delete…).
 *
 * For each mode (embedded, then real servers) it starts a seeded backend of its own, makes four callers the way
 * users are made (anonymous, a Bronze student, a student who paid for Gold at localstripe, an admin) and runs
 * schemathesis once per caller. Each run leaves test-results/schemathesis-<mode>-<role>.xml (JUnit, one test
 * case per operation, read by scripts/test-summary.mjs) and its console output in a .log beside it. Every run
 * starts as a failing static-*.json that only its report replaces, so a run that crashed, timed out or never
 * started (the phase killed at its time limit) fails instead of passing by silence.
 *
 *   npx tsx scripts/schemathesis/run.ts [embedded] [real]      (both by default; real needs the test servers)
 *
 * SCHEMATHESIS_MAX_EXAMPLES (default 20) bounds the generated cases per operation and phase, so the whole phase
 * fits its time limit on the 2-core CI box; SCHEMATHESIS_SEED replays a run (each run prints its seed).
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { LIVE_EVENT_ID, LIVE_EVENT_ID_FORMAT } from '@hostel/contracts';
import { requireServer } from '@hostel/platform/testing';
import { OPERATIONS } from '../../svc-gateway/src/routing/route-table';
import { seedService } from '../../svc-meals/src/seed/seed';
import { premiumStudent, signUp, type Actor } from '../../api-tests/support/actors';
import { seedStore } from '../seed';
import { startEmbeddedBackend, startProcessBackend, type Backend, type BackendPorts } from '../stack/backend';
import { ROOT } from '../stack/external';
import { REAL_SERVER_VARIABLES } from '@hostel/platform';

type Mode = 'embedded' | 'real';
type Role = 'anonymous' | 'bronze' | 'premium' | 'admin';

const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
/** Away from npm start, the API suites and the browser journeys, so the phases could share a machine. */
const PORTS: BackendPorts = { gateway: 19080 + offset, meals: 19001 + offset, users: 19002 + offset, payments: 19003 + offset, mess: 19004 + offset };
const ADMIN_EMAIL = 'admin@schemathesis.test';
const OUT = resolve(process.env.TEST_RESULTS_DIR ?? join(ROOT, 'test-results'));
const MAX_EXAMPLES = Number(process.env.SCHEMATHESIS_MAX_EXAMPLES ?? 20);
/** One run’s hard limit, about three times a usual run: room for a busy box, yet a hung run still ends. */
/** The string formats the document names, with their patterns (scripts/schemathesis/hooks.py says why). */
const FORMATS: Record<string, RegExp> = { [LIVE_EVENT_ID_FORMAT]: LIVE_EVENT_ID };
const HERE = join(ROOT, 'scripts/schemathesis');
/** How long one call of an event stream is read. */
const STREAM_READ_S = Number(process.env.SCHEMATHESIS_STREAM_READ_S ?? 2);
const RUN_TIMEOUT_MS = Number(process.env.SCHEMATHESIS_RUN_TIMEOUT_S ?? 150) * 1000;

/** The operations whose declarations say they cannot be fuzzed meaningfully (each says why there). */
const EXCLUDED = OPERATIONS.filter((operation) => operation.notFuzzed).map((operation) => `${operation.method.toUpperCase()} ${operation.path}`);

/** The installer is idempotent (a no-op once installed) and prints the command's path. */
function schemathesisCommand(): string {
  const printed = execFileSync('bash', [join(ROOT, 'scripts/test-servers/install-pip-tool.sh'), 'schemathesis'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return printed.trim().split('\n').pop()!;
}

async function startBackend(mode: Mode): Promise<Backend> {
  process.env.LOG_LEVEL ??= 'silent';
  requireServer('FIREBASE_AUTH_EMULATOR_HOST');
  requireServer('STRIPE_API_BASE');
  const run = randomBytes(4).toString('hex');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    ADMIN_EMAILS: ADMIN_EMAIL,
    // A fuzzer is one client sending thousands of calls a minute: the limits are tested by rate-limits.api.test.ts.
    RATE_LIMIT_ANONYMOUS: '1000000',
    RATE_LIMIT_USER: '1000000',
    RATE_LIMIT_SIGN_IN: '1000000',
    RATE_LIMIT_SIGN_IN_PER_ADDRESS: '1000000',
    RATE_LIMIT_UPLOADS: '1000000',
    RATE_LIMIT_IMAGES: '1000000',
    RATE_LIMIT_PAYMENTS: '1000000',
    RATE_LIMIT_MESS_WRITES: '1000000',
    RATE_LIMIT_PREFIX: `rl-fuzz-${run}`,
  };
  if (mode === 'real') {
    for (const name of ['MONGODB_URI', 'AMQP_URL', 'REDIS_URL']) requireServer(name);
    env.DB_NAME_SUFFIX = `_fuzz${run}`;
    env.EVENTS_EXCHANGE = `fuzz.${run}`;
    await seedStore(env);
    return startProcessBackend(PORTS, env, true);
  }
  for (const name of REAL_SERVER_VARIABLES) delete env[name];
  env.DATA_DIR = mkdtempSync(join(tmpdir(), 'hostel-fuzz-'));
  const backend = await startEmbeddedBackend(PORTS, env);
  await seedService(backend.meals!);
  return backend;
}

/** The callers, made through the API as users are made (actors.ts reads the gateway's URL from the environment). */
async function callers(gatewayUrl: string): Promise<Record<Role, Actor | undefined>> {
  process.env.API_GATEWAY_URL = gatewayUrl;
  const [bronze, premium, admin] = await Promise.all([signUp({ name: 'Fuzz Bronze' }), premiumStudent('gold', { name: 'Fuzz Gold' }), signUp({ email: ADMIN_EMAIL, name: 'Fuzz Admin' })]);
  return { anonymous: undefined, bronze, premium, admin };
}

/**
 * The run's configuration: each security scheme of the document gets the caller's own credential (the session
 * token; the Firebase ID token for sign-in), nothing for the anonymous caller. No automatic sign-up: the four
 * callers are the point.
 */
function configFile(dir: string, role: Role, actor: Actor | undefined): { path: string; env: NodeJS.ProcessEnv } {
  // Top-level keys come before the first table.
  const lines = [`hooks = ${JSON.stringify(join(HERE, 'hooks.py'))}`, '[auth]', 'auto-signup = false'];
  // Stateful links from the OpenAPI document only: schemathesis 4.32's link inference from answers scans every string
  // of a 2xx JSON body as a possible URL and crashes on one that is not ("http://[…", which a fuzzed meal title or
  // review may be: `urlsplit` raises "Invalid IPv6 URL"), ending the whole run.
  lines.push('[phases.stateful.inference]', 'algorithms = ["dependency-analysis"]');
  const env: NodeJS.ProcessEnv = { HOSTEL_FORMATS: JSON.stringify(Object.fromEntries(Object.entries(FORMATS).map(([name, pattern]) => [name, pattern.source]))) };
  if (actor) {
    lines.push('[auth.openapi.session]', 'bearer = "${HOSTEL_SESSION_TOKEN}"', '[auth.openapi.firebase]', 'bearer = "${HOSTEL_ID_TOKEN}"');
    env.HOSTEL_SESSION_TOKEN = actor.token;
    env.HOSTEL_ID_TOKEN = actor.idToken;
  }
  // Valid calls whose refusal depends on stored data (the route table's `dataDependent`) may answer those statuses.
  for (const operation of OPERATIONS.filter((candidate) => candidate.dataDependent)) {
    const statuses = ['2xx', '3xx', 401, 403, 404, 409, 429, '5xx', ...operation.dataDependent!];
    lines.push('[[operations]]', `include-name = "${operation.method.toUpperCase()} ${operation.path}"`, `checks.positive_data_acceptance.expected-statuses = ${JSON.stringify([...new Set(statuses)])}`);
  }
  // An event stream (GET /events) never ends: schemathesis reads it for this long, checks every event that came
  // (a Last-Event-ID it generated replays those kept) and closes it. The stream's first line comes at once, so an
  // answer that is slower than this is a fault, as any other.
  for (const operation of OPERATIONS.filter((candidate) => Object.values(candidate.ok).some((answer) => answer.contentType === 'text/event-stream'))) {
    lines.push('[[operations]]', `include-name = "${operation.method.toUpperCase()} ${operation.path}"`, `request-timeout = ${STREAM_READ_S}`);
  }
  const path = join(dir, `${role}.toml`);
  writeFileSync(path, `${lines.join('\n')}\n`);
  return { path, env };
}

const ROLES: Role[] = ['anonymous', 'bronze', 'premium', 'admin'];
const pendingMarker = (mode: Mode, role: Role) => join(OUT, `static-schemathesis-${mode}-${role}.json`);

interface RunResult {
  name: string;
  ok: boolean;
  seconds: number;
}

async function fuzz(command: string, gatewayUrl: string, mode: Mode, role: Role, actor: Actor | undefined, workDir: string): Promise<RunResult> {
  const name = `schemathesis-${mode}-${role}`;
  const report = join(OUT, `${name}.xml`);
  const log = join(OUT, `${name}.log`);
  rmSync(report, { force: true });
  const seed = process.env.SCHEMATHESIS_SEED ?? String(randomInt(1, 2 ** 31));
  const config = configFile(workDir, role, actor);
  const args = [
    '--config-file', config.path,
    '--no-color',
    'run',
    `${gatewayUrl}/api/openapi.json`,
    '--checks', 'all',
    '--max-examples', String(MAX_EXAMPLES),
    '--seed', seed,
    '--workers', '2',
    '--request-timeout', '20',
    '--generation-database', 'none',
    '--report', 'junit',
    '--report-junit-path', report,
    ...EXCLUDED.flatMap((label) => ['--exclude-name', label]),
  ];
  const started = Date.now();
  const code = await new Promise<number | null>((done) => {
    const child = spawn(command, args, { cwd: workDir, env: { ...process.env, ...config.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
    child.on('close', (status) => {
      clearTimeout(timer);
      writeFileSync(log, Buffer.concat(output));
      done(status);
    });
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  const reported = existsSync(report);
  console.log(`[schemathesis] ${mode} ${role}: exit ${code ?? 'killed'} in ${seconds} s (seed ${seed})${reported ? '' : ', no report'}; output in ${log}`);
  if (reported) rmSync(pendingMarker(mode, role), { force: true });
  return { name, ok: code === 0 && reported, seconds };
}

/** Whether a run's log shows schemathesis failing inside its own code (its error sections, with its own traceback). */
function toolCrashed(log: string): boolean {
  if (!existsSync(log)) return false;
  const text = readFileSync(log, 'utf8');
  return /^(Runtime Error|Test Execution Error)$/m.test(text) && text.includes('site-packages/schemathesis/');
}

async function main() {
  const modes = (process.argv.slice(2).length ? process.argv.slice(2) : ['embedded', 'real']) as Mode[];
  mkdirSync(OUT, { recursive: true });
  for (const mode of modes) {
    for (const role of ROLES) {
      writeFileSync(pendingMarker(mode, role), JSON.stringify({ name: `schemathesis ${mode} ${role} (left no report: not run, crashed or timed out)`, ok: false }));
    }
  }
  const command = schemathesisCommand();
  const workDir = mkdtempSync(join(tmpdir(), 'hostel-schemathesis-'));
  const results: RunResult[] = [];
  for (const mode of modes) {
    const started = Date.now();
    let backend: Backend | undefined;
    try {
      backend = await startBackend(mode);
      const actors = await callers(backend.gatewayUrl);
      console.log(`[schemathesis] ${mode}: backend and callers ready in ${Math.round((Date.now() - started) / 1000)} s`);
      for (const role of ROLES) {
        let result = await fuzz(command, backend.gatewayUrl, mode, role, actors[role], workDir);
        // schemathesis itself crashing (a Python error inside its own engine, reported as a "Runtime Error" or "Test
        // Execution Error" with no check failed) says nothing about the API: that caller's run is taken again once,
        // with a new seed (SCHEMATHESIS_SEED unset), and its second report is the one counted (a failed check fails it again).
        if (!result.ok && !process.env.SCHEMATHESIS_SEED && toolCrashed(join(OUT, `${result.name}.log`))) {
          console.log(`[schemathesis] ${mode} ${role}: schemathesis crashed inside itself; running this caller again`);
          result = await fuzz(command, backend.gatewayUrl, mode, role, actors[role], workDir);
        }
        results.push(result);
      }
    } catch (err) {
      console.error(`[schemathesis] ${mode}: could not run`, err);
      results.push({ name: `schemathesis-${mode}`, ok: false, seconds: 0 });
    } finally {
      await backend?.stop();
    }
  }
  rmSync(workDir, { recursive: true, force: true });
  const failed = results.filter((result) => !result.ok);
  console.log(`[schemathesis] ${results.length - failed.length} of ${results.length} runs clean${failed.length ? `; not clean: ${failed.map((result) => result.name).join(', ')}` : ''}`);
  process.exit(failed.length ? 1 : 0);
}

void main();
