/** Body and response schemas of the auth routes (also the source of their OpenAPI description). */

export const loginBodySchema = {
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
  type: 'object',
  properties: { refresh: { type: 'string', minLength: 1, maxLength: 4096 } },
  required: ['refresh'],
  additionalProperties: false,
} as const;

export interface RefreshBody {
  refresh: string;
}

export const tokenPairSchema = {
  type: 'object',
  properties: {
    access: { type: 'string', description: 'Bearer token for API calls (short-lived).' },
    refresh: { type: 'string', description: 'Single-use token for POST auth/jwt/refresh/.' },
  },
  required: ['access', 'refresh'],
  additionalProperties: false,
} as const;

export const checkSessionSchema = {
  type: 'object',
  properties: { authenticated: { type: 'boolean' }, user: { $ref: 'User#' } },
  required: ['authenticated', 'user'],
  additionalProperties: false,
} as const;

export const detailSchema = { $ref: 'ErrorDetail#' } as const;
