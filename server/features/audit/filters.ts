/**
 * The filters of the audit events list and its CSV export: patient (numeric id or readable id), user (id or username),
 * action, and a date range (the server's local days, as every date of the API; both ends included).
 */
import { AUDIT_ACTIONS } from '../../../contracts/audit';
import type { AuditFilter } from '../../db/repositories/audit-events';
import { ApiError } from '../../lib/api-error';
import { isRealDate } from '../../lib/dates';
import { MAX_ID } from '../../lib/ids';
import { ID_PATTERN } from '../../http/ids';

export interface FilterQuery {
  patient?: string;
  user?: string;
  patient_id?: string;
  username?: string;
  action?: string;
  from?: string;
  to?: string;
}

const filterId = (description: string) =>
  ({
    type: 'string',
    pattern: ID_PATTERN,
    maxLength: 10,
    description,
    errorMessage: { pattern: 'A valid integer is required.', type: 'A valid integer is required.' },
  }) as const;

const day = (description: string) => ({ type: 'string', maxLength: 10, description }) as const;

/** The filters' `querystring` properties. */
export const FILTER_PROPERTIES = {
  patient: filterId("Only this patient's events (numeric patient id)."),
  user: filterId("Only this user's events (user id)."),
  patient_id: { type: 'string', maxLength: 16, description: "Only this patient's events (readable id, e.g. SL-000012)." },
  username: { type: 'string', maxLength: 150, description: "Only the events of who acted, by username (any case)." },
  action: { type: 'string', enum: [...AUDIT_ACTIONS], description: 'Only events of this action.' },
  from: day("Only events on or after this day (YYYY-MM-DD, the server's local day)."),
  to: day("Only events on or before this day (YYYY-MM-DD, the server's local day)."),
} as const;

/** The start of the server's local day `date` (YYYY-MM-DD, as the API's dates are), `days` later, as ISO UTC time. */
function startOfDay(date: string, days = 0): string {
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, dayOfMonth + days).toISOString();
}

/**
 * The repository's filter, or null when a filter names nothing that can exist (an id beyond the integer range): the
 * list is then empty. A malformed day, or a range that ends before it starts, is a 400 on its field.
 */
export function readFilter(query: FilterQuery): AuditFilter | null {
  const errors: Record<string, string[]> = {};
  for (const field of ['from', 'to'] as const) {
    const value = query[field];
    if (value !== undefined && !(/^\d{4}-\d\d-\d\d$/.test(value) && isRealDate(value))) errors[field] = ['Enter a date as YYYY-MM-DD.'];
  }
  if (!errors.from && !errors.to && query.from && query.to && query.to < query.from) {
    errors.to = ['The end of the range must not be before its start.'];
  }
  if (Object.keys(errors).length > 0) throw ApiError.fields(errors);

  const filter: AuditFilter = {};
  if (query.patient !== undefined) filter.patientId = Number(query.patient);
  if (query.user !== undefined) filter.userId = Number(query.user);
  // An id beyond the integer range names nothing (and must not reach a query).
  if ((filter.patientId ?? 0) > MAX_ID || (filter.userId ?? 0) > MAX_ID) return null;
  const code = query.patient_id?.trim().toUpperCase();
  if (code) filter.patientCode = code;
  const username = query.username?.trim();
  if (username) filter.username = username;
  if (query.action !== undefined) filter.action = query.action;
  if (query.from) filter.from = startOfDay(query.from);
  if (query.to) filter.until = startOfDay(query.to, 1);
  return filter;
}
