/**
 * Creating accounts: the create-user command, the administrators' create and the class-list import all check a new
 * account here (one set of rules). Checks come first so no half-made account is left.
 */
import { ROLES, normalizeRole, roleOf, type Role } from '../../src/lib/permissions';
import type { Repositories } from '../db/repositories/index';
import { hashPassword, newPasswordProblem } from './passwords';

export interface NewAccount {
  username: string;
  password: string;
  role: string;
  firstName: string;
  lastName: string;
}

/** A refusal with a message meant for the person running the command. */
export class AccountError extends Error {
  override name = 'AccountError';
}

const USERNAME = /^[\w.@+-]{1,150}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL = 254;

/**
 * The role ids of earlier versions, still accepted by the create-user command (scripts written for them keep
 * working) and stored as the specification's words. Nothing else reads them: migration 0009 rewrote stored ones.
 */
export const ROLE_ALIASES: Readonly<Record<string, Role>> = {
  systems_admin: 'systems administrator',
  hospital_admin: 'hospital administrator',
};

/**
 * The role an operator named: one of the specification's words in any letter case ("Hospital Administrator"),
 * or an earlier id (`ROLE_ALIASES`); null for anything else.
 */
export function accountRole(value: string): Role | null {
  return roleOf(value) ?? ROLE_ALIASES[normalizeRole(value)] ?? null;
}

/** An account's fields as given (by a person, a request or a class-list row); password and email are optional. */
export interface AccountInput {
  username: string;
  first_name: string;
  last_name: string;
  role: string;
  email?: string | null;
  password?: string;
}

/** The same fields, checked and tidied (trimmed, the role in its one form, a blank email as null). */
export interface CheckedAccount {
  username: string;
  first_name: string;
  last_name: string;
  role: Role;
  email: string | null;
}

/** Why each field may not be used, by its API name; empty when the account may be created. */
export type AccountProblems = Partial<Record<keyof AccountInput, string>>;

function nameProblem(label: string, value: string): string | null {
  const name = value.trim();
  if (!name) return `${label} is required.`;
  if (name.length > 150) return `${label} must be at most 150 characters.`;
  return null;
}

/** The name fields' problems (also for a change of names). */
export function nameProblems(input: { first_name?: string; last_name?: string }): AccountProblems {
  const problems: AccountProblems = {};
  const first = input.first_name === undefined ? null : nameProblem('First name', input.first_name);
  const last = input.last_name === undefined ? null : nameProblem('Last name', input.last_name);
  if (first) problems.first_name = first;
  if (last) problems.last_name = last;
  return problems;
}

/** The email's problem, or null (absent and blank are no email). */
export function emailProblem(email: string | null | undefined): string | null {
  const value = email?.trim() ?? '';
  if (value === '') return null;
  if (value.length > MAX_EMAIL || !EMAIL.test(value)) return 'Enter a valid email address.';
  return null;
}

/** A blank email is none. */
export const tidyEmail = (email: string | null | undefined): string | null => email?.trim() || null;

/**
 * Checks a new account: its fields, then that no account (nor one in `batch`, the names already taken by the rows
 * before it in one import, in lower case) has the username ignoring case. Answers the tidied account or the problems.
 */
export async function checkNewAccount(
  repos: Repositories,
  input: AccountInput,
  batch: ReadonlySet<string> = new Set(),
): Promise<{ account: CheckedAccount } | { problems: AccountProblems }> {
  const problems: AccountProblems = nameProblems(input);
  const username = input.username.trim();
  if (!USERNAME.test(username)) problems.username = 'Username must be 1-150 characters: letters, digits and @ . + - _ only.';
  const role = accountRole(input.role);
  if (!role) problems.role = `Role must be one of: ${ROLES.join(', ')}.`;
  const email = emailProblem(input.email);
  if (email) problems.email = email;
  const password = input.password === undefined ? null : newPasswordProblem(input.password);
  if (password) problems.password = password;
  if (!problems.username && (batch.has(username.toLowerCase()) || (await repos.users.usernameTakenIgnoringCase(username)))) {
    problems.username = `A user named "${username}" already exists (names are compared ignoring case).`;
  }
  if (Object.keys(problems).length > 0 || !role) return { problems };
  return {
    account: {
      username,
      first_name: input.first_name.trim(),
      last_name: input.last_name.trim(),
      role,
      email: tidyEmail(input.email),
    },
  };
}

/** The first problem, in the order a person reads the fields. */
export function firstProblem(problems: AccountProblems): string {
  const order: (keyof AccountInput)[] = ['username', 'first_name', 'last_name', 'role', 'email', 'password'];
  return order.map((field) => problems[field]).find((message) => message !== undefined) ?? 'Invalid account.';
}

/** The create-user command's account: refused with an `AccountError` naming the first problem. */
export async function createAccount(repos: Repositories, input: NewAccount): Promise<{ id: number; role: Role }> {
  const checked = await checkNewAccount(repos, {
    username: input.username,
    first_name: input.firstName,
    last_name: input.lastName,
    role: input.role,
    password: input.password,
  });
  if ('problems' in checked) throw new AccountError(firstProblem(checked.problems));
  const { account } = checked;
  const id = await repos.users.create({
    ...account,
    password_hash: await hashPassword(input.password),
    is_active: 1,
    created_at: new Date().toISOString(),
  });
  return { id, role: account.role };
}
