import request from 'supertest';
import { DEFAULT_MESS_SETTINGS, OPERATIONS, pathOf, type Operation, type ReadChange } from '@hostel/contracts';
import { binder, conflict, createApp, createLogger } from '@hostel/platform';

// A write declares the cached reads it makes stale (`changes`); the kit's binder tells the service's caches after the
// handler succeeds, so no handler can forget. This walks every such declaration through a binder as services build one.

const WRITES = OPERATIONS.filter((op) => op.changes);
/** The reads kept at the gateway's edge alone (sameForEveryCaller): the edge drops them, no service's cache is told. */
const EDGE_ONLY = new Set(OPERATIONS.filter((op) => op.sameForEveryCaller).map((op) => op.name));
const TELLS_SERVICES = WRITES.filter((op) => Object.keys(op.changes!).some((read) => !EDGE_ONLY.has(read)));
const EDGE_ONLY_WRITES = WRITES.filter((op) => !TELLS_SERVICES.includes(op));

/** A body each write's declared schema accepts (the binder parses it before the handler runs). */
const EXAMPLE_BODIES: Record<string, object> = {
  postMeal: { title: 'Khichuri', category: 'Lunch', price: 180, postTime: '1:00 PM' },
  updateMeal: { price: 200 },
  addReview: { rating: 4, comment: 'Good' },
  setMenuSlot: { mealIds: [] },
  putMessSettings: DEFAULT_MESS_SETTINGS,
  joinMess: { from: '2027-01-04' },
  setPlanSlot: { on: false },
  takeLeave: { from: '2027-01-04', to: '2027-01-05' },
  closeMess: { slots: ['Lunch'], reason: 'Eid' },
};

/** A query each write's declared schema requires. */
const EXAMPLE_QUERIES: Record<string, string> = {
  leaveMess: '?from=2027-01-04',
  endStay: '?from=2027-01-04',
};

/** Path parameters the declared schema accepts, each id distinct, so a change naming the wrong parameter shows. */
function paramsOf(op: Operation): Record<string, string> {
  const shape = (op.params?.shape ?? {}) as Record<string, { safeParse: (value: unknown) => { success: boolean } }>;
  return Object.fromEntries(
    Object.entries(shape).map(([name, schema], index) => {
      const candidates = [(index + 1).toString(16).padStart(24, 'a'), '2027-01-04', 'Lunch'];
      const value = candidates.find((candidate) => schema.safeParse(candidate).success);
      if (value === undefined) throw new Error(`${op.name}: no example for its path parameter ${name}; add one here`);
      return [name, value];
    }),
  );
}

/** What the declaration says, read here without the kit's staleReadsOf: each read, for the parameters it names. */
const declaredStale = (op: Operation, params: Record<string, string>): ReadChange['stale'] =>
  Object.entries(op.changes!).map(([read, changed]) =>
    changed === 'all' ? { read: read as ReadChange['stale'][number]['read'] } : { read: read as ReadChange['stale'][number]['read'], params: Object.fromEntries(Object.entries(changed).map(([readParam, writeParam]) => [readParam, params[writeParam]!])) },
  );

function boundAlone(op: Operation, outcome: 'succeeds' | 'fails') {
  const told: { change: ReadChange; answered: boolean }[] = [];
  let answered = false;
  const routes = binder({
    checkAnswers: false,
    onChange: async (change) => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      told.push({ change, answered });
    },
  });
  routes.on(op, () => {
    if (outcome === 'fails') throw conflict('refused');
    return { success: true };
  });
  const app = createApp({ service: 'changes-walk', logger: createLogger('test', 'silent'), routes: (app) => app.use(routes.router()) });
  const call = async () => {
    const params = paramsOf(op);
    if (op.body && op.body.required !== false && !(op.name in EXAMPLE_BODIES)) throw new Error(`${op.name}: no example body; add one to EXAMPLE_BODIES`);
    const response = await request(app)[op.method](pathOf(op, params) + (EXAMPLE_QUERIES[op.name] ?? '')).send(EXAMPLE_BODIES[op.name]);
    answered = true;
    return { response, params };
  };
  return { told, call };
}

describe('every write that declares the cached reads it changes', () => {
  it('when the declarations are read, then there are such writes to walk', () => {
    expect(WRITES.map((op) => op.name)).toEqual(expect.arrayContaining(['postMeal', 'updateMeal', 'deleteMeal', 'likeMeal', 'addReview', 'deleteReview', 'setMenuSlot']));
    expect(EDGE_ONLY_WRITES.map((op) => op.name)).toEqual(expect.arrayContaining(['setPlanSlot', 'closeMess', 'putMessSettings']));
  });

  it.each(WRITES.map((op) => [op.name, op] as const))('when %s succeeds, then the caches are told exactly its declared change, with its path parameters, before it is answered', async (_name, op) => {
    const { told, call } = boundAlone(op, 'succeeds');

    const { response, params } = await call();

    expect(response.status).toBe(200);
    expect(told).toEqual([{ change: { stale: declaredStale(op, params) }, answered: false }]);
    expect(told[0]!.change.stale.flatMap((stale) => Object.values(stale.params ?? {}))).not.toContain(undefined);
  });

  it.each(WRITES.map((op) => [op.name, op] as const))('when %s fails, then the caches are told nothing', async (_name, op) => {
    const { told, call } = boundAlone(op, 'fails');

    expect((await call()).response.status).toBe(409);
    expect(told).toEqual([]);
  });

  it.each(TELLS_SERVICES.map((op) => [op.name, op] as const))('when %s is bound by a binder that cannot tell the caches, then binding it is refused', (_name, op) => {
    expect(() => binder().on(op, () => ({ success: true }))).toThrow(/onChange/);
  });

  it.each(EDGE_ONLY_WRITES.map((op) => [op.name, op] as const))('when %s changes only reads the gateway’s edge alone keeps, then a binder without onChange binds it (the edge drops them itself)', (_name, op) => {
    expect(() => binder().on(op, () => ({ success: true }))).not.toThrow();
  });
});
