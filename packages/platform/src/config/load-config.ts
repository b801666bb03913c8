import { z } from 'zod';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Reads the environment once at start-up through a zod schema. A bad or missing variable stops the process
 * with a message that names it, instead of failing later somewhere far from the cause.
 */
export function loadConfig<S extends z.ZodObject>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
}

/** Shared variable shapes, so every service spells them the same way. */
export const env = {
  port: (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback),
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
