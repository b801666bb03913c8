import type { HealthResponse } from '@hostel/contracts';
import { HEALTH_TTL_MS, sharedHealth } from './aggregate-health';

const healthy: HealthResponse = { status: 'ok', gateway: { status: 'up', rateLimitStore: 'memory' }, services: {} };

describe('sharedHealth (one aggregate for many /health calls)', () => {
  let clock: number;
  let reads: number;
  let release: () => void;
  const read = () => {
    reads++;
    return new Promise<HealthResponse>((resolve) => {
      release = () => resolve(healthy);
    });
  };

  beforeEach(() => {
    clock = 0;
    reads = 0;
  });

  it('when a flood of calls arrives while the probes run, then the instances are probed once and every call gets that answer', async () => {
    const health = sharedHealth(read, HEALTH_TTL_MS, () => clock);

    const answers = Array.from({ length: 50 }, () => health());
    release();

    expect(await Promise.all(answers)).toEqual(Array(50).fill(healthy));
    expect(reads).toBe(1);
  });

  it('when calls come within the TTL of an answer, then it is reused; after the TTL the instances are probed again', async () => {
    const health = sharedHealth(read, HEALTH_TTL_MS, () => clock);
    const first = health();
    release();
    await first;

    clock += HEALTH_TTL_MS - 1;
    await health();
    const readsWithinTtl = reads;
    clock += 1;
    const again = health();
    release();
    await again;

    expect(readsWithinTtl).toBe(1);
    expect(reads).toBe(2);
  });
});
