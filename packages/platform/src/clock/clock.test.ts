import express from 'express';
import type { AddressInfo } from 'node:net';
import { serviceClock, SettableClock } from './clock';
import { testClockRouter } from './test-clock';

describe('serviceClock', () => {
  it('when not under test, then the clock is the machine’s and nothing can move it', () => {
    const { clock, testClock } = serviceClock('production');
    expect(testClock).toBeUndefined();
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('when under test, then the clock is a settable one', () => {
    const { clock, testClock } = serviceClock('test');
    testClock!.set(new Date('2026-12-15T06:00:00Z'));
    expect(clock.now().toISOString()).toBe('2026-12-15T06:00:00.000Z');
  });
});

describe('PUT /test/clock', () => {
  async function withServer(clock: SettableClock, run: (url: string) => Promise<void>) {
    const app = express().use(express.json()).use(testClockRouter(clock));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}/test/clock`);
    } finally {
      server.close();
    }
  }
  const put = (url: string, body: unknown) => fetch(url, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it('when an instant is put, then the clock reads it; when null, then the machine’s time again', async () => {
    const clock = new SettableClock();
    await withServer(clock, async (url) => {
      const set = await put(url, { at: '2027-01-20T00:00:00+06:00' });
      expect(set.status).toBe(200);
      expect(clock.now().toISOString()).toBe('2027-01-19T18:00:00.000Z');
      await put(url, { at: null });
      expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
    });
  });
});
