/**
 * `npm run dlq` lists the dead letters of every service's queue on AMQP_URL + EVENTS_EXCHANGE (add `--json` for
 * machine-readable output); `npm run dlq -- redrive [queue]` moves them back to their queue (all queues, or the one
 * named, e.g. `svc-users`) so its consumer handles them again. The logic lives in the platform kit
 * (packages/platform/src/bus/dead-letters.ts).
 */
import { z } from 'zod';
import { baseServiceEnv, listDeadLetters, loadConfig, redriveDeadLetters, type DeadLetterQueueReport } from '@hostel/platform';
import { MEALS_QUEUE } from '../svc-meals/src/events/consumers';
import { PAYMENTS_QUEUE } from '../svc-payments/src/service';
import { USERS_QUEUE } from '../svc-users/src/events/payment-consumer';

const dlqEnv = z.object({ AMQP_URL: z.url(), EVENTS_EXCHANGE: baseServiceEnv.shape.EVENTS_EXCHANGE });
const USAGE = 'usage: npm run dlq [-- --json] | npm run dlq -- redrive [queue]';

function print(reports: DeadLetterQueueReport[]): void {
  for (const { deadLetterQueue, count, messages } of reports) {
    console.log(`${deadLetterQueue}: ${count === 0 ? 'empty' : `${count} dead letter${count === 1 ? '' : 's'}`}`);
    for (const dead of messages) {
      const attempts = dead.attempts === undefined ? '' : ` after ${dead.attempts} attempt${dead.attempts === 1 ? '' : 's'}`;
      console.log(`  ${dead.eventId ?? '(no id)'}  ${dead.type ?? '(no type)'}  ${dead.reason}${attempts}  ${dead.deadLetteredAt ?? ''}`);
      if (dead.error) console.log(`    ${dead.error.replace(/\n/g, '\n    ')}`);
    }
    if (messages.length < count) console.log(`  ... and ${count - messages.length} more`);
  }
}

export async function main(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const { AMQP_URL: url, EVENTS_EXCHANGE: exchange } = loadConfig(dlqEnv, env);
  const queues = [MEALS_QUEUE, USERS_QUEUE, PAYMENTS_QUEUE].map((queue) => `${exchange}.${queue}`);
  const [command = 'list', name] = args.filter((arg) => arg !== '--json');
  if (command === 'list') {
    const reports = await listDeadLetters(url, queues);
    if (args.includes('--json')) console.log(JSON.stringify(reports, null, 2));
    else print(reports);
    return 0;
  }
  if (command === 'redrive') {
    const targets = name ? [name.startsWith(`${exchange}.`) ? name : `${exchange}.${name}`] : queues;
    for (const queue of targets) console.log(`${queue}: ${await redriveDeadLetters(url, queue)} re-driven`);
    return 0;
  }
  console.error(USAGE);
  return 2;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
