import { DEFAULT_MESS_SETTINGS, type MessSettings } from '@hostel/contracts';
import { AppError, auditOutbox, auditorOf, SettableClock } from '@hostel/platform';
import { openTempStore, type TempStore } from '@hostel/platform/testing';
import type { MessContext } from '../context';
import { recountSlots } from '../headcount/count-tick';
import { messCollections, type MessCollections } from '../mess-store';
import { writeSettings } from '../settings/write-settings';

/** Noon in Dhaka on 1 December 2026: the 1st's breakfast has locked, so the 2nd is the first day still open. */
export const NOON = new Date('2026-12-01T12:00:00+06:00');

/** An admin's auditor, as the binder hands one to a use case. */
export const admin = auditorOf({ service: 'mess', action: 'test', actor: { id: 'admin', email: 'admin@hostel.test' } });

/** A student with an id shaped like a user's and an e-mail of `domain` (uni.edu.bd is approved on joining). */
export const student = (id: string, domain = 'gmail.com') => ({ id: id.padStart(24, '0'), email: `${id}@${domain}` });

/** The expected failure a promise ends in: its status, message and refusal code. */
export async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string; code?: string }> {
  const err = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(err instanceof AppError)) throw new Error(`expected a refusal, got ${String(err)}`);
  return { status: err.status, message: err.message, code: err.refusal?.code };
}

/**
 * The mess office's context over a temporary store, for unit tests: the clock at NOON, counts kept at once after each
 * change (no marks, no tick), and joins of uni.edu.bd approved at once.
 */
export async function messTestContext(name: string, settings: Partial<MessSettings> = {}): Promise<{ ctx: MessContext; db: MessCollections; clock: SettableClock; temp: TempStore }> {
  const temp = await openTempStore(name);
  const db = await messCollections(temp.store);
  const clock = new SettableClock();
  clock.set(NOON);
  const ctx: MessContext = {
    db,
    clock,
    countsChange: async (keys, write) => {
      const result = await write();
      await recountSlots({ db }, keys);
      return result;
    },
    markSwitch: (key) => Promise.resolve(() => recountSlots({ db }, [key])),
    auditOutbox: auditOutbox(temp.store),
  };
  await writeSettings(db, DEFAULT_MESS_SETTINGS, { ...DEFAULT_MESS_SETTINGS, autoApproveDomains: ['uni.edu.bd'], ...settings }, NOON);
  return { ctx, db, clock, temp };
}
