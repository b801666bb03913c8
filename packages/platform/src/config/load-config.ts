import { z } from 'zod';

/** One variable that stops the start-up, and why. */
export interface ConfigProblem {
  variable: string;
  message: string;
}

/** A rule over the raw environment beyond each variable's shape (e.g. what production refuses). */
export type ConfigCheck = (env: NodeJS.ProcessEnv) => ConfigProblem[];

export class ConfigError extends Error {
  override readonly name = 'ConfigError';

  constructor(readonly problems: ConfigProblem[]) {
    super(`Invalid environment: ${problems.map(({ variable, message }) => `${variable}: ${message}`).join('; ')}`);
  }
}

/**
 * Reads the environment once at start-up through a zod schema, and through `check` when given. A bad or missing
 * variable stops the process with a message that names it, instead of failing later somewhere far from the
 * cause; every problem is named at once, the check's word winning over the schema's for the same variable.
 */
export function loadConfig<S extends z.ZodObject>(schema: S, env: NodeJS.ProcessEnv = process.env, check?: ConfigCheck): z.infer<S> {
  const checked = check?.(env) ?? [];
  const result = schema.safeParse(env);
  const named = new Set(checked.map((problem) => problem.variable));
  const invalid = (result.error?.issues ?? [])
    .map((issue) => ({ variable: issue.path.join('.') || '(root)', message: issue.message }))
    .filter((problem) => !named.has(problem.variable));
  const problems = [...checked, ...invalid];
  if (problems.length > 0 || !result.success) throw new ConfigError(problems);
  return result.data;
}

/** Shared variable shapes, so every service spells them the same way. */
export const env = {
  port: (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback),
  /**
   * The address a server listens on: this machine only unless told otherwise (DESIGN §8), so a development server
   * and its published development secret are never reachable from the network; containers set HOST=0.0.0.0.
   */
  host: () => z.union([z.ipv4(), z.ipv6(), z.literal('localhost')], { error: 'must be an IP address (0.0.0.0 for every interface) or localhost' }).default('127.0.0.1'),
  optionalUrl: () =>
    z
      .string()
      .trim()
      .transform((value) => value || undefined)
      .pipe(z.url().optional())
      .optional(),
  secret: (fallback: string) => z.string().min(16, 'must be at least 16 characters').default(fallback),
  list: (fallback: string) =>
    z
      .string()
      .default(fallback)
      .transform((value) =>
        value
          .split(',')
          .map((item) => item.trim().toLowerCase())
          .filter(Boolean),
      ),
};

export { trustedProxies, trustProxyProblem, WIDEST_TRUSTED_PREFIX } from './trust-proxy';
