/** Body and response schemas of the auth routes (also the source of their OpenAPI description). */

export const loginBodySchema = {
  title: 'LoginRequest',
  type: 'object',
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 150 },
    password: { type: 'string', minLength: 1, maxLength: 1024 },
  },
  required: ['username', 'password'],
  additionalProperties: false,
} as const;

export interface LoginBody {
  username: string;
  password: string;
}

export const refreshBodySchema = {
  title: 'RefreshRequest',
  type: 'object',
  description: 'The refresh token; may be left out (or the body empty) when the browser sends the refresh cookie.',
  properties: { refresh: { type: 'string', minLength: 1, maxLength: 4096 } },
  additionalProperties: false,
} as const;

export interface RefreshBody {
  refresh?: string;
}

export const tokenPairSchema = {
  title: 'TokenPair',
  type: 'object',
  properties: {
    access: { type: 'string', description: 'Bearer token for API calls (short-lived).' },
    refresh: { type: 'string', description: 'Single-use token for POST auth/jwt/refresh/.' },
  },
  required: ['access', 'refresh'],
  additionalProperties: false,
} as const;

export const checkSessionSchema = {
  title: 'SessionCheck',
  type: 'object',
  properties: { authenticated: { type: 'boolean' }, user: { $ref: 'User#' } },
  required: ['authenticated', 'user'],
  additionalProperties: false,
} as const;

/** A success told in words (logout: `Successfully logged out.`); the same shape as an error's `{detail}`. */
export const detailSchema = {
  title: 'Message',
  type: 'object',
  properties: { detail: { type: 'string' } },
  required: ['detail'],
  additionalProperties: false,
} as const;
