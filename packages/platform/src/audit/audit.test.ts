import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auditRecordedSchema, EVENTS } from '@hostel/contracts';
import { newEvent } from '../bus/envelope';
import type { Doc, DocumentStore } from '../store/document-store';
import { EmbeddedDocumentStore } from '../store/embedded-store';
import { MongoDocumentStore } from '../store/mongo-store';
import { requireServer, uniqueName } from '../testing/servers';
import { withOutbox, type OutboxFields } from '../outbox/outbox';
import { auditorOf } from './audit';
import { auditedDelete, auditOutbox, settleAuditIntents } from './audited-delete';

const audit = auditorOf({ service: 'meals', action: 'deleteMeal', actor: { id: 'a1', email: 'admin@hostel.local' }, requestId: 'r-1' });

describe('auditorOf', () => {
  it('when a change is audited, then its event is a valid audit.recorded entry whose id is the event id, without outbox bookkeeping', () => {
    const event = audit({ target: { type: 'meal', id: 'm1' }, before: { title: 'Dal', _outbox: [{ id: 'x' }], _outboxPending: 1 } });
    expect(event.type).toBe(EVENTS.auditRecorded);
    const entry = auditRecordedSchema.parse(event.data);
    expect(entry).toMatchObject({ id: event.id, service: 'meals', action: 'deleteMeal', actorId: 'a1', actorEmail: 'admin@hostel.local', requestId: 'r-1', target: { type: 'meal', id: 'm1' }, before: { title: 'Dal' } });
    expect(entry).not.toHaveProperty('after');
  });
});

function describeAudit(title: string, open: () => Promise<{ store: DocumentStore; cleanup: () => Promise<void> }>) {
  describe(`audit with the change — ${title}`, () => {
    let store: DocumentStore;
    let cleanup: () => Promise<void>;
    beforeEach(async () => {
      ({ store, cleanup } = await open());
    });
    afterEach(() => cleanup());

    it('when a change already carries an event, then withOutbox adds the audit event beside it in the same write', async () => {
      const docs = store.collection<Doc & OutboxFields>('things');
      const { _id } = await docs.insertOne({ role: 'user' });
      const first = newEvent('user.role_changed', {});
      const entry = audit({ target: { type: 'user', id: _id }, after: { role: 'admin' } });
      await docs.updateOne({ _id }, withOutbox(withOutbox({ $set: { role: 'admin' } }, first), entry));
      const stored = (await docs.findOne({ _id }))!;
      expect(stored._outbox?.map((event) => event.id)).toEqual([first.id, entry.id]);
      expect(stored._outboxPending).toBe(2);
    });

    it('when a delete removes its document, then the intent is armed; when it removes nothing, the intent is dropped', async () => {
      const meals = store.collection('meals');
      const outbox = auditOutbox(store);
      const { _id } = await meals.insertOne({ title: 'Dal' });
      const entry = audit({ target: { type: 'meal', id: _id } });
      expect(await auditedDelete(outbox, entry, { collection: 'meals', id: _id }, () => meals.deleteOne({ _id }))).toBe(1);
      expect((await outbox.findOne({ _id: entry.id }))?._outbox?.map((event) => event.id)).toEqual([entry.id]);

      const none = audit({ target: { type: 'meal', id: _id } });
      expect(await auditedDelete(outbox, none, { collection: 'meals', id: _id }, () => meals.deleteOne({ _id }))).toBe(0);
      expect(await outbox.findOne({ _id: none.id })).toBeNull();
    });

    it('when a process stopped between intent and delete, then settling arms the intent of a gone document and drops the other', async () => {
      const meals = store.collection('meals');
      const outbox = auditOutbox(store);
      const kept = await meals.insertOne({ title: 'kept' });
      const old = new Date(Date.now() - 120_000).toISOString();
      const gone = audit({ target: { type: 'meal', id: 'gone-id' } });
      const stays = audit({ target: { type: 'meal', id: kept._id } });
      const young = audit({ target: { type: 'meal', id: 'young-id' } });
      await outbox.insertOne({ _id: gone.id, subject: { collection: 'meals', id: 'gone-id' }, event: gone, writtenAt: old });
      await outbox.insertOne({ _id: stays.id, subject: { collection: 'meals', id: kept._id }, event: stays, writtenAt: old });
      await outbox.insertOne({ _id: young.id, subject: { collection: 'meals', id: 'young-id' }, event: young, writtenAt: new Date().toISOString() });
      const published = audit({ target: { type: 'meal', id: 'published-id' } });
      await outbox.insertOne({ _id: published.id, subject: { collection: 'meals', id: 'published-id' }, event: published, writtenAt: old, _outbox: [], _outboxPending: 0 });
      expect(await settleAuditIntents(store, outbox)).toEqual({ armed: 1, dropped: 1 });
      expect(await outbox.findOne({ _id: published.id })).toBeNull();
      expect((await outbox.findOne({ _id: gone.id }))?._outboxPending).toBe(1);
      expect(await outbox.findOne({ _id: stays.id })).toBeNull();
      expect((await outbox.findOne({ _id: young.id }))?._outbox).toBeUndefined();
    });
  });
}

describeAudit('embedded', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'audit-'));
  const store = await EmbeddedDocumentStore.open(dir);
  return { store, cleanup: async () => { await store.close(); await rm(dir, { recursive: true, force: true }); } };
});

describeAudit('FerretDB', async () => {
  const store = await MongoDocumentStore.connect(requireServer('MONGODB_URI'), uniqueName('audit'));
  return { store, cleanup: async () => { await store.drop(); await store.close(); } };
});
