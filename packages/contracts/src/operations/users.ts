import { z } from 'zod';
import { successResponse } from '../api/common';
import { auditEntrySchema, auditQuery, jwtBody, jwtResponse, makeAdminResponse, saveUserBody, setLanguageBody, saveUserResponse, searchUsersQuery, userByEmailQuery, userEmailParams, userIdParams, userSchema } from '../api/users';
import { NOT_SELF, json, operation, totalCount } from './operation';

export const createSession = operation({
  name: 'createSession',
  method: 'post', path: '/jwt', service: 'users', access: 'identity', rateLimit: 'sign-in',
  summary: 'Session token for a Firebase ID token',
  body: { schema: jwtBody },
  ok: { 200: json('The session token', jwtResponse) },
  fails: { 403: 'E-mail not verified, not the token’s e-mail, or registered to another sign-in account' },
});

export const saveUser = operation({
  name: 'saveUser',
  method: 'post', path: '/users', service: 'users', access: 'identity', rateLimit: 'sign-in',
  summary: 'Create or update the caller’s user record',
  body: { schema: saveUserBody },
  ok: { 200: json('Updated', saveUserResponse), 201: json('Created', saveUserResponse) },
  fails: { 403: 'Not the token’s e-mail, or registered to another sign-in account' },
});

export const setMyLanguage = operation({
  name: 'setMyLanguage',
  method: 'patch', path: '/users/me/language', service: 'users', access: 'session', rateLimit: 'standard',
  summary: 'Save the caller’s language (en or bn) on their own record',
  body: { schema: setLanguageBody },
  ok: { 200: json('Saved: the caller’s record', userSchema) },
  fails: { 404: 'The caller has no user record' },
});

export const findUserByEmail = operation({
  name: 'findUserByEmail',
  method: 'get', path: '/users/by-email', service: 'users', access: 'session', rateLimit: 'standard',
  summary: 'A user by e-mail (self or admin)',
  query: userByEmailQuery,
  ok: { 200: json('The user', userSchema) },
  fails: { 403: NOT_SELF, 404: 'No user has this e-mail' },
});

export const getUser = operation({
  name: 'getUser',
  method: 'get', path: '/users/{email}', service: 'users', access: 'session', rateLimit: 'standard',
  summary: 'A user by e-mail in the path (self or admin)',
  params: userEmailParams,
  ok: { 200: json('The user', userSchema) },
  fails: { 403: NOT_SELF, 404: 'No user has this e-mail' },
});

export const searchUsers = operation({
  name: 'searchUsers',
  method: 'get', path: '/users', service: 'users', access: 'admin', rateLimit: 'standard',
  summary: 'Search users',
  query: searchUsersQuery,
  ok: {
    200: {
      ...json('Matching users, newest first', z.array(userSchema), totalCount),
      links: { promoteFirst: { operation: 'patch /users/make-admin/{id}', parameters: { id: '$response.body#/0/_id' } } },
    },
  },
});

export const makeAdmin = operation({
  name: 'makeAdmin',
  method: 'patch', path: '/users/make-admin/{id}', service: 'users', access: 'admin', rateLimit: 'standard',
  summary: 'Promote a user to admin',
  params: userIdParams,
  ok: { 200: json('Promoted (modifiedCount 0: was an admin already)', makeAdminResponse) },
  fails: { 404: 'No such user' },
});

export const signOutEverywhere = operation({
  name: 'signOutEverywhere',
  method: 'delete', path: '/sessions', service: 'users', access: 'session', rateLimit: 'standard',
  summary: 'Sign out everywhere: end every session of the caller and revoke their Firebase refresh tokens',
  ok: { 200: json('Every session token issued to the caller so far, this one included, answers 401 from now on', successResponse) },
  revokesSessions: true,
  notFuzzed: 'ends the fuzzing caller’s own session: every call generated after it would be refused with 401',
});

export const revokeUserSessions = operation({
  name: 'revokeUserSessions',
  method: 'delete', path: '/users/{id}/sessions', service: 'users', access: 'admin', rateLimit: 'standard',
  summary: 'End every session of a user and revoke their Firebase refresh tokens (audited)',
  params: userIdParams,
  ok: { 200: json('Every session token issued to the user so far answers 401 from now on', successResponse) },
  fails: { 404: 'No such user' },
  dataDependent: [404],
  revokesSessions: true,
});

export const listAudit = operation({
  name: 'listAudit',
  method: 'get', path: '/audit', service: 'users', access: 'admin', rateLimit: 'standard',
  summary: 'The audit trail of admin changes',
  query: auditQuery,
  ok: { 200: json('Matching entries, newest first', z.array(auditEntrySchema), totalCount) },
  dataDependent: [400],
  fails: { 400: 'A date range whose end is before its start' },
});
