/**
 * How large a request body may be. Parsing JSON costs time in proportion to its size (about 50 ms for 1 MB of
 * tiny values), so routes whose largest valid body is a few kilobytes (credentials, a booking, a patient's
 * registration: about 1,200 characters of fields at most) take at most SMALL_BODY_LIMIT; the consultation sections,
 * whose observation lists can reach hundreds of KB, keep the app-wide BODY_LIMIT.
 */
export const BODY_LIMIT = 1024 * 1024;
export const SMALL_BODY_LIMIT = 64 * 1024;
