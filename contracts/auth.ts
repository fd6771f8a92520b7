/** Contracts of the auth routes (platform §7 "auth"): log in, rotate a refresh token, the session, log out. */
import { closedObject, ref } from './shapes';

export const LoginRequest = {
  $id: 'LoginRequest',
  ...closedObject(null, {
    username: { type: 'string', minLength: 1, maxLength: 150 },
    password: { type: 'string', minLength: 1, maxLength: 1024 },
  }),
} as const;

export const RefreshRequest = {
  $id: 'RefreshRequest',
  type: 'object',
  description: 'The refresh token; may be left out (or the body empty) when the browser sends the refresh cookie.',
  properties: { refresh: { type: 'string', minLength: 1, maxLength: 4096 } },
  additionalProperties: false,
} as const;

export const TokenPair = {
  $id: 'TokenPair',
  ...closedObject(null, {
    access: { type: 'string', description: 'Bearer token for API calls (short-lived).' },
    refresh: { type: 'string', description: 'Single-use token for POST auth/jwt/refresh/.' },
  }),
} as const;

/** The answer of a login: the token pair, and `must_change_password` after a sign-in with a one-time password. */
export const LoginAnswer = {
  $id: 'LoginAnswer',
  type: 'object',
  properties: {
    access: { type: 'string', description: 'Bearer token for API calls (short-lived).' },
    refresh: { type: 'string', description: 'Single-use token for POST auth/jwt/refresh/.' },
    must_change_password: {
      type: 'boolean',
      enum: [true],
      description:
        'Only after a sign-in with a one-time password (otherwise left out, so the answer is the specification\'s ' +
        'pair): every call but POST auth/api/change-password/ and logout is refused (403) until the password is changed.',
    },
  },
  required: ['access', 'refresh'],
  additionalProperties: false,
} as const;

export const ChangePasswordRequest = {
  $id: 'ChangePasswordRequest',
  ...closedObject(null, {
    old_password: { type: 'string', minLength: 1, maxLength: 1024, description: 'The current (or one-time) password.' },
    new_password: { type: 'string', minLength: 1, maxLength: 1024, description: 'At least 8 characters, not the current one.' },
  }),
} as const;

export const SessionCheck = {
  $id: 'SessionCheck',
  ...closedObject(null, { authenticated: { type: 'boolean' }, user: ref('User') }),
} as const;

/** A success told in words (logout: `Successfully logged out.`); the same shape as an error's `{detail}`. */
export const Message = { $id: 'Message', ...closedObject(null, { detail: { type: 'string' } }) } as const;

export const AUTH_CONTRACTS = [LoginRequest, RefreshRequest, TokenPair, LoginAnswer, ChangePasswordRequest, SessionCheck, Message];
