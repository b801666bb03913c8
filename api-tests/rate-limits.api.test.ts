/**
 * DESIGN §6 "Rate limits fit a hostel": hundreds of students share the hostel's one public address. The suites'
 * own gateway lifts every limit, so each test here starts a gateway of its own in this process, in front of the
 * same services, with the default limits unless the test is about a limit's mechanics. Counters are its own
 * (a fresh Redis prefix in real mode, memory in embedded mode).
 */
import { randomBytes } from 'node:crypto';
import { MESSAGES, type Meal } from '@hostel/contracts';
import { createLogger, issueSessionToken, listen, DEV_JWT_SECRET } from '@hostel/platform';
import { requireServer } from '@hostel/platform/testing';
import { emulatorAccount } from '../scripts/stack/identity';
import { loadGatewayConfig } from '../svc-gateway/src/config';
import { createGateway } from '../svc-gateway/src/service';
import { admin, signUp, type Actor } from './support/actors';
import { api, eventually } from './support/client';
import { createMeal, idOf, PNG } from './support/fixtures';
import { API_PORTS } from './support/ports';

const TOO_MANY = { success: false, message: 'Too many requests, please slow down' };
const PASSWORD = 'Password1';
const MINUTE_MS = 60_000;
const WINDOW_MS = 10 * MINUTE_MS;
/** Students arrive over the minute rather than in one instant; this many journeys run at any moment. */
const BROWSERS_AT_ONCE = 25;

interface OwnGateway {
  url: string;
  stop: () => Promise<void>;
}

/** A gateway in this process with the default limits, except for `env`, in front of the suites' services. */
async function ownGateway(env: NodeJS.ProcessEnv = {}, rateLimitWindowSeconds?: number): Promise<OwnGateway> {
  const config = loadGatewayConfig({
    NODE_ENV: 'test',
    MEALS_URL: `http://127.0.0.1:${API_PORTS.meals}`,
    USERS_URL: `http://127.0.0.1:${API_PORTS.users}`,
    PAYMENTS_URL: `http://127.0.0.1:${API_PORTS.payments}`,
    MESS_URL: `http://127.0.0.1:${API_PORTS.mess}`,
    JWT_SECRET: process.env.JWT_SECRET,
    REDIS_URL: process.env.API_TEST_MODE === 'real' ? requireServer('REDIS_URL') : undefined,
    RATE_LIMIT_PREFIX: `rl-limits-${randomBytes(4).toString('hex')}`,
    ...env,
  });
  const gateway = await createGateway({ config, logger: createLogger('limits-gateway'), rateLimitWindowSeconds });
  const server = await listen(gateway.app, 0, '127.0.0.1');
  // Traffic only once its Redis answers, as a load balancer waits for /ready: until then the counters are the
  // in-memory insurance, and a test's first requests would be counted there and its later ones in Redis.
  const ready = await eventually(
    () => fetch(`${server.url}/ready`).then((res) => res.status),
    (status) => status === 200,
  );
  const stop = async () => {
    await server.close();
    await gateway.stop();
  };
  if (ready !== 200) {
    await stop();
    throw new Error(`the limits gateway is not ready: /ready answered ${ready}`);
  }
  return { url: server.url, stop };
}

interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

async function callAt(gateway: OwnGateway, path: string, options: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined && !(options.body instanceof FormData)) headers['Content-Type'] = 'application/json';
  const body = options.body instanceof FormData ? options.body : options.body === undefined ? undefined : JSON.stringify(options.body);
  const res = await fetch(`${gateway.url}/api${path}`, { method: options.method ?? (options.body === undefined ? 'GET' : 'POST'), headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: kept as text.
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** Runs `count` tasks, at most `width` at a time, like that many browsers behind one address. */
async function inParallel<T>(count: number, width: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, worker));
  return results;
}

const tally = (labels: string[]) => labels.reduce<Record<string, number>>((counts, label) => ({ ...counts, [label]: (counts[label] ?? 0) + 1 }), {});

const newAccount = (prefix: string) => emulatorAccount(`${prefix}-${randomBytes(5).toString('hex')}@api.test`, PASSWORD, { verified: true, displayName: 'Hostel Student' });

/** A session token of the student's that expired a minute ago, signed with the backend's own secret. */
const expiredTokenOf = (student: Actor) =>
  issueSessionToken({ sub: idOf(student), email: student.email, role: 'user' }, process.env.JWT_SECRET ?? DEV_JWT_SECRET, '-1m');

describe('meal time at the hostel: one address, default limits', () => {
  /** Students like different meals: all 300 on one document measures the store's write contention, not the limits. */
  let menu: Meal[];

  beforeAll(async () => {
    const boss = await admin();
    menu = await Promise.all(Array.from({ length: 20 }, () => createMeal(boss)));
  });

  it('when 300 students sign in, list the meals, open one, like it and request it, all counted in one window of the default budgets, then nobody is refused with 429', async () => {
    const students = 300;
    const accounts = await inParallel(students, 30, () => newAccount('mealtime'));
    // The default per-minute budgets, each counted over ten minutes: every request of the run lands in one window
    // however slow the machine is (a loaded CI box takes well over a minute), which is harsher than a real minute,
    // never softer.
    const gateway = await ownGateway({}, WINDOW_MS / 1000);
    try {
      const started = Date.now();
      const steps = await inParallel(students, BROWSERS_AT_ONCE, async (index) => {
        const account = accounts[index]!;
        const meal = menu[index % menu.length]!;
        const idToken = account.idToken;
        const labels: string[] = [];
        const step = async (label: string, path: string, options: Parameters<typeof callAt>[2]) => {
          const res = await callAt(gateway, path, options);
          // A server error names its message, so a failure says which part gave way.
          labels.push(res.status >= 500 ? `${label} ${res.status} ${JSON.stringify(res.body)}` : `${label} ${res.status}`);
          return res;
        };
        await step('POST /users', '/users', { token: idToken, body: { name: 'Hostel Student', email: account.email, image: 'https://example.com/a.png' } });
        const session = await step('POST /jwt', '/jwt', { token: idToken, body: { email: account.email } });
        const token = (session.body as { token?: string }).token;
        if (!token) return labels;
        const student: Actor = { email: account.email, name: 'Hostel Student', token, idToken };
        await step('GET /meals', '/meals', { token });
        await step('GET /meals/:id', `/meals/${meal._id}`, { token });
        await step('PATCH /meals/:id/like', `/meals/${meal._id}/like`, { method: 'PATCH', token, body: {} });
        // A Bronze student's request is refused by svc-meals itself (403), which proves the gateway let it through.
        const request = await step('POST /serve-meals', '/serve-meals', { token, body: { mealId: meal._id, userId: idOf(student), userEmail: student.email, userName: student.name } });
        if (request.status === 403) expect(request.body).toEqual({ success: false, message: MESSAGES.upgradeToRequest, code: 'upgradeToRequest' });
        return labels;
      });
      const elapsed = Date.now() - started;

      expect(tally(steps.flat())).toEqual({
        'POST /users 201': students,
        'POST /jwt 200': students,
        'GET /meals 200': students,
        'GET /meals/:id 200': students,
        'PATCH /meals/:id/like 200': students,
        'POST /serve-meals 403': students,
      });
      expect(elapsed).toBeLessThan(WINDOW_MS);
      const likes = await Promise.all(menu.map(async (meal) => (await api<Meal>(`/meals/${meal._id}`)).body.likes));
      expect(likes.reduce((sum, count) => sum + count, 0)).toBe(students);
    } finally {
      await gateway.stop();
    }
  }, 180_000);

  it('when one client floods 2,000 anonymous reads in a minute, then it is limited with Retry-After, while a signed-in student behind the same address is not', async () => {
    const student = await signUp();
    const gateway = await ownGateway();
    try {
      const flood = await inParallel(2000, 25, () => callAt(gateway, '/meals?page=1&limit=1'));
      const neighbour = await Promise.all([callAt(gateway, '/meals', { token: student.token }), callAt(gateway, `/meals/${menu[0]!._id}`, { token: student.token }), callAt(gateway, '/upcoming-meals', { token: student.token })]);

      expect(tally(flood.map((res) => String(res.status)))).toEqual({ '200': 1200, '429': 800 });
      const limited = flood.find((res) => res.status === 429)!;
      expect(limited.body).toEqual(TOO_MANY);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(neighbour.map((res) => res.status)).toEqual([200, 200, 200]);
    } finally {
      await gateway.stop();
    }
  }, 120_000);

  it("when one Firebase uid floods more sign-ins than the address's whole ceiling, then it is limited per uid, while another uid signing in from the same address is not", async () => {
    const [flooder, other] = await Promise.all([newAccount('flooder'), newAccount('neighbour')]);
    await api('/users', { token: flooder.idToken, body: { name: 'Flooder', email: flooder.email } });
    const gateway = await ownGateway();
    try {
      // 2,100 > the address's 2,000: were refused calls to spend the ceiling, the neighbour would meet a 429.
      const flood = await inParallel(2100, 25, () => callAt(gateway, '/jwt', { token: flooder.idToken, body: { email: flooder.email } }));
      const created = await callAt(gateway, '/users', { token: other.idToken, body: { name: 'Neighbour', email: other.email } });
      const session = await callAt(gateway, '/jwt', { token: other.idToken, body: { email: other.email } });

      expect(tally(flood.map((res) => String(res.status)))).toEqual({ '200': 20, '429': 2080 });
      expect(created.status).toBe(201);
      expect(session.status).toBe(200);
    } finally {
      await gateway.stop();
    }
  }, 120_000);
});

describe('whose budget a call spends', () => {
  it("when a student's expired token reads the meals, then it counts as anonymous and leaves the student's own budget whole", async () => {
    const student = await signUp();
    const gateway = await ownGateway({ RATE_LIMIT_USER: '3' });
    try {
      const stale = await Promise.all(Array.from({ length: 5 }, () => callAt(gateway, '/meals', { token: expiredTokenOf(student) })));
      const signedIn: number[] = [];
      for (let i = 0; i < 4; i++) signedIn.push((await callAt(gateway, '/meals', { token: student.token })).status);

      expect(stale.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
      expect(signedIn).toEqual([200, 200, 200, 429]);
    } finally {
      await gateway.stop();
    }
  });

  it('when anonymous uploads go over their limit, then 429 with Retry-After, while a signed-in student behind the same address still uploads and reads pass', async () => {
    const student = await signUp();
    const gateway = await ownGateway({ RATE_LIMIT_UPLOADS: '2' });
    try {
      const anonymous: number[] = [];
      for (let i = 0; i < 3; i++) anonymous.push((await callAt(gateway, '/uploads', { body: new FormData() })).status);
      const limited = await callAt(gateway, '/uploads', { body: new FormData() });
      const signedIn = await callAt(gateway, '/uploads', { token: student.token, body: new FormData() });
      const read = await callAt(gateway, '/meals?category=Lunch');

      // An empty form is refused by svc-meals (400): it reached the service, so it spent the budget.
      expect(anonymous).toEqual([400, 400, 429]);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual(TOO_MANY);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(signedIn.status).toBe(400);
      expect(read.status).toBe(200);
    } finally {
      await gateway.stop();
    }
  });

  it('when sign-in calls without a readable uid go over the sign-in limit, then the address is limited', async () => {
    const gateway = await ownGateway({ RATE_LIMIT_SIGN_IN: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await callAt(gateway, '/jwt', { body: {} })).status);

      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await gateway.stop();
    }
  });
});

describe('client addresses behind proxies (TRUST_PROXY)', () => {
  const spoofed = (n: number) => ({ 'X-Forwarded-For': `198.51.100.${n}` });

  it('when TRUST_PROXY is unset, then a client writing its own X-Forwarded-For is still counted by its real address', async () => {
    const gateway = await ownGateway({ RATE_LIMIT_ANONYMOUS: '3' });
    try {
      const statuses: number[] = [];
      for (let n = 1; n <= 4; n++) statuses.push((await callAt(gateway, '/meals?limit=1', { headers: spoofed(n) })).status);

      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await gateway.stop();
    }
  });

  it("when one address floods the gateway's own GET /health, then it is limited with Retry-After, while other addresses still read it", async () => {
    const gateway = await ownGateway({ RATE_LIMIT_ANONYMOUS: '20', TRUST_PROXY: 'loopback' });
    try {
      const flood = await inParallel(30, 10, () => callAt(gateway, '/health', { headers: spoofed(1) }));
      const others = await Promise.all([2, 3].map((n) => callAt(gateway, '/health', { headers: spoofed(n) })));

      expect(flood.filter((res) => res.status === 429)).toHaveLength(10);
      expect(Number(flood.find((res) => res.status === 429)!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(others.map((res) => res.status)).toEqual([200, 200]);
    } finally {
      await gateway.stop();
    }
  });

  it('when TRUST_PROXY names the proxy in front (loopback here), then each forwarded client address has its own budget', async () => {
    const gateway = await ownGateway({ RATE_LIMIT_ANONYMOUS: '3', TRUST_PROXY: 'loopback' });
    try {
      const distinct: number[] = [];
      for (let n = 1; n <= 4; n++) distinct.push((await callAt(gateway, '/meals?limit=1', { headers: spoofed(n) })).status);
      const same: number[] = [];
      for (let i = 0; i < 3; i++) same.push((await callAt(gateway, '/meals?limit=1', { headers: spoofed(1) })).status);

      expect(distinct).toEqual([200, 200, 200, 200]);
      expect(same).toEqual([200, 200, 429]);
    } finally {
      await gateway.stop();
    }
  });
});

describe('abuse ceilings (DESIGN §8)', () => {
  const from = (address: string) => ({ 'X-Forwarded-For': address });
  /** A real PNG (svc-meals reads the type from its first bytes) of about `kb` kilobytes. */
  const image = (kb: number) => {
    const data = new FormData();
    data.append('image', new Blob([new Uint8Array(Buffer.concat([PNG, randomBytes(kb * 1024)]))], { type: 'image/png' }), 'photo.png');
    return data;
  };
  const notAnImage = (kb: number) => {
    const data = new FormData();
    data.append('image', new Blob([new Uint8Array(randomBytes(kb * 1024).fill(0x20))], { type: 'image/png' }), 'photo.png');
    return data;
  };

  it('when IPv6 clients in one /64 read anonymously, then they share one budget, while a client of another /64 still reads', async () => {
    const gateway = await ownGateway({ RATE_LIMIT_ANONYMOUS: '3', TRUST_PROXY: 'loopback' });
    try {
      const sameNetwork: number[] = [];
      for (const host of ['a', 'b', 'c', 'd']) sameNetwork.push((await callAt(gateway, '/meals?limit=1', { headers: from(`2001:db8:1:1::${host}`) })).status);
      const otherNetwork = await callAt(gateway, '/meals?limit=1', { headers: from('2001:db8:1:2::a') });

      expect(sameNetwork).toEqual([200, 200, 200, 429]);
      expect(otherNetwork.status).toBe(200);
    } finally {
      await gateway.stop();
    }
  });

  it("when a student's payment calls go over the payment budget, then 429 with Retry-After, while their other calls pass", async () => {
    const student = await signUp();
    const gateway = await ownGateway({ RATE_LIMIT_PAYMENTS: '2' });
    try {
      const payments: number[] = [];
      // An empty body is refused by svc-payments (400): it reached the service, so it spent the budget.
      for (let i = 0; i < 3; i++) payments.push((await callAt(gateway, '/payments/save', { token: student.token, body: {} })).status);
      const limited = await callAt(gateway, '/payments/create-payment-intent', { token: student.token, body: { package: 'gold' } });
      const history = await callAt(gateway, `/payments/${idOf(student)}`, { token: student.token });
      const read = await callAt(gateway, '/meals?limit=1', { token: student.token });

      expect(payments).toEqual([400, 400, 429]);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual(TOO_MANY);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(history.status).toBe(200);
      expect(read.status).toBe(200);
    } finally {
      await gateway.stop();
    }
  });

  it("when an address uploads more bytes than its day's budget, then 429 with Retry-After; refused uploads cost nothing, and another address still uploads", async () => {
    const gateway = await ownGateway({ UPLOAD_BUDGET_PER_ADDRESS_MB: '1', TRUST_PROXY: 'loopback' });
    try {
      const refused = await callAt(gateway, '/uploads', { body: notAnImage(600), headers: from('198.51.100.1') });
      const stored: number[] = [];
      for (let i = 0; i < 2; i++) stored.push((await callAt(gateway, '/uploads', { body: image(400), headers: from('198.51.100.1') })).status);
      const over = await callAt(gateway, '/uploads', { body: image(400), headers: from('198.51.100.1') });
      const neighbour = await callAt(gateway, '/uploads', { body: image(400), headers: from('198.51.100.2') });

      expect(refused.status).toBe(400);
      expect(stored).toEqual([201, 201]);
      expect(over.status).toBe(429);
      expect(over.body).toEqual({ success: false, message: 'Too many uploads from this address today; try again later' });
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(neighbour.status).toBe(201);
    } finally {
      await gateway.stop();
    }
  });

  it("when everyone together uploads more bytes than the day's global budget, then the next upload from any address answers 429", async () => {
    const gateway = await ownGateway({ UPLOAD_BUDGET_PER_ADDRESS_MB: '10', UPLOAD_BUDGET_GLOBAL_MB: '1', TRUST_PROXY: 'loopback' });
    try {
      const stored = [
        (await callAt(gateway, '/uploads', { body: image(400), headers: from('198.51.100.1') })).status,
        (await callAt(gateway, '/uploads', { body: image(400), headers: from('198.51.100.2') })).status,
      ];
      const over = await callAt(gateway, '/uploads', { body: image(400), headers: from('198.51.100.3') });

      expect(stored).toEqual([201, 201]);
      expect(over.status).toBe(429);
      expect(over.body).toEqual({ success: false, message: 'Uploads are paused for today; try again later' });
    } finally {
      await gateway.stop();
    }
  });
});
