import { z } from 'zod';
import { BADGES, ROLES } from '../constants';
import { email, objectId, pageQuery } from './common';

export const userSchema = z.object({
  _id: objectId,
  name: z.string(),
  email: z.string(),
  photo: z.string().nullable(),
  photoURL: z.string().nullable(),
  role: z.enum(ROLES),
  badge: z.enum(BADGES),
  creationTime: z.string(),
  lastSignInTime: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** `role` and `badge` are accepted for compatibility with the spec's client and ignored by the server. */
export const saveUserBody = z.object({
  name: z.string().trim().max(100).optional(),
  email,
  photoURL: z.string().trim().max(2048).optional(),
  photo: z.string().trim().max(2048).optional(),
  role: z.string().max(20).optional(),
  badge: z.string().max(20).optional(),
  creationTime: z.string().max(64).optional(),
  lastSignInTime: z.string().max(64).optional(),
});
export type SaveUserBody = z.infer<typeof saveUserBody>;

export const jwtBody = z.object({ email });
export const jwtResponse = z.object({ token: z.string() });

export const userByEmailQuery = z.object({ email });
export const userEmailParams = z.object({ email });
export const searchUsersQuery = pageQuery.extend({ search: z.string().trim().max(100).optional() });
export const userIdParams = z.object({ id: objectId });
export const makeAdminResponse = z.object({ success: z.literal(true), modifiedCount: z.number() });
