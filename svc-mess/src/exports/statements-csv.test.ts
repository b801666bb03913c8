import { Writable } from 'node:stream';
import { profileCollection } from '@hostel/accounts';
import { newId } from '@hostel/platform';
import { openTempStore, type TempStore } from '@hostel/platform/testing';
import { messCollections } from '../mess-store';
import { openBooks } from '../accounts/entry-store';
import { migrateToAccounts } from '../accounts/migrate-statements';
import { accrueLateFees } from '../late-fee/accrue-late-fees';
import { BATCH, type StatementDoc } from '../statements/statement-store';
import type { StatementsContext } from '../context';
import { writeCsv } from './csv';
import { statementsCsv } from './statements-csv';

const BOARDERS = 2000;

/** A sink that keeps only counts: how many bytes and lines came, and the heap while they came. */
class CountingSink extends Writable {
  bytes = 0;
  lines = 0;
  firstAt = -1;
  maxHeap = 0;
  constructor(private readonly reads: () => number) {
    super();
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    if (this.firstAt < 0) this.firstAt = this.reads();
    this.bytes += chunk.length;
    for (const byte of chunk) if (byte === 0x0a) this.lines++;
    this.maxHeap = Math.max(this.maxHeap, process.memoryUsage().heapUsed);
    // A slow reader: the export must wait for it rather than read ahead into memory.
    setImmediate(done);
  }
}

describe('the statements CSV export (streamed, DESIGN §9 "Exports")', () => {
  let temp: TempStore;
  let ctx: StatementsContext;
  const finds: number[] = [];

  beforeAll(async () => {
    temp = await openTempStore('mess-export');
    const db = await messCollections(temp.store);
    const profiles = profileCollection(temp.store);
    const docs: StatementDoc[] = Array.from({ length: BOARDERS }, (_, index) => ({
      _id: newId(),
      userId: `user-${index}`,
      email: `boarder-${String(index).padStart(4, '0')}@hostel.test`,
      month: '2026-10',
      status: 'due',
      lines: [{ kind: 'Lunch', count: 30, rate: 60, amount: 1800 }],
      adjustments: index % 100 === 0 ? [{ amount: -100, reason: 'Refund', at: '2026-11-02T00:00:00.000Z', by: 'admin@hostel.test' }] : [],
      subtotal: index % 100 === 0 ? 1700 : 1800,
      dueDate: '2026-11-10',
      lateFeePerDay: 20,
      lateFeeMaxDays: 10,
      issuedAt: '2026-11-01T00:00:00.000Z',
      version: 1,
    }));
    await db.statements.insertMany(docs);
    // Issued as before the accounts: moved into entries, then two late days accrued.
    const books = await openBooks(temp.store);
    const clock = { now: () => new Date('2026-11-13T12:00:00+06:00') };
    await migrateToAccounts({ db, books });
    await accrueLateFees({ db, books, clock });
    await profiles.insertMany([{ _id: 'user-0', email: 'boarder-0000@hostel.test', name: '=cmd|calc', role: 'student', badge: 'Bronze', version: '1' }]);
    const find = db.statements.find.bind(db.statements);
    db.statements.find = (filter, options) => {
      finds.push(options?.limit ?? Infinity);
      return find(filter, options);
    };
    // 12 November: two full days late, 40 taka each.
    ctx = { db, books, profiles, clock } as unknown as StatementsContext;
  }, 60_000);

  afterAll(() => temp.dispose());

  it('when 2,000 statements are exported to a slow reader, then rows go out batch by batch and the heap does not hold the file', async () => {
    const before = process.memoryUsage().heapUsed;
    const sink = new CountingSink(() => finds.length);
    await writeCsv(statementsCsv(ctx, '2026-10'), sink);

    // A header, a row per boarder, the totals: 1,800 × 1,980 + 1,700 × 20 taka, and 40 taka late on each.
    expect(sink.lines).toBe(BOARDERS + 2);
    expect(finds.every((limit) => limit <= BATCH)).toBe(true);
    expect(finds.length).toBeGreaterThanOrEqual(BOARDERS / BATCH);
    // The first bytes left before the last batch was read: streamed, not built and then sent.
    expect(sink.firstAt).toBeLessThan(finds.length);
    // The file is a few hundred kB; what the export holds at once is one batch of documents.
    expect(sink.maxHeap - before).toBeLessThan(64 * 1024 * 1024);
    process.stdout.write(`statements.csv of ${BOARDERS}: ${sink.bytes} bytes, heap +${((sink.maxHeap - before) / 1024 / 1024).toFixed(1)} MB at most\n`);
  });

  it('when the file is read back, then its totals row sums the statements and a formula-like name is neutralised', async () => {
    const chunks: Buffer[] = [];
    await writeCsv(
      statementsCsv(ctx, '2026-10'),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      }),
    );
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text.startsWith('\uFEFFEmail,Name,')).toBe(true);
    const rows = text.slice(1).split('\r\n');
    const subtotal = 1800 * 1980 + 1700 * 20;
    expect(rows[rows.length - 2]).toBe(`Total,,,,,,,,${subtotal},${40 * BOARDERS},${subtotal + 40 * BOARDERS},,`);
    expect(rows.find((row) => row.startsWith('boarder-0000@'))).toBe("boarder-0000@hostel.test,'=cmd|calc,due,0,30,0,0,-100,1700,40,1740,2026-11-10,");
  });
});
