/**
 * `npm run bench:mess-close`: closing a month of the mess office on the real store. 2,000 boarders
 * (BENCH_BOARDERS) stay the whole of November 2026, every one of its 90 slots with a stored change (BENCH_CHANGED of
 * them each: off, or on with a guest), written straight into a fresh FerretDB database; then, in this process, as
 * svc-mess runs them: closeMonth (every statement issued with its event) and the month's statements CSV written
 * to a sink, each timed, with this process's heap and RSS sampled every 20 ms. The database is dropped at the end.
 *
 * Needs MONGODB_URI (source /tmp/servers.env); BENCH_STORE=embedded runs the same on NeDB in a temporary folder
 * instead. Knobs: BENCH_BOARDERS (2000), BENCH_CHANGED (90), BENCH_SELECTION_TIMEOUT_MS (the store's default).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { performance } from 'node:perf_hooks';
import { profileCollection } from '@hostel/accounts';
import { MEAL_SLOTS } from '@hostel/contracts';
import { newId, openStore, type DocumentStore } from '@hostel/platform';
import { requireServer, uniqueName } from '@hostel/platform/testing';
import { datesBetween } from '../../svc-mess/src/calendar/cutoffs';
import { writeCsv } from '../../svc-mess/src/exports/csv';
import { statementsCsv } from '../../svc-mess/src/exports/statements-csv';
import { firstStayOf } from '../../svc-mess/src/boarders/migrate-boarders';
import { messCollections, OPEN_END, type PlanSlotDoc } from '../../svc-mess/src/mess-store';
import { openBooks } from '../../svc-mess/src/accounts/entry-store';
import { closeMonth } from '../../svc-mess/src/statements/close-month';
import type { StatementsContext } from '../../svc-mess/src/context';

const BOARDERS = Number(process.env.BENCH_BOARDERS ?? 2000);
const CHANGED = Number(process.env.BENCH_CHANGED ?? 90);
const MONTH = '2026-11';
const MB = 1024 * 1024;

/** Samples heapUsed and RSS while `work` runs: the peaks above where they started. */
async function measured<T>(label: string, work: () => Promise<T>): Promise<T> {
  global.gc?.();
  const start = process.memoryUsage();
  let heap = start.heapUsed;
  let rss = start.rss;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    heap = Math.max(heap, now.heapUsed);
    rss = Math.max(rss, now.rss);
  }, 20);
  const began = performance.now();
  const result = await work();
  const seconds = (performance.now() - began) / 1000;
  clearInterval(timer);
  console.log(`${label}: ${seconds.toFixed(2)} s, heap peak +${((heap - start.heapUsed) / MB).toFixed(1)} MB, RSS peak +${((rss - start.rss) / MB).toFixed(1)} MB`);
  return result;
}

async function main() {
  const embedded = process.env.BENCH_STORE === 'embedded';
  const dbName = uniqueName('bench_mess_close');
  const dataDir = embedded ? mkdtempSync(join(tmpdir(), 'bench-mess-close-')) : '.data';
  // BENCH_SELECTION_TIMEOUT_MS: the store's server-selection timeout, as MONGODB_SERVER_SELECTION_TIMEOUT_MS sets a
  // service's; a long scan that keeps FerretDB from answering the driver's checks for longer gets its client replaced.
  const timeout = process.env.BENCH_SELECTION_TIMEOUT_MS ? Number(process.env.BENCH_SELECTION_TIMEOUT_MS) : undefined;
  const store = await openStore({ mongoUri: embedded ? undefined : requireServer('MONGODB_URI'), dataDir, dbName, serverSelectionTimeoutMs: timeout });
  try {
    const db = await messCollections(store);
    const dates = datesBetween(`${MONTH}-01`, `${MONTH}-30`);
    const boarders = Array.from({ length: BOARDERS }, (_, index) => ({ _id: newId(), userId: newId(), email: `boarder-${String(index).padStart(5, '0')}@bench.test`, from: '2026-10-01', until: OPEN_END }));
    const seeding = performance.now();
    for (let start = 0; start < boarders.length; start += 1000) {
      const batch = boarders.slice(start, start + 1000);
      await db.boarders.insertMany(batch.map(({ _id, userId, email }) => ({ _id, userId, email, stays: 1 })));
      await db.stays.insertMany(batch.map(firstStayOf));
    }
    const slots = dates.flatMap((date) => MEAL_SLOTS.map((slot) => ({ date, slot }))).slice(0, CHANGED);
    let batch: PlanSlotDoc[] = [];
    for (const [index, boarder] of boarders.entries()) {
      for (const [slotIndex, { date, slot }] of slots.entries()) {
        const off = (index + slotIndex) % 3 === 0;
        batch.push({ _id: newId(), userId: boarder.userId, date, slot, on: !off, guests: off ? 0 : (index + slotIndex) % 2, source: 'self', updatedAt: '2026-10-20T00:00:00.000Z' });
        if (batch.length === 5000) {
          await db.plan.insertMany(batch);
          batch = [];
        }
      }
    }
    if (batch.length) await db.plan.insertMany(batch);
    console.log(`seeded ${BOARDERS} boarders × ${slots.length} changed slots in ${((performance.now() - seeding) / 1000).toFixed(1)} s (${embedded ? 'NeDB' : 'FerretDB'} database ${dbName})`);

    const ctx = { db, books: await openBooks(store), profiles: profileCollection(store), clock: { now: () => new Date('2026-12-02T12:00:00+06:00') } } as unknown as StatementsContext;
    const closed = await measured(`closeMonth ${MONTH}`, () => closeMonth(ctx, MONTH));
    console.log(`  ${JSON.stringify(closed)}`);
    const again = await measured(`closeMonth ${MONTH} again`, () => closeMonth(ctx, MONTH));
    console.log(`  ${JSON.stringify(again)}`);
    let bytes = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    });
    await measured(`statements.csv ${MONTH}`, () => writeCsv(statementsCsv(ctx, MONTH), sink));
    console.log(`  ${bytes} bytes`);
  } finally {
    await (store as DocumentStore & { drop?: () => Promise<void> }).drop?.();
    await store.close();
    if (embedded) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
