import type { z } from 'zod';
import { baseServiceEnv, env, loadConfig, productionSafety } from '@hostel/platform';

export const messEnv = baseServiceEnv.extend({
  PORT: env.port(4004),
});
export type MessConfig = z.infer<typeof messEnv>;

export const loadMessConfig = (source: NodeJS.ProcessEnv = process.env) => loadConfig(messEnv, source, productionSafety());
