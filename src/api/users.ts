/**
 * User administration (issue 23): the accounts list, create, change, reset a password, import a class list, and the
 * audit log with its CSV export. Hooks and calls of the Users and Audit log screens.
 */
import useSWR, { type SWRResponse } from 'swr';
import type {
  AdminUser,
  AdminUserPage,
  AuditEventPage,
  CreatedUser,
  CreateUserRequest,
  OneTimePassword,
  UpdateUserRequest,
  UserImportPreview,
  UserImportResult,
} from '../../contracts/generated/types';
import { getJson, request } from './http-client';

export type { AdminUser, AuditEvent, CreatedUser, UserImportPreview, UserImportResult } from '../../contracts/generated/types';

export const USERS_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 20;
const USERS = '/admin/users/';

/** The query text of `values`, leaving out blank ones. */
function query(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && String(value).trim() !== '') params.set(key, String(value).trim());
  return params.toString();
}

export function usersPath(search: string, page: number): string {
  return `${USERS}?${query({ search, page, page_size: USERS_PAGE_SIZE })}`;
}

/** One page of the accounts matching `search`. */
export function useAdminUsers(search: string, page: number): SWRResponse<AdminUserPage> {
  return useSWR<AdminUserPage>(usersPath(search, page), getJson, { keepPreviousData: true });
}

/** Whether an SWR key is one of the accounts list's (to read it afresh after a change). */
export const isUsersKey = (key: unknown) => typeof key === 'string' && key.startsWith(USERS);

export function createUser(body: CreateUserRequest): Promise<CreatedUser> {
  return request<CreatedUser>('post', USERS, { data: body });
}

export function updateUser(id: number, body: UpdateUserRequest): Promise<AdminUser> {
  return request<AdminUser>('patch', `${USERS}${id}/`, { data: body });
}

export function resetPassword(id: number): Promise<OneTimePassword> {
  return request<OneTimePassword>('post', `${USERS}${id}/reset-password/`);
}

/** What importing `csv` would do (nothing is created). */
export function previewClassList(csv: string): Promise<UserImportPreview> {
  return request<UserImportPreview>('post', `${USERS}import/preview/`, { data: csv, contentType: 'text/csv' });
}

export function importClassList(csv: string): Promise<UserImportResult> {
  return request<UserImportResult>('post', `${USERS}import/`, { data: csv, contentType: 'text/csv' });
}

/** The audit log's filters, as the screen holds them (blank: no filter). */
export interface AuditFilters {
  username: string;
  patient_id: string;
  action: string;
  from: string;
  to: string;
}

export function auditEventsPath(filters: AuditFilters, page: number): string {
  return `/audit/api/events/?${query({ ...filters, page, page_size: AUDIT_PAGE_SIZE })}`;
}

/** One page of the audit events matching `filters`, newest first. */
export function useAuditEvents(filters: AuditFilters, page: number): SWRResponse<AuditEventPage> {
  return useSWR<AuditEventPage>(auditEventsPath(filters, page), getJson, { keepPreviousData: true });
}

/** The events matching `filters` as CSV text. */
export async function exportAuditEvents(filters: AuditFilters): Promise<string> {
  const blob = await request<Blob>('get', `/audit/api/events/export/?${query({ ...filters })}`, { responseType: 'blob' });
  return blob.text();
}
