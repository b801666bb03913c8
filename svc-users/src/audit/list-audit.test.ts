import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuditEntry } from '@hostel/contracts';
import { EmbeddedDocumentStore } from '@hostel/platform';
import { auditTrail, type AuditTrail } from './audit-store';
import { listAudit } from './list-audit';

const entry = (id: string, fields: Partial<AuditEntry>): AuditEntry => ({
  id,
  at: '2026-11-20T04:00:00.000Z',
  service: 'meals',
  actorId: 'a1',
  actorEmail: 'admin@hostel.local',
  action: 'updateMeal',
  target: { type: 'meal', id: 'm1' },
  ...fields,
});

describe('the audit trail', () => {
  let dir: string;
  let store: EmbeddedDocumentStore;
  let trail: AuditTrail;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'audit-trail-'));
    store = await EmbeddedDocumentStore.open(dir);
    trail = await auditTrail(store);
  });
  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('when an entry arrives twice, then it is stored once', async () => {
    expect(await trail.append(entry('e1', {}))).toBe(true);
    expect(await trail.append(entry('e1', { action: 'forged' }))).toBe(false);
    expect((await listAudit(trail, {})).entries).toEqual([entry('e1', {})]);
  });

  it('when filtered, then by actor e-mail or id, action and whole Dhaka days, newest first', async () => {
    // 2026-11-20 in Dhaka runs from 2026-11-19T18:00Z to 2026-11-20T18:00Z.
    await trail.append(entry('early', { at: '2026-11-19T17:59:59.000Z' }));
    await trail.append(entry('first', { at: '2026-11-19T18:00:00.000Z' }));
    await trail.append(entry('last', { at: '2026-11-20T17:59:59.000Z', action: 'makeAdmin' }));
    await trail.append(entry('other', { at: '2026-11-20T10:00:00.000Z', actorId: 'a2', actorEmail: 'boss@hostel.local' }));
    const ids = async (query: Parameters<typeof listAudit>[1]) => (await listAudit(trail, query)).entries.map((found) => found.id);
    expect(await ids({ from: '2026-11-20', to: '2026-11-20' })).toEqual(['last', 'other', 'first']);
    expect(await ids({ actor: 'BOSS@hostel.local' })).toEqual(['other']);
    expect(await ids({ actor: 'a1', action: 'makeAdmin' })).toEqual(['last']);
    expect(await listAudit(trail, { limit: 2, page: 2 })).toMatchObject({ total: 4, entries: [{ id: 'first' }, { id: 'early' }] });
    await expect(listAudit(trail, { from: '2026-11-21', to: '2026-11-20' })).rejects.toMatchObject({ status: 400 });
  });
});
