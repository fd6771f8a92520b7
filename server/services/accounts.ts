/** Creating real accounts (the create-user command). Checks come first so no half-made account is left. */
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

function checkName(label: string, value: string): string {
  const name = value.trim();
  if (!name) throw new AccountError(`${label} is required.`);
  if (name.length > 150) throw new AccountError(`${label} must be at most 150 characters.`);
  return name;
}

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

export async function createAccount(repos: Repositories, input: NewAccount): Promise<{ id: number; role: Role }> {
  const username = input.username.trim();
  if (!USERNAME.test(username)) {
    throw new AccountError('Username must be 1-150 characters: letters, digits and @ . + - _ only.');
  }
  const role = accountRole(input.role);
  if (!role) throw new AccountError(`Role must be one of: ${ROLES.join(', ')}.`);
  const passwordProblem = newPasswordProblem(input.password);
  if (passwordProblem) throw new AccountError(passwordProblem);
  const firstName = checkName('First name', input.firstName);
  const lastName = checkName('Last name', input.lastName);
  if (await repos.users.usernameTakenIgnoringCase(username)) {
    throw new AccountError(`A user named "${username}" already exists (names are compared ignoring case).`);
  }
  const id = await repos.users.create({
    username,
    password_hash: await hashPassword(input.password),
    first_name: firstName,
    last_name: lastName,
    role,
    is_active: 1,
    created_at: new Date().toISOString(),
  });
  return { id, role };
}
