/**
 * User administration (issue 23): the systems administrator lists, creates, changes, deactivates and reactivates
 * accounts and resets their passwords. A reset (and an account created without a password) sets a one-time password
 * the account must change at its next sign-in (server/plugins/auth.ts). Deactivating an account and resetting its
 * password end its open sessions. Every change is an audit event of record kind `user`, written in
 * the change's transaction.
 */
import type { AdminUser, CreatedUser } from '../../../contracts/generated/types';
import { normalizeRole, type Role } from '../../../src/lib/permissions';
import type { Repositories } from '../../db/repositories/index';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { checkNewAccount, emailProblem, nameProblems, tidyEmail, type AccountInput, type CheckedAccount } from '../../services/accounts';
import { hashPassword, newPasswordProblem, oneTimePassword, verifyPassword } from '../../services/passwords';
import type { NewUser } from '../../db/tables/users';
import type { AuditAction } from '../audit/service';
import type { AdminUserRow, UserAdminQueries, UserChanges } from './repository';

export const OWN_PASSWORD_RESET = 'Change your own password with Change password in your account menu.';

/** Who acts (the signed-in administrator). */
export interface Actor {
  id: number;
}

export interface UserAdminDeps {
  repos: Repositories;
  /** Drops this process's cached session checks of an account (after it was changed). */
  forgetUser: (userId: number) => void;
}

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    role: normalizeRole(row.role) as Role,
    email: row.email,
    is_active: row.is_active === 1,
    must_change_password: row.must_change_password === 1,
    created_at: row.created_at,
  };
}

/** An audit event of an account. */
function auditUser(tx: UserAdminQueries, actor: Actor, action: AuditAction, userId: number, at: string) {
  return tx.audit({ at, user_id: actor.id, action, record_kind: 'user', record_id: userId, patient_id: null, appointment_id: null });
}

/** The accounts matching `search` as a paged source (server/http/paging.ts). */
export function userSource(repos: Repositories, search: string) {
  return {
    count: () => repos.userAdmin.count(search),
    page: (offset: number, limit: number) => repos.userAdmin.page(search, offset, limit),
  };
}

/** An account ready to insert: hashed before any transaction opens (a hash takes tens of milliseconds). */
export interface PreparedAccount {
  user: NewUser;
  oneTime: string | null;
}

/** Hashes the account's password; without one it gets a one-time password, answered once. */
export async function prepareAccount(account: CheckedAccount, password: string | undefined): Promise<PreparedAccount> {
  const oneTime = password === undefined ? oneTimePassword() : null;
  const user: NewUser = {
    ...account,
    password_hash: await hashPassword(password ?? oneTime!),
    must_change_password: oneTime === null ? 0 : 1,
    is_active: 1,
    created_at: new Date().toISOString(),
  };
  return { user, oneTime };
}

/** Inserts a prepared account with its audit event. */
export async function insertAccount(tx: UserAdminQueries, actor: Actor, prepared: PreparedAccount): Promise<CreatedUser> {
  const row = await tx.insert(prepared.user);
  await auditUser(tx, actor, 'create', row.id, prepared.user.created_at);
  return { ...toAdminUser(row), one_time_password: prepared.oneTime };
}

export async function createUser(deps: UserAdminDeps, actor: Actor, input: AccountInput): Promise<CreatedUser> {
  const checked = await checkNewAccount(deps.repos, input);
  if ('problems' in checked) {
    throw ApiError.fields(Object.fromEntries(Object.entries(checked.problems).map(([field, message]) => [field, [message]])));
  }
  const prepared = await prepareAccount(checked.account, input.password);
  return deps.repos.userAdmin.transaction((tx) => insertAccount(tx, actor, prepared));
}

async function existing(repos: Repositories, id: number): Promise<AdminUserRow> {
  const row = await repos.userAdmin.find(id);
  if (!row) throw ApiError.detail(404, MESSAGES.notFound);
  return row;
}

export interface UserPatch {
  first_name?: string;
  last_name?: string;
  role?: Role;
  email?: string | null;
  is_active?: boolean;
}

/** The audit actions a change makes, in order: names/email, role, then (de)activation. */
function changeActions(before: AdminUserRow, changes: UserChanges): AuditAction[] {
  const actions: AuditAction[] = [];
  const fields = ['first_name', 'last_name', 'email'] as const;
  if (fields.some((field) => changes[field] !== undefined && changes[field] !== before[field])) actions.push('update');
  if (changes.role !== undefined && changes.role !== normalizeRole(before.role)) actions.push('role-change');
  if (changes.is_active !== undefined && changes.is_active !== before.is_active) {
    actions.push(changes.is_active === 1 ? 'reactivate' : 'deactivate');
  }
  return actions;
}

export async function updateUser(deps: UserAdminDeps, actor: Actor, id: number, patch: UserPatch): Promise<AdminUser> {
  const before = await existing(deps.repos, id);
  const problems: Record<string, string[]> = Object.fromEntries(
    Object.entries(nameProblems(patch)).map(([field, message]) => [field, [message]]),
  );
  const email = emailProblem(patch.email);
  if (email) problems.email = [email];
  if (id === actor.id && patch.is_active === false) problems.is_active = ['You cannot deactivate your own account.'];
  if (id === actor.id && patch.role !== undefined && patch.role !== normalizeRole(before.role)) {
    problems.role = ['You cannot change your own role.'];
  }
  if (Object.keys(problems).length > 0) throw ApiError.fields(problems);

  const changes: UserChanges = {};
  if (patch.first_name !== undefined) changes.first_name = patch.first_name.trim();
  if (patch.last_name !== undefined) changes.last_name = patch.last_name.trim();
  if (patch.email !== undefined) changes.email = tidyEmail(patch.email);
  if (patch.role !== undefined) changes.role = patch.role;
  if (patch.is_active !== undefined) changes.is_active = patch.is_active ? 1 : 0;
  const actions = changeActions(before, changes);
  if (actions.length === 0) return toAdminUser(before);

  const now = new Date().toISOString();
  // A deactivated account's sessions end; a changed role applies at the account's next call (the guard reads it).
  const endSessions = actions.includes('deactivate');
  const after = await deps.repos.userAdmin.transaction(async (tx) => {
    await tx.update(id, changes);
    for (const action of actions) await auditUser(tx, actor, action, id, now);
    if (endSessions) await tx.endSessions(id, now);
    return (await tx.find(id))!;
  });
  deps.forgetUser(id);
  return toAdminUser(after);
}

/** A new one-time password for the account; its open sessions end. */
export async function resetPassword(deps: UserAdminDeps, actor: Actor, id: number): Promise<{ one_time_password: string }> {
  await existing(deps.repos, id);
  // One's own password is changed knowing the current one (POST /api/auth/api/change-password/).
  if (id === actor.id) throw ApiError.detail(400, OWN_PASSWORD_RESET);
  const password = oneTimePassword();
  const hash = await hashPassword(password);
  const now = new Date().toISOString();
  await deps.repos.userAdmin.transaction(async (tx) => {
    await tx.setPassword(id, hash, true);
    await auditUser(tx, actor, 'password-reset', id, now);
    await tx.endSessions(id, now);
  });
  deps.forgetUser(id);
  return { one_time_password: password };
}

/**
 * The signed-in user changes their own password (also the one-time one they must change): the current one must be
 * right and the new one a valid password that differs from it. Their other sessions end; this one goes on, no longer
 * held to the password change.
 */
export async function changeOwnPassword(
  deps: UserAdminDeps,
  user: { id: number; sessionId: string },
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const hash = await deps.repos.userAdmin.passwordHash(user.id);
  if (hash === undefined || !(await verifyPassword(oldPassword, hash))) {
    throw ApiError.fields({ old_password: ['Your current password is not correct.'] });
  }
  const problem = newPasswordProblem(newPassword) ?? (newPassword === oldPassword ? 'The new password must differ from the current one.' : null);
  if (problem) throw ApiError.fields({ new_password: [problem] });
  const newHash = await hashPassword(newPassword);
  const now = new Date().toISOString();
  await deps.repos.userAdmin.transaction(async (tx) => {
    await tx.setPassword(user.id, newHash, false);
    await auditUser(tx, user, 'password-change', user.id, now);
    await tx.endSessions(user.id, now, user.sessionId);
  });
  deps.forgetUser(user.id);
}
