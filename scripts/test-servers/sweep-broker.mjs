// Deletes the queues and exchanges earlier test runs left on the test broker. Every suite that uses RabbitMQ
// names its exchange `<suite>.<run id>.…`, so anything with such a name belongs to a run that has ended.
// Names come from `rabbitmqctl` (AMQP itself cannot list them); the deletes go over AMQP, which is quick.
// Usage: node scripts/test-servers/sweep-broker.mjs   (AMQP_URL from the environment)
import { execFileSync } from 'node:child_process';
import amqp from 'amqplib';

const TEST_NAME = /^(api|fault|scale|consumer|contract|e2e)\.[A-Za-z0-9_]{4,}\./;
const list = (what) =>
  execFileSync('rabbitmqctl', ['-q', '--no-table-headers', what, 'name'], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter((name) => TEST_NAME.test(`${name}.`));

const queues = list('list_queues');
const exchanges = list('list_exchanges');
const connection = await amqp.connect(process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
const channel = await connection.createChannel();
for (const queue of queues) await channel.deleteQueue(queue);
for (const exchange of exchanges) await channel.deleteExchange(exchange);
await connection.close();
console.error(`[servers] swept ${queues.length} queues and ${exchanges.length} exchanges of earlier test runs`);
