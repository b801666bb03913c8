import { z } from 'zod';
import { baseServiceEnv, DEV_ADMIN_EMAIL, env, loadConfig, productionSafety } from '@hostel/platform';

export const usersEnv = baseServiceEnv.extend({
  PORT: env.port(4002),
  ADMIN_EMAILS: env.list(DEV_ADMIN_EMAIL),
  FIREBASE_PROJECT_ID: z.string().min(1).default('demo-hostel'),
  SESSION_TTL: z.string().regex(/^\d+[mhd]$/, 'like 12h').default('12h'),
});
export type UsersConfig = z.infer<typeof usersEnv>;

export const loadUsersConfig = (source: NodeJS.ProcessEnv = process.env) => loadConfig(usersEnv, source, productionSafety({ firebaseProject: true, adminEmails: true }));
