import { z } from 'zod';
import { deliverWithRetry, describeFailure, isPermanentFailure, PermanentEventError, type RetryPolicy } from './retry';

const FAST: RetryPolicy = { windowMs: 10_000, minDelayMs: 10, maxDelayMs: 40 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('deliverWithRetry', () => {
  it('when the handler fails for a while and then succeeds, then it is handled after as many attempts as it took', async () => {
    let calls = 0;
    const delivery = await deliverWithRetry(async () => {
      if (++calls < 5) throw new Error('ECONNREFUSED');
    }, FAST);

    expect(delivery).toEqual({ outcome: 'handled', attempts: 5 });
  });

  it('when failures go on, then the window counts from the first failure, not from the first attempt', async () => {
    const failures: number[] = [];
    const delivery = await deliverWithRetry(
      async () => {
        if (failures.length === 0) await sleep(300);
        failures.push(Date.now());
        throw new Error('still down');
      },
      { ...FAST, windowMs: 200 },
    );

    // Counted from the first attempt, the window would have closed when the 300 ms first attempt failed.
    expect(delivery).toMatchObject({ outcome: 'dead', reason: 'retries-exhausted' });
    expect(delivery.attempts).toBeGreaterThan(1);
    // The handler stamps its failure a moment before deliverWithRetry reads the clock for the same failure, so the
    // span seen here can be a millisecond or two short of the window on a busy machine.
    expect(failures.at(-1)! - failures[0]!).toBeGreaterThanOrEqual(195);
  });

  it('when a validation error is thrown, then it is dead at once with the reason invalid', async () => {
    const seen: boolean[] = [];
    const delivery = await deliverWithRetry(async () => void z.object({ n: z.number() }).parse({ n: 'x' }), FAST, {
      onFailure: (_err, _attempt, final) => seen.push(final),
    });

    expect(delivery).toMatchObject({ outcome: 'dead', reason: 'invalid', attempts: 1 });
    expect(seen).toEqual([true]);
  });

  it('when aborted while waiting for the next attempt, then it is abandoned at once', async () => {
    const stop = new AbortController();
    const pending = deliverWithRetry(
      async () => {
        throw new Error('down');
      },
      { windowMs: 60_000, minDelayMs: 30_000, maxDelayMs: 30_000 },
      { signal: stop.signal },
    );
    await sleep(20);
    const aborted = Date.now();
    stop.abort();

    expect(await pending).toEqual({ outcome: 'abandoned', attempts: 1 });
    expect(Date.now() - aborted).toBeLessThan(100);
  });

  it('when aborted during an attempt that then succeeds, then the attempt counts: handled', async () => {
    const stop = new AbortController();
    const pending = deliverWithRetry(async () => void (await sleep(100)), FAST, { signal: stop.signal });
    await sleep(20);
    stop.abort();

    expect(await pending).toEqual({ outcome: 'handled', attempts: 1 });
  });
});

describe('failure classes', () => {
  it('when the error is a zod error or a PermanentEventError, then it is permanent; anything else is transient', () => {
    expect(isPermanentFailure(z.string().safeParse(1).error)).toBe(true);
    expect(isPermanentFailure(new PermanentEventError('unknown package'))).toBe(true);
    expect(isPermanentFailure(new Error('connect ECONNREFUSED'))).toBe(false);
    expect(isPermanentFailure(new TypeError('x is undefined'))).toBe(false);
  });

  it('when a failure is described for a header, then it names the error and stays short', () => {
    expect(describeFailure(new Error('boom'))).toBe('Error: boom');
    expect(describeFailure(new Error('x'.repeat(2000)))).toHaveLength(500);
    expect(describeFailure(z.object({ userId: z.string() }).safeParse({}).error)).toMatch(/^invalid payload: .*userId/s);
  });
});
