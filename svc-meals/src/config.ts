import { z } from 'zod';
import { baseServiceEnv, env, loadConfig, productionSafety } from '@hostel/platform';

export const mealsEnv = baseServiceEnv.extend({
  PORT: env.port(4001),
  // Seconds a cached GET /meals or /meals/:id answer stays fresh. Writes drop what they change at once, on every
  // instance (Redis pub/sub), so this only bounds a missed message (and a meal's "next served" day); while the
  // pub/sub link is down it shrinks to 1 s. MEALS_CACHE_STALE: seconds past it an answer is still served while
  // one refresh runs.
  MEALS_CACHE_TTL: z.coerce.number().int().min(1).max(3600).default(60),
  MEALS_CACHE_STALE: z.coerce.number().int().min(0).max(3600).default(30),
  // How often unreferenced uploads past their retention (a day) are looked for and deleted.
  UPLOAD_SWEEP_EVERY_MS: z.coerce.number().int().min(1000).default(60 * 60_000),
});
export type MealsConfig = z.infer<typeof mealsEnv>;

export const loadMealsConfig = (source: NodeJS.ProcessEnv = process.env) => loadConfig(mealsEnv, source, productionSafety());
