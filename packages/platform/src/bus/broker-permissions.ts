import { createHash, randomBytes } from 'node:crypto';
import { BROKER_SERVICES, routingKeysPublishedBy, type BrokerService } from '@hostel/contracts';

/**
 * Each service's RabbitMQ user and what it may do (DESIGN §14), derived from the contracts' EVENT_PUBLISHERS:
 * - configure, write, read: the events exchange, its dead-letter exchange, and the service's own queues
 *   (`<exchange>.<service>`, `<exchange>.<service>.<name>`, each with its `.dlq`), nothing else. No write on the
 *   default exchange, which reaches every queue past the topic permissions;
 * - topic permissions on the events exchange: publish only the routing keys the contracts say the service
 *   publishes; bind its queues to any key (what a queue may hold is what the read permission above allows).
 */
export interface BrokerUserPermissions {
  user: string;
  configure: string;
  write: string;
  read: string;
  topic: { exchange: string; write: string; read: string };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/**
 * The events exchanges of the test servers' runs (`api.<run>`, `bench.<run>.c100`, `hostel.events`): words joined by
 * dots, none after the first starting with `svc-` (that would be a service's queue), never RabbitMQ's own `amq.*`.
 */
export const ANY_TEST_EXCHANGE = '(?!amq\\.)[A-Za-z0-9_-]+(\\.(?!svc-)[A-Za-z0-9_-]+)+';

export interface BrokerPermissionOptions {
  /** The events exchange (EVENTS_EXCHANGE). */
  exchange: string;
  /** A regular expression for the exchange's name instead, e.g. ANY_TEST_EXCHANGE; topic permissions stay on `exchange`. */
  exchangePattern?: string;
  /** The user's name when not the service's own (tests' throwaway users). */
  user?: string;
}

export function brokerPermissionsOf(service: BrokerService, options: BrokerPermissionOptions): BrokerUserPermissions {
  const exchange = options.exchangePattern ?? escape(options.exchange);
  const resources = `^(${exchange}|${exchange}\\.dlx|${exchange}\\.${escape(service)}(\\.[A-Za-z0-9_-]+)*)$`;
  const keys = routingKeysPublishedBy(service);
  return {
    user: options.user ?? service,
    configure: resources,
    write: resources,
    read: resources,
    topic: { exchange: options.exchange, write: keys.length ? `^(${keys.map(escape).join('|')})$` : '^$', read: '.*' },
  };
}

/** RabbitMQ's stored form of a password (rabbit_password_hashing_sha256): base64(salt + SHA-256(salt + password)). */
export function rabbitPasswordHash(password: string, salt = randomBytes(4)): string {
  return Buffer.concat([salt, createHash('sha256').update(Buffer.concat([salt, Buffer.from(password, 'utf8')])).digest()]).toString('base64');
}

/** A definitions document (`rabbitmqctl import_definitions`, or `load_definitions` at boot) creating the users. */
export function brokerDefinitions(users: { permissions: BrokerUserPermissions; password: string }[], vhost = '/') {
  return {
    // The default virtual host is left as it is (importing it again could reset its settings).
    vhosts: vhost === '/' ? [] : [{ name: vhost }],
    users: users.map(({ permissions, password }) => ({ name: permissions.user, password_hash: rabbitPasswordHash(password), hashing_algorithm: 'rabbit_password_hashing_sha256', tags: [] })),
    permissions: users.map(({ permissions: { user, configure, write, read } }) => ({ user, vhost, configure, write, read })),
    topic_permissions: users.map(({ permissions: { user, topic } }) => ({ user, vhost, ...topic })),
  };
}

/**
 * The same as shell commands for a RabbitMQ container's own `rabbitmqctl` (deploy/k8s/rabbitmq/broker-users.sh):
 * idempotent, each password from the environment variable RABBITMQ_PASSWORD_<SERVICE>.
 */
export function brokerUsersScript(exchange: string): string {
  const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
  const lines = BROKER_SERVICES.flatMap((service) => {
    const { user, configure, write, read, topic } = brokerPermissionsOf(service, { exchange });
    const password = `"$${brokerPasswordVariable(service)}"`;
    return [
      `ensure_user ${quote(user)} ${password}`,
      `rabbitmqctl -q set_permissions -p / ${quote(user)} ${quote(configure)} ${quote(write)} ${quote(read)}`,
      `rabbitmqctl -q set_topic_permissions -p / ${quote(user)} ${quote(topic.exchange)} ${quote(topic.write)} ${quote(topic.read)}`,
    ];
  });
  return lines.join('\n');
}

/** The variable holding a service's broker password in the deployments (RABBITMQ_PASSWORD_SVC_MEALS, …). */
export const brokerPasswordVariable = (service: BrokerService) => `RABBITMQ_PASSWORD_${service.replace(/-/g, '_').toUpperCase()}`;

/** The test servers' password of a service's broker user (scripts/test-servers): published, so production refuses it. */
export const testServerBrokerPassword = (service: BrokerService) => `${service}-test-servers-only`;
