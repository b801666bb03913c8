import { z } from 'zod';
import { baseServiceEnv, env, loadConfig, productionSafety } from '@hostel/platform';

export const mealsEnv = baseServiceEnv.extend({
  PORT: env.port(4001),
  MEALS_CACHE_TTL: z.coerce.number().int().min(1).max(3600).default(60),
});
export type MealsConfig = z.infer<typeof mealsEnv>;

export const loadMealsConfig = (source: NodeJS.ProcessEnv = process.env) => loadConfig(mealsEnv, source, productionSafety());
