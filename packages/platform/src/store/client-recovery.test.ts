import { ClientRecovery, type FreshClient } from './client-recovery';

/** A fake client factory: each attempt takes the next planned outcome. */
function harness(attemptTimeoutMs = 1000, current: { answers?: boolean } = {}) {
  let now = 0;
  const plan: ('refused' | 'connects' | 'hangs')[] = [];
  const made: { id: number; closed: boolean }[] = [];
  const swapped: { id: number; why: string }[] = [];
  const late: ((fresh: FreshClient<{ id: number }>) => void)[] = [];
  const recovery = new ClientRecovery<{ id: number }>(
    () => {
      const client = { id: made.length + 1, closed: false };
      made.push(client);
      const fresh = { client: { id: client.id }, close: async () => void (client.closed = true) };
      const outcome = plan.shift() ?? 'refused';
      if (outcome === 'refused') return Promise.reject(new Error('connect ECONNREFUSED'));
      if (outcome === 'hangs') return new Promise((resolve) => late.push(resolve));
      return Promise.resolve(fresh);
    },
    (fresh, why) => swapped.push({ id: fresh.id, why }),
    {
      failingForMs: 5000,
      retryEveryMs: 5000,
      attemptTimeoutMs,
      now: () => now,
      ...(current.answers === undefined ? {} : { pingCurrent: () => (current.answers ? Promise.resolve() : Promise.reject(new Error('Topology is closed'))) }),
    },
  );
  return {
    recovery,
    plan,
    made,
    swapped,
    late,
    advance: (ms: number) => void (now += ms),
  };
}

describe('ClientRecovery', () => {
  it('when a call has been pending for the window but the client in use still answers a ping, then it is kept (a slow read is not cut off); once it stops answering, a fresh one is swapped in', async () => {
    const current = { answers: true };
    const { recovery, plan, made, swapped, advance } = harness(1000, current);
    recovery.began(); // a long read, still at work
    advance(5000);
    plan.push('connects');
    await recovery.check();
    expect(swapped).toEqual([]);
    expect(made[0]?.closed).toBe(true);

    // Counted as a success: the same pending read does not trigger another attempt.
    advance(4999);
    await recovery.check();
    expect(made).toHaveLength(1);

    current.answers = false;
    recovery.began();
    advance(5001);
    plan.push('connects');
    await recovery.check();
    expect(swapped).toEqual([{ id: 2, why: 'a call pending for 5001 ms' }]);
  });

  it('when calls have only failed for the window, then a fresh client is tried; while it is refused the old one stays, and the first that connects is swapped in', async () => {
    const { recovery, plan, made, swapped, advance } = harness();
    recovery.began()('ok');
    recovery.began()('unreachable');
    advance(4999);
    await recovery.check();
    expect(made).toHaveLength(0);

    advance(1);
    plan.push('refused', 'connects');
    await recovery.check();
    expect(made).toHaveLength(1);
    expect(swapped).toEqual([]);

    // The server may still be away: the next attempt waits its turn, whatever the calls keep saying.
    recovery.began()('unreachable');
    advance(4999);
    await recovery.check();
    expect(made).toHaveLength(1);
    advance(1);
    await recovery.check();
    expect(swapped).toEqual([{ id: 2, why: 'calls failing for 10000 ms' }]);

    // Served again: nothing more is tried however long it runs.
    advance(60_000);
    await recovery.check();
    expect(made).toHaveLength(2);
  });

  it('when a call succeeds after failures (the driver healed by itself), then no fresh client is tried', async () => {
    const { recovery, made, advance } = harness();
    recovery.began()('unreachable');
    advance(3000);
    recovery.began()('ok');
    advance(10_000);
    await recovery.check();
    recovery.began()('other');
    advance(10_000);
    await recovery.check();
    expect(made).toEqual([]);
  });

  it('when the old client serves a call while the fresh one connects, then the fresh one is closed, not swapped in', async () => {
    const { recovery, plan, made, swapped, late, advance } = harness();
    recovery.began()('unreachable');
    advance(5000);
    plan.push('hangs');
    const attempt = recovery.check();
    recovery.began()('ok');
    let closed = false;
    late[0]!({ client: { id: 1 }, close: async () => void (closed = true) });
    await attempt;
    expect(made).toHaveLength(1);
    expect(swapped).toEqual([]);
    expect(closed).toBe(true);
  });

  it('when a call has hung for the window and nothing succeeded since it began, then a fresh client is tried; a success after it began means the client serves', async () => {
    const { recovery, plan, swapped, advance } = harness();
    const hung = recovery.began();
    advance(2000);
    recovery.began()('ok');
    advance(10_000);
    await recovery.check();
    expect(swapped).toEqual([]);

    recovery.began();
    advance(5000);
    plan.push('connects');
    await recovery.check();
    expect(swapped).toEqual([{ id: 1, why: 'a call pending for 5000 ms' }]);
    hung('ok');
  });

  it('when told the client is stuck, then a fresh client is tried at once, and calls begun on the old client no longer count once it is replaced', async () => {
    const { recovery, plan, made, swapped, advance } = harness();
    const onOld = recovery.began();
    recovery.suspect('monitor stuck');
    plan.push('connects');
    await recovery.check();
    expect(swapped).toEqual([{ id: 1, why: 'monitor stuck' }]);

    // Closing the old client fails its calls: that says nothing about the new one.
    onOld('unreachable');
    advance(60_000);
    await recovery.check();
    expect(made).toHaveLength(1);
  });

  it('when a fresh client does not answer within the attempt timeout, then the attempt failed, and the late client is closed rather than swapped in', async () => {
    const { recovery, plan, made, swapped, late, advance } = harness(20);
    recovery.began()('unreachable');
    advance(5000);
    plan.push('hangs');
    await recovery.check();
    expect(swapped).toEqual([]);

    late[0]!({ client: { id: 1 }, close: async () => void (made[0]!.closed = true) });
    await new Promise((resolve) => setImmediate(resolve));
    expect(made[0]!.closed).toBe(true);
    expect(swapped).toEqual([]);
  });

  it('when nothing is asked of the store, then nothing is tried', async () => {
    const { recovery, made, advance } = harness();
    advance(600_000);
    await recovery.check();
    expect(made).toEqual([]);
  });
});
