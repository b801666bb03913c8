/**
 * DESIGN §8: development binds to this machine. `npm start` (scripts/start.ts) runs here as it would on a laptop,
 * on ports of its own (START_PORT_OFFSET) and with a localstripe of its own, in the API phase's mode (embedded, or
 * each service as a process on the real servers); every socket its process tree listens on must be loopback.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { requireServer } from '@hostel/platform/testing';
import { DEFAULT_PORTS } from '../scripts/stack/backend';
import { DEFAULT_FRONTEND_PORTS } from '../scripts/stack/frontends';
import { Children, waitForUrl } from '../scripts/stack/processes';
import { ROOT } from '../scripts/stack/external';
import { isLoopback, listeningSockets } from './support/listening-sockets';
import { REAL_SERVER_VARIABLES } from '@hostel/platform';

const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
// Below the kernel's ephemeral range (32768 on): there any outgoing connection of the test run may hold a port for a
// moment, and a CI run's site failed to bind 43000. 15000–15003, 16001–16004 and 20080 are no other suite's.
const START_PORT_OFFSET = 12_000 + offset;
const STRIPE_PORT = 20_420 + offset;
const real = process.env.API_TEST_MODE === 'real';

describe(`npm start (${real ? 'each service as a process' : 'embedded'})`, () => {
  const children = new Children();
  let pid: number;
  const shifted = (port: number) => port + START_PORT_OFFSET;

  beforeAll(async () => {
    requireServer('FIREBASE_AUTH_EMULATOR_HOST');
    const run = randomBytes(4).toString('hex');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      START_PORT_OFFSET: String(START_PORT_OFFSET),
      STRIPE_API_BASE: `http://127.0.0.1:${STRIPE_PORT}`,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'hostel-start-')),
      DB_NAME_SUFFIX: `_start${run}`,
      EVENTS_EXCHANGE: `start.${run}`,
    };
    // What decides the binding is HOST alone: a value from the shell running the tests must not.
    delete env.HOST;
    if (!real) for (const name of REAL_SERVER_VARIABLES) delete env[name];
    const child = children.start('npm start', process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/start.ts')], { env, cwd: ROOT, quiet: true });
    pid = child.pid!;
    const said: string[] = [];
    const keep = (chunk: Buffer) => said.push(...chunk.toString().split('\n').filter((line) => line.trim()).slice(-40));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    // The front ends start last, after the backend, the seed and the demo accounts.
    await waitForUrl(`http://127.0.0.1:${shifted(DEFAULT_FRONTEND_PORTS.shell)}/health`, 240_000, (status) => status === 200).catch((err: unknown) => {
      // Say where start got to: a hung step and a slow one look alike otherwise.
      throw new Error(`${err instanceof Error ? err.message : String(err)}; npm start's last output:\n${said.slice(-40).join('\n')}`);
    });
    // The front ends start together: the shell may answer before another has bound its port.
    for (const port of Object.values(DEFAULT_FRONTEND_PORTS).map(shifted)) await waitForUrl(`http://127.0.0.1:${port}/health`, 60_000, (status) => status === 200);
  }, 300_000);

  afterAll(() => children.stop(), 30_000);

  it('when the site is up, then every socket it opened listens on loopback only', () => {
    const sockets = listeningSockets(pid);
    const ports = new Set(sockets.map((socket) => socket.port));
    // What start opened itself: the gateway, each service, each front end and the card provider.
    const expected = [...Object.values(DEFAULT_PORTS), ...Object.values(DEFAULT_FRONTEND_PORTS)].map(shifted);
    expect(expected.filter((port) => !ports.has(port))).toEqual([]);
    expect(ports.has(STRIPE_PORT)).toBe(true);
    expect(sockets.filter((socket) => !isLoopback(socket.address)).map(({ address, port }) => `${address}:${port}`)).toEqual([]);
  });
});
