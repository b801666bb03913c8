import pino, { type Logger } from 'pino';

export type { Logger };

/** JSON logs on stdout; `LOG_LEVEL` tunes verbosity (tests default to warn to keep their output readable). */
export function createLogger(service: string, level = process.env.LOG_LEVEL): Logger {
  const fallback = process.env.NODE_ENV === 'test' || process.env.JEST_WORKER_ID ? 'warn' : 'info';
  return pino({
    name: service,
    level: level ?? fallback,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'], remove: true },
  });
}
