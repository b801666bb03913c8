import type { z } from 'zod';
import { badRequest } from './app-error';

/**
 * Parses request input with a zod schema; failure is a 400 naming the first bad field. Schemas are strict
 * objects of plain strings/numbers, so `$`-operators and nested objects from a request never reach a query.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, where = 'input'): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.length ? issue.path.join('.') : where;
  throw badRequest(`Invalid ${path}: ${issue?.message ?? 'bad value'}`);
}
