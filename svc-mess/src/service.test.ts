import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { EVENTS } from '@hostel/contracts';
import { issueSessionToken, SettableClock, type EventEnvelope } from '@hostel/platform';
import { loadMessConfig } from './config';
import { createMessService, type MessService } from './service';

const SECRET = 'a-secret-for-the-service-test-only-0123456789';

describe('svc-mess wakes its outbox relay after every write', () => {
  let service: MessService;
  const published: { event: EventEnvelope; at: number }[] = [];

  beforeAll(async () => {
    const config = loadMessConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'mess-kick-')), JWT_SECRET: SECRET, EVENTS_EXCHANGE: 'mess-kick' });
    // A relay that would not look again within the test on its own: only a kick publishes in time.
    const clock = new SettableClock();
    clock.set(new Date('2026-12-01T12:00:00+06:00'));
    service = await createMessService({ config, clock, relayIntervalMs: 60_000 });
    await service.deps.bus.subscribe('mess-kick.watch', [EVENTS.auditRecorded], async (event) => {
      published.push({ event, at: Date.now() });
    });
    await service.relay.flush();
  });
  afterAll(() => service.stop());

  it('when an admin changes the settings, then its audit entry is published at once, not at the relay’s next pass', async () => {
    const token = issueSessionToken({ sub: 'a'.repeat(24), email: 'admin@hostel.test', role: 'admin' }, SECRET);
    const settings = (await request(service.app).get('/mess/settings').set('Authorization', `Bearer ${token}`)).body as Record<string, unknown>;
    const sent = Date.now();

    const answer = await request(service.app).put('/mess/settings').set('Authorization', `Bearer ${token}`).send({ ...settings, maxGuests: 2 });

    expect(answer.status).toBe(200);
    const deadline = Date.now() + 5_000;
    while (published.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(published.map(({ event }) => (event.data as { action: string }).action)).toEqual(['putMessSettings']);
    expect(published[0]!.at - sent).toBeLessThan(2_000);
  });
});
