import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { requireServer } from '@hostel/platform/testing';

/** Runs `npm run dlq` as an operator would, against one exchange of the real RabbitMQ. */
export function dlqCli(args: string[], exchange: string): Promise<{ stdout: string; stderr: string }> {
  return promisify(execFile)('npm', ['run', '--silent', 'dlq', '--', ...args], {
    cwd: join(__dirname, '../..'),
    env: { ...process.env, EVENTS_EXCHANGE: exchange, AMQP_URL: requireServer('AMQP_URL') },
  });
}
