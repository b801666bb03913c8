/**
 * DESIGN §8: no request ends a server. Every server the project runs — the gateway, each service reached directly,
 * each front end's server (the shell and the three remotes, started the way `npm start` and the journeys do) —
 * gets the same generated barrage of malformed requests over raw sockets: each answer must be a 4xx (Node's own
 * parser answering 400/431 counts; a connection dropped without a status does not), and the server's health check
 * must still answer 200 afterwards.
 */
import { Children } from '../scripts/stack/processes';
import { startFrontends, type FrontendPorts, type Frontends } from '../scripts/stack/frontends';
import { answersOtherThan4xx, malformedRequests } from './support/malformed-requests';
import { API_PORTS } from './support/ports';

const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
/** Front ends of this suite's own, away from `npm start`'s, the journeys' and the other suites' ports. */
const FRONTEND_PORTS: FrontendPorts = { shell: 17000 + offset, 'mf-meals': 17001 + offset, 'mf-dashboard': 17002 + offset, 'mf-admin': 17003 + offset };

interface Target {
  name: string;
  port: number;
  /** Where its routes live: relative tails and bodies go there. */
  base: string;
  health: string;
}

const TARGETS: Target[] = [
  { name: 'svc-gateway', port: API_PORTS.gateway, base: '/api/meals', health: '/health' },
  { name: 'svc-meals', port: API_PORTS.meals, base: '/meals', health: '/health' },
  { name: 'svc-users', port: API_PORTS.users, base: '/users', health: '/health' },
  { name: 'svc-payments', port: API_PORTS.payments, base: '/payments', health: '/health' },
  { name: 'svc-mess', port: API_PORTS.mess, base: '/mess', health: '/health' },
  { name: 'the shell’s server', port: FRONTEND_PORTS.shell, base: '/', health: '/health' },
  { name: 'mf-meals’ server', port: FRONTEND_PORTS['mf-meals'], base: '/', health: '/health' },
  { name: 'mf-dashboard’s server', port: FRONTEND_PORTS['mf-dashboard'], base: '/', health: '/health' },
  { name: 'mf-admin’s server', port: FRONTEND_PORTS['mf-admin'], base: '/', health: '/health' },
];

describe('malformed requests to every server', () => {
  const children = new Children();
  let frontends: Frontends | undefined;

  beforeAll(async () => {
    frontends = await startFrontends(children, { ports: FRONTEND_PORTS, gatewayUrl: `http://127.0.0.1:${API_PORTS.gateway}` });
  }, 180_000);

  afterAll(async () => {
    await frontends?.stop();
    await children.stop();
  }, 30_000);

  it('when the barrage is generated, then each server gets at least 50 malformed requests', () => {
    for (const { base } of TARGETS) expect(malformedRequests(base).length).toBeGreaterThanOrEqual(50);
  });

  it.each(TARGETS)('when $name receives the barrage, then every answer is a 4xx and its health check still answers 200', async ({ port, base, health }) => {
    const wrong = await answersOtherThan4xx(port, malformedRequests(base));

    expect(wrong).toEqual([]);
    const res = await fetch(`http://127.0.0.1:${port}${health}`);
    expect(res.status).toBe(200);
  }, 120_000);
});
