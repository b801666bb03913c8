/**
 * Gives each service its own user on the test servers' RabbitMQ (DESIGN §14), as a deployment does
 * (deploy/k8s/data-stores/broker-users.sh), and prints their URLs for the environment:
 *   AMQP_URL_SVC_MEALS=amqp://svc-meals:…@127.0.0.1:5672 …
 * Idempotent (rabbitmqctl import_definitions). The test runs name their exchanges afresh (`api.<run>`), so the users'
 * permissions cover any two-word exchange and its own queues there (ANY_TEST_EXCHANGE); topic permissions name one
 * exchange, so they hold on `hostel.events` (real-mode `npm start`) and the consumers' publisher check everywhere.
 *
 *   npx tsx scripts/test-servers/broker-users.ts        # AMQP_URL, or the local default
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BROKER_SERVICES } from '@hostel/contracts';
import { ANY_TEST_EXCHANGE, BROKER_URL_VARIABLES, brokerDefinitions, brokerPermissionsOf, testServerBrokerPassword } from '@hostel/platform';

const rabbitmqctl = (...args: string[]) => execFileSync('rabbitmqctl', ['-q', ...args], { encoding: 'utf8', timeout: 60_000 });

function main(): void {
  const base = new URL(process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
  const users = BROKER_SERVICES.map((service) => ({
    permissions: brokerPermissionsOf(service, { exchange: 'hostel.events', exchangePattern: ANY_TEST_EXCHANGE }),
    password: testServerBrokerPassword(service),
  }));
  // rabbitmqctl runs as the broker's own user: the file must be readable by it.
  const dir = mkdtempSync(join(tmpdir(), 'broker-users-'));
  try {
    chmodSync(dir, 0o755);
    writeFileSync(join(dir, 'definitions.json'), JSON.stringify(brokerDefinitions(users)), { mode: 0o644 });
    rabbitmqctl('import_definitions', join(dir, 'definitions.json'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // `npm run dlq` re-drives a dead letter with its publisher's user_id, which only an impersonator may set.
  rabbitmqctl('set_user_tags', decodeURIComponent(base.username) || 'guest', 'administrator', 'impersonator');
  for (const service of BROKER_SERVICES) {
    const url = new URL(base);
    url.username = service;
    url.password = testServerBrokerPassword(service);
    console.log(`export ${BROKER_URL_VARIABLES[service]}=${url.toString()}`);
  }
}

main();
