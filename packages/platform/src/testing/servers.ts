/**
 * Tests that need a real server (FerretDB, RabbitMQ, Redis, the Firebase Auth emulator, localstripe) take
 * its URL from the environment. `npm test` starts the servers and exports the variables itself; a missing
 * variable fails loudly instead of skipping, so a green run always means every suite ran.
 */
const HINT = 'start the test servers first: eval "$(bash scripts/test-servers/up.sh)" (or just run `npm test`)';

export function requireServer(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set; ${HINT}`);
  return value;
}

/** A short random suffix so parallel test files get their own database, queue or key prefix. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}
