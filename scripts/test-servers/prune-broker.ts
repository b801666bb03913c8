/**
 * Deletes the queues earlier test runs left on the local RabbitMQ. Every suite and bench names its exchange afresh
 * (`<suite>.<random>`), and its durable queues outlive it: RabbitMQ is a system service whose data survives both
 * the run and a restart, so on a machine that runs the suites day after day they pile up. Each quorum queue is a
 * Raft server of its own; with a few hundred of them (and as many dead-letter queues) declaring one more took minutes,
 * and every service's start hung behind it. Kept: the default exchange's queues (`hostel.events.*`, what `npm run
 * start:real` and a deployment use) and any queue with a consumer (a run under way), with its dead-letter queue.
 *
 *   npx tsx scripts/test-servers/prune-broker.ts        # AMQP_URL, or the local default
 */
import { execFileSync } from 'node:child_process';
import amqp from 'amqplib';

const DEFAULT_EXCHANGE = 'hostel.events';
const DLQ = '.dlq';

export function queuesToPrune(listing: readonly { name: string; consumers: number }[]): string[] {
  const inUse = new Set(listing.filter((queue) => queue.consumers > 0).map((queue) => queue.name));
  return listing
    .map((queue) => queue.name)
    .filter((name) => !name.startsWith(`${DEFAULT_EXCHANGE}.`) && !name.startsWith('amq.'))
    .filter((name) => !inUse.has(name) && !inUse.has(name.endsWith(DLQ) ? name.slice(0, -DLQ.length) : name));
}

async function main(): Promise<void> {
  const listing = execFileSync('rabbitmqctl', ['-q', 'list_queues', '--no-table-headers', 'name', 'consumers'], { encoding: 'utf8', timeout: 60_000 })
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, consumers] = line.trim().split(/\s+/);
      return { name: name!, consumers: Number(consumers) };
    });
  const doomed = queuesToPrune(listing);
  if (doomed.length === 0) return;
  const connection = await amqp.connect(process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
  try {
    const channel = await connection.createChannel();
    for (const name of doomed) await channel.deleteQueue(name);
    await channel.close();
  } finally {
    await connection.close();
  }
  console.error(`[servers] RabbitMQ: deleted ${doomed.length} queues earlier test runs left (${listing.length - doomed.length} kept)`);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error('[servers] RabbitMQ: pruning old test queues failed:', err);
    process.exit(1);
  });
}
