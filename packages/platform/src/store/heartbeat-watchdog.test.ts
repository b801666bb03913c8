import { EventEmitter } from 'node:events';
import { HeartbeatWatchdog } from './heartbeat-watchdog';

describe('HeartbeatWatchdog', () => {
  let now = 0;
  const client = new EventEmitter();
  const stuck: { address: string; forMs: number }[] = [];
  const watchdog = new HeartbeatWatchdog(client, { connectTimeoutMs: 3000, heartbeatFrequencyMs: 10_000, checkEveryMs: 60_000, now: () => now }, (report) => stuck.push(report));

  beforeEach(() => {
    now = 0;
    stuck.length = 0;
    watchdog.start();
  });
  afterEach(() => watchdog.stop());

  it('when a polling check has not ended within connect and hello plus slack, then it is reported once as stuck', () => {
    client.emit('serverHeartbeatStarted', { connectionId: 'db:27017', awaited: false });
    now = watchdog.limitMs(false);
    watchdog.check();
    expect(stuck).toEqual([]);
    now += 1;
    watchdog.check();
    watchdog.check();
    expect(stuck).toEqual([{ address: 'db:27017', forMs: watchdog.limitMs(false) + 1 }]);
  });

  it('when checks end, successfully or not, then nothing is reported however long the client lives', () => {
    for (const ending of ['serverHeartbeatSucceeded', 'serverHeartbeatFailed', 'serverHeartbeatSucceeded']) {
      client.emit('serverHeartbeatStarted', { connectionId: 'db:27017', awaited: false });
      now += 2500;
      client.emit(ending, { connectionId: 'db:27017' });
      now += 60_000;
      watchdog.check();
    }
    expect(stuck).toEqual([]);
  });

  it('when a streaming (awaited) hello waits for the server, then it is allowed the heartbeat interval on top', () => {
    client.emit('serverHeartbeatStarted', { connectionId: 'db:27017', awaited: true });
    now = watchdog.limitMs(false) + 1;
    watchdog.check();
    expect(stuck).toEqual([]);
    now = watchdog.limitMs(true) + 1;
    watchdog.check();
    expect(stuck.map((report) => report.address)).toEqual(['db:27017']);
    expect(watchdog.limitMs(true) - watchdog.limitMs(false)).toBe(10_000);
  });

  it('when stopped, then it no longer listens', () => {
    watchdog.stop();
    client.emit('serverHeartbeatStarted', { connectionId: 'db:27017', awaited: false });
    now = 60_000;
    watchdog.check();
    expect(stuck).toEqual([]);
    expect(client.listenerCount('serverHeartbeatStarted')).toBe(0);
  });
});
