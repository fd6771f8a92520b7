/** Response schema entries for the error statuses a route can produce (documented in OpenAPI). */
const BY_STATUS: Record<number, { $ref: string }> = {
  400: { $ref: 'FieldErrors#' },
  401: { $ref: 'ErrorDetail#' },
  403: { $ref: 'ErrorDetail#' },
  404: { $ref: 'ErrorDetail#' },
  409: { $ref: 'ErrorDetail#' },
  413: { $ref: 'ErrorDetail#' },
  415: { $ref: 'ErrorDetail#' },
  429: { $ref: 'ErrorDetail#' },
  503: { $ref: 'ErrorDetail#' },
};

export function errorResponses(...statuses: number[]): Record<number, { $ref: string }> {
  return Object.fromEntries(statuses.map((status) => [status, BY_STATUS[status]!]));
}

/** Statuses every route with a JSON body may answer besides its own. */
export const BODY_ERRORS = [400, 403, 413, 415] as const;
