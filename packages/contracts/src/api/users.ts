import { z } from 'zod';
import { BADGES, ROLES } from '../constants';
import { auditRecordedSchema } from '../events';
import { LANGUAGES, type Language } from '../i18n/languages';
import { DATE_PATTERN } from '../menu-week';
import { email, NOT_SPACE, objectId, pageQuery, successResponse, trimmedPattern, UPLOAD_PATH_PATTERN } from './common';

/** The site's languages: a user's record may keep their choice. */
export const USER_LANGUAGES = LANGUAGES;
export type UserLanguage = Language;

export const userSchema = z
  .object({
    _id: objectId,
    name: z.string(),
    email: z.string(),
    photo: z.string().nullable(),
    photoURL: z.string().nullable(),
    role: z.enum(ROLES),
    badge: z.enum(BADGES),
    creationTime: z.string(),
    lastSignInTime: z.string(),
    /** The language the user chose in the navbar; absent until they choose one. */
    language: z.enum(USER_LANGUAGES).optional(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/**
 * A profile photo: an absolute http(s) URL (the identity provider's or an image host's) or the same-origin path of
 * an image from POST /uploads, which the registration page sends. Never `javascript:`, `data:` or the like: the
 * navbar puts it in an `<img src>`. An empty string means no photo.
 */
export const profilePhotoUrl = z
  .string()
  .trim()
  .max(2048)
  .regex(new RegExp(`^(https?://\\S+|${UPLOAD_PATH_PATTERN})$`), 'must be an http(s) URL')
  .meta({ pattern: trimmedPattern(`https?://${NOT_SPACE}+|${UPLOAD_PATH_PATTERN}`) })
  .or(z.literal(''));

/**
 * `role`, `badge`, `creationTime` and `lastSignInTime` are accepted for compatibility with the spec's client and
 * ignored: role and badge are the server's to decide, the times are the server's clock.
 */
export const saveUserBody = z.object({
  name: z.string().trim().max(100).optional(),
  email,
  photoURL: profilePhotoUrl.optional(),
  photo: profilePhotoUrl.optional(),
  role: z.string().max(20).optional(),
  badge: z.string().max(20).optional(),
  creationTime: z.string().max(64).optional(),
  lastSignInTime: z.string().max(64).optional(),
});
export type SaveUserBody = z.infer<typeof saveUserBody>;

export const setLanguageBody = z.object({ language: z.enum(USER_LANGUAGES) });
export type SetLanguageBody = z.infer<typeof setLanguageBody>;

export const jwtBody = z.object({ email });
export const jwtResponse = z.object({ token: z.string() });
export type JwtResponse = z.infer<typeof jwtResponse>;

export const userByEmailQuery = z.object({ email });
export const userEmailParams = z.object({ email });
export const searchUsersQuery = pageQuery.extend({ search: z.string().trim().max(100).optional() });
export const userIdParams = z.object({ id: objectId });
export const makeAdminResponse = successResponse.extend({ modifiedCount: z.number().int().min(0) });
export const saveUserResponse = successResponse.extend({ created: z.boolean(), user: userSchema });
export type MakeAdminResponse = z.infer<typeof makeAdminResponse>;
export type SaveUserResponse = z.infer<typeof saveUserResponse>;

/** The audit trail's filters (DESIGN §9): actor by e-mail or id, the action (an operation's name), Dhaka days. */
const auditDay = z.string().regex(DATE_PATTERN, 'must be a day of 2000–2099 that exists, such as 2026-03-01');
export const auditQuery = pageQuery.extend({
  // Blank is no filter (as a blank search is), so every string the document allows is an answerable query.
  actor: z.string().trim().max(254).optional(),
  action: z.string().trim().regex(/^[A-Za-z]{1,60}$/, 'must be an operation name, such as makeAdmin').optional(),
  from: auditDay.optional(),
  to: auditDay.optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;
export const auditEntrySchema = auditRecordedSchema.meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
